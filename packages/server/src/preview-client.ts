import type * as prismic from '@prismicio/client';
import { createClient } from '@site/content/client';
import { isPreviewTokenUrl } from './preview-cookies';

/** The CMS refused a preview token: it expired, or it is none of the CMS's (forged, or mistyped). */
export class PreviewEnded extends Error {
  constructor(readonly reason: 'expired' | 'invalid') {
    super(`the CMS refused the preview token (${reason})`);
    this.name = 'PreviewEnded';
  }
}

/**
 * How a Content API answer to a query at a preview ref says the ref is refused, in Prismic's
 * protocol (the same answers `@prismicio/client` turns into its ref errors): 404
 * `api_security_error` "…preview token…expired…", 404 `api_notfound_error`, or 410.
 */
async function refusal(response: prismic.ResponseLike): Promise<PreviewEnded | null> {
  if (response.status === 410) return new PreviewEnded('invalid');
  if (response.status !== 404) return null;
  let body: { type?: unknown; message?: unknown };
  try {
    body = (await response.clone().json()) as typeof body;
  } catch {
    return null;
  }
  if (body.type === 'api_security_error' && /preview token.*expired/i.test(String(body.message)))
    return new PreviewEnded('expired');
  return body.type === 'api_notfound_error' ? new PreviewEnded('invalid') : null;
}

export interface PreviewClientOptions {
  contentEndpoint: string;
  accessToken?: string;
  fetch?: prismic.FetchLike;
}

/**
 * A Content API client for previews. `@prismicio/client` answers a refused ref by warning and
 * asking again at master ("the response will not include draft content"): right for a site that
 * must render something, wrong here, where a forged or expired token would then pass for a
 * preview of the published site. This client's requests at a preview ref throw PreviewEnded
 * instead, before the client can fall back.
 */
export function createPreviewClient(options: PreviewClientOptions): prismic.Client {
  const base: prismic.FetchLike = options.fetch ?? ((input, init) => fetch(input, init as never));
  const guarded: prismic.FetchLike = async (input, init) => {
    const response = await base(input, init);
    if (response.ok) return response;
    const ref = new URL(input).searchParams.get('ref');
    const ended = ref && isPreviewTokenUrl(ref) ? await refusal(response) : null;
    if (ended) throw ended;
    return response;
  };
  return createClient({
    endpoint: options.contentEndpoint,
    env: { PRISMIC_ACCESS_TOKEN: options.accessToken },
    fetch: guarded,
  });
}
