/** Shopify global ids: `gid://shopify/<Type>/<id>`, optionally followed by `?key=value`. */
export function gid(type: string, id: string | number, query?: Record<string, string>): string {
  if (!query) return `gid://shopify/${type}/${id}`;
  let suffix = '';
  for (const name in query)
    suffix += `${suffix ? '&' : '?'}${queryPart(name)}=${queryPart(query[name]!)}`;
  return `gid://shopify/${type}/${id}${suffix}`;
}

const PLAIN = /^[A-Za-z0-9_.*-]*$/;

/** Form-encodes like URLSearchParams; ids and keys are plain, so usually there is nothing to do. */
function queryPart(value: string): string {
  return PLAIN.test(value) ? value : new URLSearchParams({ v: value }).toString().slice(2);
}

export interface ParsedGid {
  id: string;
  params: { get(name: string): string | null };
}

const NO_PARAMS: ParsedGid['params'] = { get: () => null };

const GID = /^gid:\/\/shopify\/([A-Za-z]+)\/([A-Za-z0-9_-]{1,64})(?:\?([^#\s]{0,256}))?$/;

/** Parses a gid of the expected type; anything else (wrong type, malformed, too long) is null. */
export function parseGid(value: unknown, type: string): ParsedGid | null {
  if (typeof value !== 'string' || value.length > 400) return null;
  const match = GID.exec(value);
  if (!match || match[1] !== type || match[2] === undefined) return null;
  return { id: match[2], params: match[3] ? new URLSearchParams(match[3]) : NO_PARAMS };
}

/** A numeric gid (products, variants, collections) as a positive integer, else null. */
export function parseNumericGid(value: unknown, type: string): number | null {
  const parsed = parseGid(value, type);
  if (!parsed || !/^[1-9][0-9]{0,9}$/.test(parsed.id)) return null;
  const id = Number(parsed.id);
  return id <= 2147483647 ? id : null;
}
