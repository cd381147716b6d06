import type { RefEntry, Refs } from '../editorial/refs';
import type { ContentSnapshot } from '../store/types';
import { DEFAULT_PAGE_SIZE } from '../query/search-params';
import type { ApiAnswer } from './responses';

const LANGUAGE_NAMES: Record<string, string> = {
  'en-us': 'English - United States',
  'en-gb': 'English - Great Britain',
  'de-de': 'German - Germany',
  'fr-fr': 'French - France',
  'es-es': 'Spanish - Spain',
  'pt-br': 'Portuguese - Brazil',
};

const field = (
  type: 'String' | 'Integer',
  multiple: boolean,
  extra: Record<string, string> = {},
) => ({
  type,
  multiple,
  ...extra,
});

/** The `/api/v2` body: what `getRepository()` and the master-ref lookup read. */
export function repositoryBody(
  snapshot: ContentSnapshot,
  base: string,
  withToken: boolean,
  /** Release refs, listed after master as Prismic lists them (only for a request with a token). */
  releaseRefs: RefEntry[] = [],
): Record<string, unknown> {
  const fields: Record<string, unknown> = {
    ref: field('String', false),
    q: field('String', true),
    lang: field('String', false),
    page: field('Integer', false, { default: '1' }),
    pageSize: field('Integer', false, { default: String(DEFAULT_PAGE_SIZE) }),
    after: field('String', false),
    fetch: field('String', false),
    fetchLinks: field('String', false),
    graphQuery: field('String', false),
    orderings: field('String', false),
    referer: field('String', false),
  };
  if (withToken) fields.access_token = field('String', false);
  return {
    refs: [{ id: 'master', ref: snapshot.ref, label: 'Master', isMasterRef: true }, ...releaseRefs],
    bookmarks: {},
    languages: snapshot.languages.map((id) => ({
      id,
      name: LANGUAGE_NAMES[id] ?? id,
      is_master: id === 'en-us',
    })),
    types: snapshot.types,
    licenses: {},
    tags: snapshot.tags,
    forms: {
      everything: {
        method: 'GET',
        enctype: 'application/x-www-form-urlencoded',
        action: `${base}/api/v2/documents/search`,
        fields,
      },
      tags: {
        method: 'GET',
        enctype: 'application/x-www-form-urlencoded',
        action: `${base}/api/tags`,
        fields: {},
      },
    },
    oauth_initiate: `${base}/auth`,
    oauth_token: `${base}/auth/token`,
    version: snapshot.ref.slice(0, 7),
    license: 'All Rights Reserved',
    experiments: { draft: [], running: [] },
    integrationFieldsRef: null,
  };
}

/** `GET /api/v2` without the transport; `withReleases` when the request carried a valid token. */
export function repositoryAnswer(
  refs: Refs,
  base: string,
  accessToken: string | undefined,
  withReleases: boolean,
): ApiAnswer {
  const releases = withReleases ? refs.releaseRefs() : [];
  return {
    status: 200,
    body: repositoryBody(refs.master(), base, Boolean(accessToken), releases),
  };
}

/** `GET /api/tags` without the transport. */
export function tagsAnswer(refs: Refs): ApiAnswer {
  return { status: 200, body: refs.master().tags };
}
