import type { StaticQueries } from '@site/contracts/page-data';
import type { AreaReads } from './area-reads';

/** What a page set's last build produced (kept in its `.page-set.json`, see page-sets.ts), so an incremental build can skip pages that did not change. */
export interface BuildManifest {
  buildHash: string;
  /** Hash of every document the generators read, by id. */
  documents: Record<string, string>;
  /** By page key: the hash of its data, and the documents it shows. */
  pages: Record<string, { dataHash: string; dependencies: string[] }>;
}

export interface SitemapEntry {
  path: string;
  lastModified?: string | null;
}

/** What a set's build left: its pages for the next incremental build, its sitemap and static queries. */
export interface PageSetManifest extends BuildManifest {
  /** The shell build the pages were rendered with; another shell means every page is rendered again. */
  shellHash: string;
  area: string;
  version: string;
  renderedAt: string;
  sitemap: SitemapEntry[];
  staticQueries: Partial<StaticQueries>;
  /** What the area queried (area-reads.ts); absent in sets of older builds. */
  reads?: AreaReads;
}

/** The same ids in the same order. */
export function sameList(a: readonly string[], b: readonly string[]): boolean {
  return a === b || (a.length === b.length && a.every((id, i) => id === b[i]));
}

export type RenderDecision = 'render' | 'compare' | 'skip';

/**
 * What an incremental build does with a page it generated, before looking at its data: `render` it
 * (new, or a document it shows changed), `skip` it (its data is made from unchanged documents
 * alone), or `compare` its data's hash with the last build's.
 */
export function renderDecision(
  page: { dependencies: readonly string[]; dependenciesComplete?: boolean },
  before: BuildManifest['pages'][string] | undefined,
  changed: ChangedDocuments,
): RenderDecision {
  if (!before) return 'render';
  const same = sameList(page.dependencies, before.dependencies);
  if (showsAny(page.dependencies, changed)) return 'render';
  // A document the page showed last time and no longer lists may have been what changed.
  if (!same && showsAny(before.dependencies, changed)) return 'render';
  return page.dependenciesComplete && same ? 'skip' : 'compare';
}

/** Whether a list names a changed document: by the few changed ones when they are known. */
function showsAny(ids: readonly string[], changed: ChangedDocuments): boolean {
  const few = changed.few?.();
  if (few) return few.some((id) => ids.includes(id));
  return ids.some((id) => changed.has(id));
}

/** Whether a document is among those that changed since the last build. */
export interface ChangedDocuments {
  has(id: string): boolean;
  /**
   * Every changed id when there are only a few (an edit between two warm builds), else null: a
   * page's list is then searched for those few, where asking for each of its ids cost a lookup
   * for each of the content area's 95,000 dependencies.
   */
  few?(): readonly string[] | null;
}

/** At most this many changed documents are listed (`ChangedDocuments.few`). */
const FEW = 8;

/**
 * Documents whose hash differs from the last build's: edited, added, or gone since. Asked one id at
 * a time, not listed: an area that read a handful of documents was given a set of every other one
 * of the corpus as added (12,000 ids, for each area, at every warm rebuild).
 */
export function changedDocuments(
  before: Readonly<Record<string, string>>,
  now: Readonly<Record<string, string>>,
): ChangedDocuments {
  const own = Object.prototype.hasOwnProperty;
  const hashIn = (record: Readonly<Record<string, string>>, id: string) =>
    own.call(record, id) ? record[id] : undefined;
  // Each id's answer kept: the content area's pages list 95,000 dependencies of 12,000 documents.
  const known = new Map<string, boolean>();
  let few: readonly string[] | null | undefined;
  return {
    has(id) {
      let changed = known.get(id);
      if (changed === undefined) known.set(id, (changed = hashIn(before, id) !== hashIn(now, id)));
      return changed;
    },
    few() {
      if (few !== undefined) return few;
      const found: string[] = [];
      // Stops at the first past FEW: an area that read a handful of documents finds the rest added.
      for (const id in now)
        if (own.call(now, id) && hashIn(before, id) !== now[id] && found.push(id) > FEW)
          return (few = null);
      for (const id in before)
        if (own.call(before, id) && !own.call(now, id) && found.push(id) > FEW) return (few = null);
      return (few = found);
    },
  };
}
