import { hash } from 'node:crypto';

/** sha1, shortened: enough to tell two versions of a page or document apart. */
export const hashText = (text: string) => hash('sha1', text, 'hex').slice(0, 16);

/** Absolute URLs from the build's own content server become root-relative, so pages work on any host. */
export function relativeJson(value: unknown, origin: string): string {
  return relativeText(JSON.stringify(value), origin);
}

export function relativeText(json: string, origin: string): string {
  return json.replaceAll(`${origin}/`, '/');
}

/** A value with root-relative URLs (a string is its own JSON text minus the quotes, so it is replaced in directly). */
export function relativise<T>(value: T, origin: string): T {
  if (typeof value === 'string') return relativeText(value, origin) as T;
  return JSON.parse(relativeJson(value, origin)) as T;
}

/**
 * What a document says, not where it was fetched: `href` carries the master ref (new with any
 * edit), and URLs are compared root-relative.
 */
export function documentHash(doc: object, origin: string): string {
  const { href: _href, ...rest } = doc as { href?: unknown };
  return hashText(relativeJson(rest, origin));
}

/**
 * The same hash, and the id, from the JSON text a document was served as (`JSON.stringify(doc)`),
 * without parsing it: the top-level `href` member is cut out of the text. It is top-level when the
 * text before it is a complete object once closed (an `"href":` inside a string would be escaped,
 * one in a nested object would leave a brace open). Otherwise the document is parsed.
 */
export function documentHashOfJson(json: string, origin: string): { id: string; hash: string } {
  const at = json.indexOf(',"href":"');
  const end = at < 0 ? -1 : json.indexOf('"', at + 9);
  if (end > 0 && json[end + 1] === ',') {
    const before = JSON.parse(closedObject(json.slice(0, at + 1))) as { id?: unknown } | null;
    if (before && typeof before.id === 'string') {
      return {
        id: before.id,
        hash: hashText(relativeText(json.slice(0, at + 1) + json.slice(end + 2), origin)),
      };
    }
  }
  const doc = JSON.parse(json) as { id: string };
  return { id: doc.id, hash: documentHash(doc, origin) };
}

/** `{"id":"a",` → `{"id":"a"}`; anything that is not the start of an object at its top level → `null`. */
function closedObject(start: string): string {
  const text = `${start}"":0}`;
  return isClosedObject(text) ? text : 'null';
}

function isClosedObject(text: string): boolean {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value);
  } catch {
    return false;
  }
}

/**
 * The hash of every document the generators were given, by id. A document fetched in more than one
 * shape (say with and without `fetchLinks`) gets one hash over all of them, so the result does not
 * depend on which query answered last.
 */
export class DocumentHashes {
  /** One hash as itself: a second shape of a document is rare, and a set for each of 12,000 was not. */
  private readonly byId = new Map<string, string | Set<string>>();

  add(id: string, hash: string): void {
    const known = this.byId.get(id);
    if (known === undefined) this.byId.set(id, hash);
    else if (typeof known !== 'string') known.add(hash);
    else if (known !== hash) this.byId.set(id, new Set([known, hash]));
  }

  get size(): number {
    return this.byId.size;
  }

  toRecord(): Record<string, string> {
    // No prototype: an id such as `__proto__` is a key like any other.
    const out = Object.create(null) as Record<string, string>;
    for (const [id, hashes] of this.byId)
      out[id] = typeof hashes === 'string' ? hashes : hashText([...hashes].sort().join(','));
    return out;
  }
}
