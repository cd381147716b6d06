import type { IndexedDocument } from '../store/types';
import { resolvePath } from './paths';
import { QueryError } from './query-error';

type Key = (entry: IndexedDocument) => string | number | undefined;

export interface Ordering {
  key: Key;
  desc: boolean;
  /** The custom type of a `my.<type>.…` field, checked against the snapshot's types later. */
  type?: string;
}

const FIELD = /^(document\.[a-z_]+|my\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+(?:\.[A-Za-z0-9_-]+)?)$/;

function keyFor(field: string): { key: Key; type?: string } {
  if (field === 'document.first_publication_date') return { key: (e) => e.firstPublished };
  if (field === 'document.last_publication_date') return { key: (e) => e.lastPublished };
  const path = resolvePath(field);
  const key: Key = (e) => {
    if (path.type !== undefined && e.doc.type !== path.type) return undefined;
    const first = path.get(e)[0];
    return typeof first === 'number' || typeof first === 'string'
      ? first
      : first === undefined
        ? undefined
        : String(first);
  };
  return { key, type: path.type };
}

/**
 * Parses `[my.read.priority desc,document.first_publication_date]` (brackets optional,
 * `asc` allowed). An empty value means no ordering.
 */
export function parseOrderings(raw: string): Ordering[] {
  const trimmed = raw.trim();
  const inner = trimmed.startsWith('[')
    ? trimmed.endsWith(']')
      ? trimmed.slice(1, -1)
      : null
    : trimmed;
  if (inner === null)
    throw new QueryError(`orderings: unbalanced brackets in "${raw}"`, 'parsing-error');
  if (inner.trim() === '') return [];
  return inner.split(',').map((part) => {
    const words = part.trim().split(/\s+/);
    const [field, direction, extra] = words;
    if (
      !field ||
      !FIELD.test(field) ||
      extra !== undefined ||
      (direction !== undefined && direction !== 'desc' && direction !== 'asc')
    ) {
      throw new QueryError(
        `orderings: "${part.trim()}" is not "<document.field|my.type.field> [asc|desc]"`,
        'parsing-error',
      );
    }
    try {
      return { ...keyFor(field), desc: direction === 'desc' };
    } catch (error) {
      throw new QueryError(`orderings: ${(error as Error).message}`, 'parsing-error');
    }
  });
}

function compareValues(a: string | number, b: string | number): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  const sa = String(a);
  const sb = String(b);
  return sa < sb ? -1 : sa > sb ? 1 : 0;
}

/** Sorts in place; documents without the field come last in either direction; id breaks ties. */
export function sortEntries(entries: IndexedDocument[], orderings: Ordering[]): void {
  const keyed = entries.map((entry) => ({ entry, keys: orderings.map((o) => o.key(entry)) }));
  keyed.sort((x, y) => {
    for (let i = 0; i < orderings.length; i += 1) {
      const a = x.keys[i];
      const b = y.keys[i];
      if (a === b) continue;
      if (a === undefined) return 1;
      if (b === undefined) return -1;
      const order = compareValues(a, b);
      if (order !== 0) return orderings[i]?.desc ? -order : order;
    }
    return x.entry.doc.id < y.entry.doc.id ? -1 : x.entry.doc.id > y.entry.doc.id ? 1 : 0;
  });
  keyed.forEach((k, i) => {
    entries[i] = k.entry;
  });
}
