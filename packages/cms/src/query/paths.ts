import { isRecord } from '../store/text';
import type { IndexedDocument } from '../store/types';
import { QueryError } from './query-error';

/** A path's values on one document; empty means the field is missing or empty. */
export type PathGetter = (entry: IndexedDocument) => unknown[];

export interface ResolvedPath {
  get: PathGetter;
  /** The document type a `my.<type>.…` path belongs to; other documents never match it. */
  type?: string;
  isPublicationDate: boolean;
}

/** Reduces a stored field value to what filters compare: link → id, rich text → text, image → url. */
export function scalarOf(value: unknown): unknown {
  if (value === null || value === undefined || value === '') return undefined;
  if (Array.isArray(value)) {
    if (value.length === 0) return undefined;
    if (value.every((b) => isRecord(b) && typeof b.text === 'string')) {
      const text = value.map((b) => (isRecord(b) ? String(b.text) : '')).join('\n');
      return text === '' ? undefined : text;
    }
    return value;
  }
  if (isRecord(value)) {
    if (value.link_type === 'Document') return typeof value.id === 'string' ? value.id : undefined;
    if (typeof value.link_type === 'string')
      return typeof value.url === 'string' ? value.url : undefined;
    if ('dimensions' in value || 'url' in value)
      return typeof value.url === 'string' ? value.url : undefined;
    return Object.keys(value).length === 0 ? undefined : value;
  }
  return value;
}

function present(values: unknown[]): unknown[] {
  return values.filter((v) => v !== undefined);
}

/**
 * Stored documents are parsed JSON, so a field name from the query must only ever reach their own
 * properties: `data.constructor` or `data.__proto__` would otherwise yield Object's built-ins.
 */
function own(record: Record<string, unknown>, key: string): unknown {
  return Object.hasOwn(record, key) ? record[key] : undefined;
}

// A Map, not an object literal: `document.constructor` or `__proto__` must not find anything.
const DOCUMENT_PATHS = new Map<string, PathGetter>([
  ['document.type', (e) => [e.doc.type]],
  ['document.id', (e) => [e.doc.id]],
  ['document.tags', (e) => e.doc.tags],
  ['document.lang', (e) => [e.doc.lang]],
  ['document.first_publication_date', (e) => [e.doc.first_publication_date]],
  ['document.last_publication_date', (e) => [e.doc.last_publication_date]],
]);

export function resolvePath(path: string): ResolvedPath {
  const fixed = DOCUMENT_PATHS.get(path);
  if (fixed) return { get: fixed, isPublicationDate: path.endsWith('_publication_date') };
  const parts = path.split('.');
  if (parts[0] !== 'my' || parts.length < 3 || parts.length > 4) {
    throw new QueryError(
      `Unknown path "${path}": use document.type|id|tags|lang|first_publication_date|last_publication_date or my.<type>.<field>[.<group field>]`,
      'parsing-error',
    );
  }
  const [, type, field, inner] = parts as [string, string, string, string | undefined];
  if (field === 'uid' && inner === undefined) {
    return { type, get: (e) => (e.doc.uid === null ? [] : [e.doc.uid]), isPublicationDate: false };
  }
  if (inner === undefined) {
    return {
      type,
      get: (e) => present([scalarOf(own(e.doc.data, field))]),
      isPublicationDate: false,
    };
  }
  // A field inside a group: one value per group item.
  return {
    type,
    isPublicationDate: false,
    get: (e) => {
      const group = own(e.doc.data, field);
      if (!Array.isArray(group)) return [];
      return present(
        group.map((item) => (isRecord(item) ? scalarOf(own(item, inner)) : undefined)),
      );
    },
  };
}
