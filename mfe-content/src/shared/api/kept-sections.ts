import type { DocumentChange } from '@site/contracts/generator';
import { track, type Catalog } from './catalog';

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

/** What an item of a part made (`keptTrack`), and what it read. */
interface KeptItem {
  made: { value: unknown; dependencies: string[] };
  reads: Reads;
}

/** A part's items as its last run made them, those this run has, and how to tell if one holds. */
interface Items {
  before: Map<string, KeptItem>;
  now: Map<string, KeptItem>;
  catalog: Catalog;
  changes: readonly DocumentChange[] | undefined;
  /** The part's reads, which hold each item's. */
  reads: Reads;
  /** What `keptIfSame` gave last run, and this run, by key. */
  givenBefore: Map<string, unknown>;
  givenNow: Map<string, unknown>;
}

/** Where a part's view of the catalog carries its items (read by `keptTrack`). */
const ITEMS = Symbol('kept items');

const emptyReads = (): Reads => ({ ids: new Set(), types: new Set(), all: false, referrers: [] });

function addReads(into: Reads, from: Reads): void {
  for (const id of from.ids) into.ids.add(id);
  for (const type of from.types) into.types.add(type);
  into.all ||= from.all;
  into.referrers.push(...from.referrers);
}

function recording(catalog: Catalog): { view: Catalog; reads: Reads } {
  const reads = emptyReads();
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
  private readonly kept = new Map<
    string,
    { value: unknown; reads: Reads; items: Map<string, KeptItem>; given: Map<string, unknown> }
  >();

  /**
   * `make` over the catalog, or what it made last time when `changes` (everything that changed
   * since the last run) reach none of its reads. Without `changes`, it is made afresh. With `keep`
   * false (a build after which the process ends), it is made afresh and nothing is kept.
   */
  run<T>(
    name: string,
    catalog: Catalog,
    changes: readonly DocumentChange[] | undefined,
    make: (catalog: Catalog) => T,
    keep: boolean,
  ): T {
    if (!keep) {
      this.kept.delete(name);
      return make(catalog);
    }
    const last = this.kept.get(name);
    if (last && changes && unchanged(last.reads, catalog, changes)) return last.value as T;
    const { view, reads } = recording(catalog);
    const items: Items = {
      before: last?.items ?? new Map(),
      now: new Map(),
      catalog,
      changes,
      reads,
      givenBefore: last?.given ?? new Map(),
      givenNow: new Map(),
    };
    Object.defineProperty(view, ITEMS, { value: items });
    const value = make(view);
    this.kept.set(name, { value, reads, items: items.now, given: items.givenNow });
    return value;
  }
}

/**
 * `track(catalog, make)` for one item of a part (a page made from `doc`): inside a part that
 * KeptSections makes again, what the item made last time when the changes reach none of its reads
 * (nor `doc`), so that an edited story makes its own page and its neighbours' again, not all
 * 2,000. Elsewhere, `track` itself. What it gives must not be changed.
 */
export function keptTrack<T>(
  catalog: Catalog,
  doc: { id: string },
  make: (catalog: Catalog) => T,
): { value: T; dependencies: string[] } {
  const items = (catalog as Catalog & { [ITEMS]?: Items })[ITEMS];
  if (!items) return track(catalog, make);
  if (items.now.has(doc.id)) throw new Error(`keptTrack: ${doc.id} is an item of this part twice`);
  const last = items.before.get(doc.id);
  if (last && items.changes && unchanged(last.reads, items.catalog, items.changes)) {
    // The part's reads hold this item's still, for the part's own check next time.
    addReads(items.reads, last.reads);
    items.now.set(doc.id, last);
    return last.made as { value: T; dependencies: string[] };
  }
  const { view, reads } = recording(catalog);
  reads.ids.add(doc.id);
  const made = track(view, make);
  items.now.set(doc.id, { made, reads });
  return made;
}

/** The page made from each item's answer (`keptTrack`'s, by the answer). */
const pagesOf = new WeakMap<object, unknown>();

/**
 * `make()`, the page of an item that `keptTrack` made: the very page made before when the item was
 * kept (its document and every read unchanged), so that the build knows a page given again, and
 * checks, plans and counts it once (issue 33). `make` must read nothing but the item's answer and
 * its document.
 */
export function keptPage<P>(made: object, make: () => P): P {
  if (pagesOf.has(made)) return pagesOf.get(made) as P;
  const page = make();
  pagesOf.set(made, page);
  return page;
}

/**
 * `made`, or the very object this part gave for `key` last run when `same` finds the two alike:
 * a list that reads every article is made again after any article's edit, and most of its pages
 * show the same cards; given the same page, the build knows it unchanged without hashing its data
 * (issue 33). Elsewhere (outside a part KeptSections keeps), `made` itself.
 */
export function keptIfSame<T>(
  catalog: Catalog,
  key: string,
  made: T,
  same: (before: T, now: T) => boolean,
): T {
  const items = (catalog as Catalog & { [ITEMS]?: Items })[ITEMS];
  if (!items) return made;
  if (items.givenNow.has(key)) throw new Error(`keptIfSame: ${key} is given twice`);
  const before = items.givenBefore.get(key) as T | undefined;
  const given = before !== undefined && same(before, made) ? before : made;
  items.givenNow.set(key, given);
  return given;
}
