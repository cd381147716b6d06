/**
 * Opaque connection cursors. They encode an offset into an ordered result; a cursor that does not
 * decode is a client error rather than silently the first page.
 */
export function encodeCursor(offset: number): string {
  return Buffer.from(`o:${offset}`).toString('base64url');
}

export class CursorError extends Error {}

export function decodeCursor(cursor: string | null | undefined): number {
  if (cursor === null || cursor === undefined) return -1;
  const text = cursor.length <= 40 ? Buffer.from(cursor, 'base64url').toString('utf8') : '';
  const match = /^o:(\d{1,7})$/.exec(text);
  if (!match?.[1]) throw new CursorError(`Invalid cursor "${cursor.slice(0, 40)}"`);
  return Number(match[1]);
}
