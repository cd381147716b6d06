/** A content document as the build reads it; reshapers read its fields defensively (fields may be missing). */
export interface GivingDocument {
  id: string;
  uid?: string | null;
  type: string;
  last_publication_date?: string | null;
  data: Record<string, unknown>;
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A boolean field: only `true` is true (Prismic leaves an unset boolean out or false). */
export function flag(value: unknown): boolean {
  return value === true;
}

/** A money amount from a number field: finite and not negative, else 0. */
export function amount(value: unknown): number {
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : 0;
}
