/** Shopify global ids: `gid://shopify/<Type>/<id>`, optionally followed by `?key=value`. */
export function gid(type: string, id: string | number, query?: Record<string, string>): string {
  const suffix = query ? `?${new URLSearchParams(query).toString()}` : '';
  return `gid://shopify/${type}/${id}${suffix}`;
}

export interface ParsedGid {
  id: string;
  params: URLSearchParams;
}

const GID = /^gid:\/\/shopify\/([A-Za-z]+)\/([A-Za-z0-9_-]{1,64})(?:\?([^#\s]{0,256}))?$/;

/** Parses a gid of the expected type; anything else (wrong type, malformed, too long) is null. */
export function parseGid(value: unknown, type: string): ParsedGid | null {
  if (typeof value !== 'string' || value.length > 400) return null;
  const match = GID.exec(value);
  if (!match || match[1] !== type || match[2] === undefined) return null;
  return { id: match[2], params: new URLSearchParams(match[3] ?? '') };
}

/** A numeric gid (products, variants, collections) as a positive integer, else null. */
export function parseNumericGid(value: unknown, type: string): number | null {
  const parsed = parseGid(value, type);
  if (!parsed || !/^[1-9][0-9]{0,9}$/.test(parsed.id)) return null;
  const id = Number(parsed.id);
  return id <= 2147483647 ? id : null;
}
