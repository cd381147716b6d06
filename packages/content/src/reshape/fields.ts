import type * as prismic from '@prismicio/client';

/** Defensive readers for document fields: reshapers work even when a model is missing or partial. */

export interface ImageRef {
  url: string;
  alt: string;
  width: number;
  height: number;
}

/** A content document as a build reads it; reshapers read its fields defensively (fields may be missing). */
export interface StoredDocument {
  id: string;
  uid?: string | null;
  type: string;
  last_publication_date?: string | null;
  data: Record<string, unknown>;
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The plain text of a title or rich-text field (blocks joined by a space). */
export function plainText(field: unknown): string {
  if (!Array.isArray(field)) return typeof field === 'string' ? field : '';
  return field
    .map((block) => (isRecord(block) && typeof block.text === 'string' ? block.text : ''))
    .filter(Boolean)
    .join(' ');
}

/** A rich-text field as stored, or an empty one. */
export function richText(field: unknown): prismic.RichTextField {
  return Array.isArray(field) ? (field as prismic.RichTextField) : [];
}

export function image(field: unknown): ImageRef | null {
  if (!isRecord(field) || typeof field.url !== 'string' || !field.url) return null;
  const dims = isRecord(field.dimensions) ? field.dimensions : {};
  return {
    url: field.url,
    alt: typeof field.alt === 'string' ? field.alt : '',
    width: typeof dims.width === 'number' ? dims.width : 0,
    height: typeof dims.height === 'number' ? dims.height : 0,
  };
}

export function text(field: unknown): string | null {
  return typeof field === 'string' && field !== '' ? field : null;
}

export function number(field: unknown, fallback: number): number {
  return typeof field === 'number' && Number.isFinite(field) ? field : fallback;
}

export interface LinkedDocument {
  id: string;
  type: string | null;
  uid: string | null;
}

/** A filled, unbroken content-relationship link, else null. */
export function linkedDocument(field: unknown): LinkedDocument | null {
  if (
    !isRecord(field) ||
    field.link_type !== 'Document' ||
    typeof field.id !== 'string' ||
    field.isBroken === true
  )
    return null;
  return {
    id: field.id,
    type: typeof field.type === 'string' ? field.type : null,
    uid: typeof field.uid === 'string' ? field.uid : null,
  };
}

/** The links in a group such as `related_people: [{ person: link }]`. */
export function groupLinks(group: unknown, key: string): LinkedDocument[] {
  if (!Array.isArray(group)) return [];
  return group
    .map((item) => (isRecord(item) ? linkedDocument(item[key]) : null))
    .filter((l): l is LinkedDocument => l !== null);
}

/**
 * The shop products a document names (`related_products`, or an episode's `related_product`): each
 * item's `product_handle`, trimmed, lower-case, in order, without repeats; blanks are skipped.
 */
export function productHandles(group: unknown): string[] {
  if (!Array.isArray(group)) return [];
  const out: string[] = [];
  for (const item of group) {
    const raw = (item as { product_handle?: unknown } | null)?.product_handle;
    const handle = typeof raw === 'string' ? raw.trim().toLowerCase() : '';
    if (/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(handle) && !out.includes(handle)) out.push(handle);
  }
  return out;
}
