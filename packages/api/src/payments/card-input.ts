import { cleanName, NAME_MAX } from '../customer/customer-validation';
import type { CardDetails } from './provider';

/*
 * Reading a card (and a person's name) from an input, for every area that takes one: gifts, tour
 * bookings and balance payments. It lived in donations/ until tours needed it; one area does not
 * import another, so it sits here, on the payments floor both stand on.
 */

/** A problem with one field of an input: where (a path into the input), a code and what to do. */
export interface FieldError {
  field: string[] | null;
  message: string;
  code: string;
}

/** A person's name (or a title, an address line) cleaned, or null with the error pushed. */
export function checkName(
  value: unknown,
  field: string[],
  label: string,
  errors: FieldError[],
  required = true,
): string | null {
  if (value === undefined || value === null || (typeof value === 'string' && value.trim() === '')) {
    if (required) errors.push({ field, code: 'REQUIRED', message: `Enter your ${label}.` });
    return null;
  }
  if (typeof value !== 'string') {
    errors.push({ field, code: 'INVALID', message: `Your ${label} must be text.` });
    return null;
  }
  const clean = cleanName(value);
  if (clean === '' || clean.length > NAME_MAX || /[<>]/.test(clean)) {
    errors.push({
      field,
      code: 'INVALID',
      message: `Use at most ${NAME_MAX} plain characters for your ${label}, without < or >.`,
    });
    return null;
  }
  return clean;
}

/** A card as the provider takes it; the errors name each broken part. */
export function checkCard(
  raw: unknown,
  path: string[],
  errors: FieldError[],
  today = new Date(),
): CardDetails | null {
  const card = (typeof raw === 'object' && raw !== null ? raw : {}) as Record<string, unknown>;
  const number = typeof card.number === 'string' ? card.number.replace(/[\s-]/g, '') : '';
  const before = errors.length;
  if (!/^\d{12,19}$/.test(number))
    errors.push({
      field: [...path, 'number'],
      code: 'INVALID',
      message: 'Enter the 12 to 19 digits of the card number.',
    });
  const month = card.expMonth;
  const year = card.expYear;
  if (typeof month !== 'number' || !Number.isInteger(month) || month < 1 || month > 12)
    errors.push({
      field: [...path, 'expMonth'],
      code: 'INVALID',
      message: 'Enter the expiry month, 1 to 12.',
    });
  if (
    typeof year !== 'number' ||
    !Number.isInteger(year) ||
    year < today.getUTCFullYear() ||
    year > today.getUTCFullYear() + 25
  )
    errors.push({
      field: [...path, 'expYear'],
      code: 'INVALID',
      message: 'Enter the four-digit expiry year.',
    });
  if (typeof card.cvc !== 'string' || !/^\d{3,4}$/.test(card.cvc))
    errors.push({
      field: [...path, 'cvc'],
      code: 'INVALID',
      message: 'Enter the 3 or 4 digit security code.',
    });
  const holder = checkName(card.name, [...path, 'name'], 'name as it appears on the card', errors);
  if (errors.length > before) return null;
  return {
    number,
    expMonth: month as number,
    expYear: year as number,
    cvc: card.cvc as string,
    name: holder as string,
  };
}
