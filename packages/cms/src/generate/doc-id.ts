import { createHash } from 'node:crypto';

/**
 * The same deterministic id as `corpus/lib/ids.ts` (kept in step by a test), repeated here
 * because the server's sources may not import from the corpus folder.
 */
export function docId(type: string, uid: string | null): string {
  return createHash('sha1')
    .update(`${type}:${uid ?? type}`)
    .digest('base64url')
    .slice(0, 16);
}
