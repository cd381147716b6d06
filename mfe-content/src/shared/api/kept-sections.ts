import type { DocumentChange } from '@site/contracts/generator';
import type { Catalog } from './catalog';

/**
 * What one part of the content's generation read of the catalog (issue 33): the documents it looked
 * at, the types it listed, whether it took all of them, and what each `referrers` question answered.
 */
interface Reads {
  ids: Set<string>;
  types: Set<string>;
  all: boolean;
  referrers: Array<{ id: string; field: string | undefined; found: string[] }>;
}

function recording(catalog: Catalog): { view: Catalog; reads: Reads } {
  const reads: Reads = { ids: new Set(), types: new Set(), all: false, referrers: [] };
  const view: Catalog = {
    get all() {
      reads.all = true;
      return catalog.all;
    },
    ofType(type) {
      reads.types.add(type);
      return catalog.ofType(type);
    },
    byId(id) {
      reads.ids.add(id);
      return catalog.byId(id);
    },
    cards(links) {
      for (const link of links) if (link) reads.ids.add(link.id);
      return catalog.cards(links);
    },
    referrers(id, field) {
      const found = catalog.referrers(id, field);
      reads.ids.add(id);
      for (const doc of found) reads.ids.add(doc.id);
      reads.referrers.push({ id, field, found: found.map((d) => d.id) });
      return found;
    },
  };
  return { view, reads };
}

/**
 * Whether what was made from `reads` is made the same from `catalog`, given what changed since: no
 * document it looked at changed, no document of a type it listed came or went or changed, and each
 * `referrers` question has the same answer (a changed document may have started or stopped linking).
 */
function unchanged(reads: Reads, catalog: Catalog, changes: readonly DocumentChange[]): boolean {
  if (changes.length === 0) return true;
  if (reads.all) return false;
  for (const change of changes) {
    if (reads.ids.has(change.id) || change.types.some((t) => reads.types.has(t))) return false;
  }
  return reads.referrers.every(({ id, field, found }) => {
    const now = catalog.referrers(id, field);
    return now.length === found.length && now.every((doc, i) => doc.id === found[i]);
  });
}

/**
 * The parts of an area's generation kept from its last run in this process (a warm build, issue 33),
 * each with what it read: a part none of whose reads changed is not made again. Its results are
 * kept as they were made, so they must not be changed.
 */
export class KeptSections {
  private readonly kept = new Map<string, { value: unknown; reads: Reads }>();

  /**
   * `make` over the catalog, or what it made last time when `changes` (everything that changed
   * since the last run) reach none of its reads. Without `changes`, it is made afresh.
   */
  run<T>(
    name: string,
    catalog: Catalog,
    changes: readonly DocumentChange[] | undefined,
    make: (catalog: Catalog) => T,
  ): T {
    const last = this.kept.get(name);
    if (last && changes && unchanged(last.reads, catalog, changes)) return last.value as T;
    const { view, reads } = recording(catalog);
    const value = make(view);
    this.kept.set(name, { value, reads });
    return value;
  }
}
