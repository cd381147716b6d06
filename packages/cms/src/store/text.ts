/** Text helpers shared by the index (fulltext words, slugs) and the fulltext filter. */

/** Splits text into lower-cased, accent-free words. */
export function toWords(text: string): string[] {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length > 0);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Collects the human text of a field value: plain strings and rich-text `text`s, never URLs or ids. */
export function collectText(value: unknown, out: string[]): void {
  if (typeof value === 'string') {
    out.push(value);
  } else if (Array.isArray(value)) {
    for (const item of value) collectText(item, out);
  } else if (isRecord(value)) {
    if (typeof value.link_type === 'string' || typeof value.dimensions === 'object') return;
    for (const [key, inner] of Object.entries(value)) {
      if (
        key === 'spans' ||
        key === 'type' ||
        key === 'slice_type' ||
        key === 'variation' ||
        key === 'version'
      )
        continue;
      collectText(inner, out);
    }
  }
}

/** Prismic's slug: the first title-like text of the document, else its uid. */
export function slugOf(data: Record<string, unknown>, uid: string | null): string {
  for (const value of Object.values(data)) {
    if (!Array.isArray(value)) continue;
    const first: unknown = value[0];
    if (
      isRecord(first) &&
      typeof first.type === 'string' &&
      /^heading/.test(first.type) &&
      typeof first.text === 'string'
    ) {
      const slug = slugify(first.text);
      if (slug) return slug;
    }
  }
  return slugify(uid ?? '') || '-';
}

export function slugify(text: string): string {
  return toWords(text).join('-');
}

export { isRecord };
