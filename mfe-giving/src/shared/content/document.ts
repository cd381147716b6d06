import { isRecord, type StoredDocument } from '@site/content/reshape/fields';

/** A content document as the build reads it (the content package's shape). */
export type GivingDocument = StoredDocument;
export { isRecord };

/** A boolean field: only `true` is true (Prismic leaves an unset boolean out or false). */
export function flag(value: unknown): boolean {
  return value === true;
}

/** A money amount from a number field: finite and not negative, else 0. */
export function amount(value: unknown): number {
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : 0;
}
