/*
 * The rules of the tours forms (payments, cancellations, interest, waitlist), checked in the browser
 * for a quick answer; the product API checks them again and its answer counts.
 */

// eslint-disable-next-line no-control-regex -- the control characters are what is refused
export const NAME = /^[^<>\u0000-\u001f]{1,100}$/;
export const EMAIL =
  /^[^\s@<>]{1,64}@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/;
/** A booking reference as the confirmation shows it: TB-7K3M9Q. */
export const REFERENCE = /^TB-[A-Z0-9]{6}$/;

export type Errors<F extends string> = Partial<Record<F, string>>;

export function emailError(value: string): string | undefined {
  if (!value.trim()) return 'Enter your e-mail address.';
  if (!EMAIL.test(value.trim())) return 'Enter an e-mail address like name@example.org.';
  return undefined;
}

export function nameError(value: string, what = 'your name'): string | undefined {
  if (!value.trim()) return `Enter ${what}.`;
  if (!NAME.test(value.trim())) return 'Use at most 100 characters, without < or >.';
  return undefined;
}

/** " tb-7k3m9q " → "TB-7K3M9Q"; "7K3M9Q" → "TB-7K3M9Q". */
export function normalizeReference(value: string): string {
  const v = value.trim().toUpperCase().replace(/\s+/g, '');
  return /^[A-Z0-9]{6}$/.test(v) ? `TB-${v}` : v;
}

/** A whole number in [min, max], or null. */
export function parseCount(value: string, min: number, max: number): number | null {
  if (!/^\s*\d{1,3}\s*$/.test(value)) return null;
  const n = Number(value);
  return n >= min && n <= max ? n : null;
}

export interface LookupFields {
  reference: string;
  email: string;
}

export function lookupErrors(f: LookupFields): Errors<keyof LookupFields> {
  const errors: Errors<keyof LookupFields> = {};
  const ref = normalizeReference(f.reference);
  if (!ref) errors.reference = 'Enter your booking reference, for example TB-7K3M9Q.';
  else if (!REFERENCE.test(ref))
    errors.reference =
      'A booking reference looks like TB-7K3M9Q: it is on your confirmation e-mail.';
  const email = emailError(f.email);
  if (email) errors.email = email;
  return errors;
}

/** The one-time code mailed for a booking: six digits, spaces or a dash allowed. */
export function normalizeCode(value: string): string {
  return value.replace(/[\s-]/g, '');
}

export function codeError(value: string): string | undefined {
  const code = normalizeCode(value);
  if (!code) return 'Enter the code from the e-mail.';
  if (!/^\d{6}$/.test(code)) return 'The code is 6 digits, as in the e-mail.';
  return undefined;
}

// The card rules are the site's one set (@site/ui/forms, from @site/contracts/card-rules, which the API uses too).
export type { CardFormFields as CardFields } from '@site/ui/forms';
export { cardErrors, cardInput, EMPTY_CARD, luhnValid, parseExpiry } from '@site/ui/forms';

export interface WaitlistFields {
  name: string;
  email: string;
  travellers: string;
}

export function waitlistErrors(f: WaitlistFields): Errors<keyof WaitlistFields> {
  const errors: Errors<keyof WaitlistFields> = {};
  const name = nameError(f.name);
  if (name) errors.name = name;
  const email = emailError(f.email);
  if (email) errors.email = email;
  if (parseCount(f.travellers, 1, 8) === null)
    errors.travellers = 'Choose how many travellers, from 1 to 8.';
  return errors;
}

export interface InterestFields {
  ageRange: string;
  locations: string[];
  tours: string[];
  partySize: string;
  name: string;
  email: string;
  phone: string;
  message: string;
}

export function interestErrors(
  f: InterestFields,
  ageRanges: readonly string[],
): Errors<keyof InterestFields> {
  const errors: Errors<keyof InterestFields> = {};
  if (ageRanges.length > 0 && !ageRanges.includes(f.ageRange))
    errors.ageRange = 'Choose your age range.';
  if (f.locations.length === 0 && f.tours.length === 0)
    errors.locations = 'Choose at least one location or tour you are interested in.';
  if (parseCount(f.partySize, 1, 20) === null)
    errors.partySize = 'Enter how many would travel, from 1 to 20.';
  const name = nameError(f.name);
  if (name) errors.name = name;
  const email = emailError(f.email);
  if (email) errors.email = email;
  const phone = f.phone.trim();
  if (phone && (!/^\+?[0-9 ()./-]{6,32}$/.test(phone) || (phone.match(/\d/g) ?? []).length < 6))
    errors.phone =
      'Enter the phone number with its country code, e.g. +44 20 7946 0000, or leave it empty.';
  if (f.message.trim().length > 1000) errors.message = 'Keep the message to 1,000 characters.';
  return errors;
}

/** A userErrors entry's field path → the form field it names (the last segment that the form knows). */
export function fieldOfPath<F extends string>(
  path: readonly string[] | null | undefined,
  map: Record<string, F>,
): F | undefined {
  for (const segment of [...(path ?? [])].reverse()) {
    const field = map[segment];
    if (field) return field;
  }
  return undefined;
}
