import MiniSearch, { type AsPlainObject } from 'minisearch';
import { INDEX_OPTIONS, type SearchChanges, type SearchDocument } from './search-options';

/** Whether a parsed search-changes.json has the shape the build writes. */
export function isSearchChanges(value: unknown): value is SearchChanges {
  const v = value as Partial<SearchChanges> | null;
  return (
    typeof v === 'object' &&
    v !== null &&
    typeof v.base === 'string' &&
    Array.isArray(v.removed) &&
    v.removed.every((id) => typeof id === 'string') &&
    Array.isArray(v.added) &&
    v.added.every((d) => typeof d === 'object' && d !== null && typeof d.id === 'string')
  );
}

/** Applies changes to the index they were made against: what is gone or changed goes, the new comes in. */
export function applySearchChanges(engine: MiniSearch<SearchDocument>, changes: SearchChanges) {
  for (const id of [...changes.removed, ...changes.added.map((d) => d.id)])
    if (engine.has(id)) engine.discard(id);
  engine.addAll(changes.added);
}

/**
 * The index, with its changes when they are the ones made against it. `applied` is false when
 * they name another index (the two files were fetched either side of a build).
 */
export function loadSearch(
  json: string,
  changes: SearchChanges | null,
): { engine: MiniSearch<SearchDocument>; applied: boolean } {
  const plain = JSON.parse(json) as AsPlainObject & { base?: string };
  const engine = MiniSearch.loadJS<SearchDocument>(plain, INDEX_OPTIONS);
  const applied = changes !== null && changes.base === plain.base;
  if (applied) applySearchChanges(engine, changes);
  return { engine, applied };
}
