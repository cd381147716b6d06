import { createClient, slugify } from '@site/content';

export { slugify };

/*
 * Which projects can be given to, read from the content API over the Prismic protocol (the same
 * documents mfe-giving renders): a donation project is its donation_project_details uid, a language
 * project "language-" + the slug of its language_name (mfe-giving/src/shared/content/slug.ts makes
 * the same slug). Goals are in US dollars, as the content keeps them.
 */

export interface GivingProjectInfo {
  id: string;
  kind: 'PROJECT' | 'LANGUAGE';
  title: string;
  /** Minor units of USD; null when the content gives none. */
  goal: number | null;
}

export interface GivingCatalogue {
  project(id: string): Promise<GivingProjectInfo | null>;
  all(): Promise<GivingProjectInfo[]>;
}

const plain = (field: unknown): string =>
  Array.isArray(field)
    ? field
        .map((b: { text?: unknown }) => (typeof b?.text === 'string' ? b.text : ''))
        .join(' ')
        .trim()
    : typeof field === 'string'
      ? field
      : '';
const goalOf = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) && value > 0 ? Math.round(value * 100) : null;

type Doc = { id: string; uid: string | null; data: Record<string, unknown> };

/** The projects of the donations page and the language page, from their documents. */
export function projectsFromDocuments(
  donationsPages: Doc[],
  details: Doc[],
  languagePages: Doc[],
): GivingProjectInfo[] {
  const uidById = new Map(details.map((d) => [d.id, d.uid]));
  const titleByUid = new Map(details.map((d) => [d.uid, plain(d.data.title)]));
  const out = new Map<string, GivingProjectInfo>();
  for (const page of donationsPages) {
    for (const row of Array.isArray(page.data.projects)
      ? (page.data.projects as Record<string, unknown>[])
      : []) {
      const link = row.details_page as { id?: unknown; uid?: unknown } | undefined;
      const uid =
        (typeof link?.id === 'string' ? uidById.get(link.id) : null) ??
        (typeof link?.uid === 'string' ? link.uid : null);
      if (!uid) continue;
      out.set(uid, {
        id: uid,
        kind: 'PROJECT',
        title: plain(row.title) || titleByUid.get(uid) || uid,
        goal: goalOf(row.goal),
      });
    }
  }
  for (const page of languagePages) {
    for (const slice of Array.isArray(page.data.body)
      ? (page.data.body as Array<{ slice_type?: string; primary?: Record<string, unknown> }>)
      : []) {
      if (slice.slice_type !== 'language_project' || !slice.primary) continue;
      const name = plain(slice.primary.language_name);
      const slug = slugify(name);
      if (!slug) continue;
      out.set(`language-${slug}`, {
        id: `language-${slug}`,
        kind: 'LANGUAGE',
        title: `${name} language project`,
        goal: goalOf(slice.primary.goal),
      });
    }
  }
  return [...out.values()];
}

export interface ContentCatalogueOptions {
  /** The Prismic-compatible API, e.g. `http://127.0.0.1:3000/cms/api/v2`. */
  endpoint: string;
  accessToken?: string;
  /** How long a read is trusted; default 5 minutes. An unknown id re-reads at most every 30 s. */
  ttlMs?: number;
  now?: () => number;
}

/** The catalogue read lazily from the content API, cached, and re-read when a gift names a project it does not know. */
export function contentCatalogue(options: ContentCatalogueOptions): GivingCatalogue {
  const now = options.now ?? Date.now;
  const ttl = options.ttlMs ?? 5 * 60_000;
  const client = createClient({
    endpoint: options.endpoint,
    env: { PRISMIC_ACCESS_TOKEN: options.accessToken },
  });
  let cached: { at: number; projects: Map<string, GivingProjectInfo> } | null = null;
  let loading: Promise<Map<string, GivingProjectInfo>> | null = null;
  const load = () =>
    (loading ??= (async () => {
      try {
        const [donations, details, languages] = await Promise.all(
          (['donations_page', 'donation_project_details', 'language_donations_page'] as const).map(
            (type) => client.getAllByType(type) as Promise<unknown[]>,
          ),
        );
        const projects = new Map(
          projectsFromDocuments(donations as Doc[], details as Doc[], languages as Doc[]).map(
            (p) => [p.id, p],
          ),
        );
        cached = { at: now(), projects };
        return projects;
      } finally {
        loading = null;
      }
    })());
  const current = async (stale: number) =>
    cached && now() - cached.at < stale ? cached.projects : load();
  return {
    async project(id) {
      const known = (await current(ttl)).get(id);
      if (known) return known;
      // A project published since the last read is found within 30 s.
      return (await current(30_000)).get(id) ?? null;
    },
    async all() {
      return [...(await current(ttl)).values()];
    },
  };
}

/** A fixed catalogue, for tests and for running the API without a content server. */
export function fixedCatalogue(projects: GivingProjectInfo[]): GivingCatalogue {
  const byId = new Map(projects.map((p) => [p.id, p]));
  return { project: async (id) => byId.get(id) ?? null, all: async () => projects };
}
