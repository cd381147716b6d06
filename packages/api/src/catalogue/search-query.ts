/**
 * A small subset of Shopify's search syntax for `products(query:)`: terms are ANDed; `field:value`
 * (value may be "quoted") filters on title, tag, product_type, vendor or available_for_sale; any
 * other term matches the title or the description. Unknown fields are treated as plain text.
 */
export type SearchTerm =
  | { field: 'title' | 'tag' | 'product_type' | 'vendor' | 'text'; value: string }
  | { field: 'available_for_sale'; value: boolean };

const FIELDS = new Set(['title', 'tag', 'product_type', 'vendor', 'available_for_sale']);
const TOKEN = /(?:([a-z_]+):)?(?:"([^"]*)"|(\S+))/gi;
export const MAX_QUERY_LENGTH = 500;
const MAX_TERMS = 10;

export function parseSearchQuery(query: string): SearchTerm[] {
  const terms: SearchTerm[] = [];
  for (const match of query.slice(0, MAX_QUERY_LENGTH).matchAll(TOKEN)) {
    const field = match[1]?.toLowerCase();
    const value = (match[2] ?? match[3] ?? '').trim();
    if (value === '' || value === 'AND') continue;
    if (field === 'available_for_sale') {
      terms.push({ field, value: value.toLowerCase() === 'true' });
    } else if (field && FIELDS.has(field)) {
      terms.push({ field: field as 'title' | 'tag' | 'product_type' | 'vendor', value });
    } else {
      terms.push({ field: 'text', value: field ? `${field}:${value}` : value });
    }
    if (terms.length >= MAX_TERMS) break;
  }
  return terms;
}

/** A LIKE pattern matching `value` anywhere, with LIKE's wildcards escaped (escape char `\`). */
export function containsPattern(value: string): string {
  return `%${value.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
