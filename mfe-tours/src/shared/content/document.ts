import { isRecord, type StoredDocument } from '@site/content/reshape/fields';

/** A content document as the build reads it (the content package's shape). */
export type ToursDocument = StoredDocument;
export { isRecord };

/** The records of a group or slice-zone field ([] when missing). */
export function records(value: unknown): Record<string, unknown>[] {
  return Array.isArray(value) ? value.filter(isRecord) : [];
}

/** A whole-dollar price from a number field or a text field ("2490", "$2,490"); 0 when there is none. */
export function usd(value: unknown): number {
  if (typeof value === 'number') return Number.isFinite(value) && value > 0 ? Math.round(value) : 0;
  if (typeof value !== 'string') return 0;
  const n = Number(value.replace(/[$,\s]|USD/gi, ''));
  return Number.isFinite(n) && n > 0 ? Math.round(n) : 0;
}

/** A date field as YYYY-MM-DD, or null. */
export function day(value: unknown): string | null {
  return typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : null;
}

/** A coordinate: a finite number within ±limit, or null. */
export function coordinate(value: unknown, limit: number): number | null {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) && Math.abs(n) <= limit ? n : null;
}

/** The URL of a link-to-media field (a booklet), or null. */
export function mediaUrl(value: unknown): string | null {
  return isRecord(value) && typeof value.url === 'string' && value.url !== '' ? value.url : null;
}
