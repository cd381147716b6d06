/** What a page set's last build produced (kept in its `.page-set.json`, see page-sets.ts), so an incremental build can skip pages that did not change. */
export interface BuildManifest {
  buildHash: string;
  /** Hash of every document the generators read, by id. */
  documents: Record<string, string>;
  /** By page key: the hash of its data, and the documents it shows. */
  pages: Record<string, { dataHash: string; dependencies: string[] }>;
}

/** The same ids in the same order. */
export function sameList(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((id, i) => id === b[i]);
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
  changed: ReadonlySet<string>,
): RenderDecision {
  if (!before) return 'render';
  if (page.dependencies.some((id) => changed.has(id))) return 'render';
  // A document the page showed last time and no longer lists may have been what changed.
  if (before.dependencies.some((id) => changed.has(id))) return 'render';
  return page.dependenciesComplete && sameList(page.dependencies, before.dependencies)
    ? 'skip'
    : 'compare';
}

/** Documents whose hash differs from the last build's: edited, added, or gone since. */
export function changedDocuments(
  before: Record<string, string>,
  now: Record<string, string>,
): Set<string> {
  const changed = new Set(Object.keys(now).filter((id) => before[id] !== now[id]));
  for (const id of Object.keys(before)) if (!(id in now)) changed.add(id);
  return changed;
}
