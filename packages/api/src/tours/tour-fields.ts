// The field checks every tour input shares (issue 17): each problem becomes one userError naming its
// field. tour-input.ts (bookings) and tour-requests.ts (access, waitlist, interest, codes) use them.
import {
  cleanName,
  isEmailAddress,
  NAME_MAX,
  normaliseEmail,
} from '../customer/customer-validation';
import { containsLink, LINK_REFUSED } from './link-text';

export interface TourUserError {
  field: string[] | null;
  message: string;
  code: string;
}

export const KEY = /^[A-Za-z0-9_-]{16,100}$/;
export const DEPARTURE_ID = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const PHONE = /^\+?[0-9 ()./-]{6,32}$/;
export const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
export const NOTE_MAX = 1000;
/** A control character other than tab, line feed and carriage return. */
export const hasControl = (text: string) =>
  [...text].some((c) => {
    const code = c.charCodeAt(0);
    return (code < 32 && code !== 9 && code !== 10 && code !== 13) || code === 127;
  });

export type Raw = Record<string, unknown>;
export const record = (value: unknown): Raw =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Raw) : {};

export function nameField(
  value: unknown,
  field: string[],
  label: string,
  errors: TourUserError[],
  required = true,
): string | null {
  const text = typeof value === 'string' ? cleanName(value) : '';
  if (!text) {
    if (required) errors.push({ field, code: 'REQUIRED', message: `Enter the ${label}.` });
    return null;
  }
  if (text.length > NAME_MAX || hasControl(text) || /[\r\n\t]/.test(text)) {
    errors.push({
      field,
      code: 'INVALID',
      message: `The ${label} must be at most ${NAME_MAX} characters, without control characters.`,
    });
    return null;
  }
  // Names are printed in every tour mail ("Dear …", the travellers list).
  if (containsLink(text)) {
    errors.push({ field, code: 'INVALID', message: LINK_REFUSED });
    return null;
  }
  return text;
}

export function phoneField(
  value: unknown,
  field: string[],
  label: string,
  errors: TourUserError[],
  required: boolean,
): string | null {
  const text = typeof value === 'string' ? value.trim() : '';
  if (!text) {
    if (required) errors.push({ field, code: 'REQUIRED', message: `Enter the ${label}.` });
    return null;
  }
  if (!PHONE.test(text) || (text.match(/\d/g) ?? []).length < 6) {
    errors.push({
      field,
      code: 'INVALID',
      message: `Enter the ${label} with its country code, e.g. +44 20 7946 0000.`,
    });
    return null;
  }
  return text;
}

export function emailField(
  value: unknown,
  field: string[],
  errors: TourUserError[],
  required: boolean,
): string | null {
  const text = typeof value === 'string' ? normaliseEmail(value) : '';
  if (!text) {
    if (required) errors.push({ field, code: 'REQUIRED', message: 'Enter an e-mail address.' });
    return null;
  }
  if (!isEmailAddress(text)) {
    errors.push({
      field,
      code: 'INVALID',
      message: 'Enter an e-mail address like name@example.org.',
    });
    return null;
  }
  return text;
}

export function noteField(value: unknown, field: string[], errors: TourUserError[]): string | null {
  if (value === null || value === undefined) return null;
  const text = typeof value === 'string' ? value.trim() : '';
  if (text.length > NOTE_MAX || hasControl(text)) {
    errors.push({
      field,
      code: 'INVALID',
      message: `Keep this to ${NOTE_MAX} characters of plain text.`,
    });
    return null;
  }
  return text || null;
}

export function intField(
  value: unknown,
  field: string[],
  min: number,
  max: number,
  label: string,
  errors: TourUserError[],
): number {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max) {
    errors.push({
      field,
      code: 'INVALID',
      message: `${label} must be a whole number from ${min} to ${max}.`,
    });
    return min;
  }
  return value;
}

/** A real calendar date as YYYY-MM-DD, or null. */
export function isoDate(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const match = DATE.exec(value.trim());
  if (!match) return null;
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d
    ? match[0]
    : null;
}

/** Age in whole years on `on` (YYYY-MM-DD). */
export function ageOn(dateOfBirth: string, on: string): number {
  const [by = 0, bm = 0, bd = 0] = dateOfBirth.split('-').map(Number);
  const [y = 0, m = 0, d = 0] = on.split('-').map(Number);
  return y - by - (m < bm || (m === bm && d < bd) ? 1 : 0);
}

export function departureIdField(value: unknown, field: string[], errors: TourUserError[]): string {
  const id = typeof value === 'string' ? value.trim() : '';
  if (!DEPARTURE_ID.test(id) || id.length > 120)
    errors.push({
      field,
      code: 'UNKNOWN_DEPARTURE',
      message: 'Choose one of the tour’s departures.',
    });
  return id;
}
