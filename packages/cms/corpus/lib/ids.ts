import { createHash } from 'node:crypto';

/**
 * The stored id of a document: deterministic, so that documents can link to
 * each other by (type, uid) before either exists, and opaque like Prismic's.
 */
export function docId(type: string, uid: string | null): string {
  return createHash('sha1')
    .update(`${type}:${uid ?? type}`)
    .digest('base64url')
    .slice(0, 16);
}
