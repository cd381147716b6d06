// Validation of the tour requests that are not bookings: booking access, the waitlist, interest and
// the one-time codes. Each problem is one userError naming its field; nothing is written first.
import { normaliseEmail } from '../customer/customer-validation';
import { containsLink, LINK_REFUSED } from './link-text';
import {
  type TourUserError,
  record,
  nameField,
  phoneField,
  emailField,
  noteField,
  intField,
  departureIdField,
} from './tour-fields';

export interface Access {
  reference: string;
  email: string | null;
  token: string | null;
}

function referenceField(value: unknown, field: string[], errors: TourUserError[]): string {
  const reference = typeof value === 'string' ? value.trim().toUpperCase() : '';
  if (!/^TB-[A-Z0-9]{6}$/.test(reference))
    errors.push({
      field,
      code: 'INVALID',
      message: 'Enter the booking reference, e.g. TB-7K3M9Q.',
    });
  return reference;
}

export function parseAccess(raw: unknown, errors: TourUserError[]): Access {
  const a = record(raw);
  const reference = referenceField(a.reference, ['input', 'access', 'reference'], errors);
  const email = typeof a.email === 'string' && a.email.trim() ? normaliseEmail(a.email) : null;
  const token = typeof a.token === 'string' && a.token ? a.token : null;
  return { reference, email, token };
}

export function parseWaitlistInput(
  raw: unknown,
  maxTravellers: number,
):
  | { value: { departureId: string; name: string; email: string; seats: number } }
  | { errors: TourUserError[] } {
  const input = record(raw);
  const errors: TourUserError[] = [];
  const departureId = departureIdField(input.departureId, ['input', 'departureId'], errors);
  const name = nameField(input.name, ['input', 'name'], 'name', errors);
  const email = emailField(input.email, ['input', 'email'], errors, true);
  const seats = intField(
    input.travellers,
    ['input', 'travellers'],
    1,
    maxTravellers,
    'Travellers',
    errors,
  );
  return errors.length ? { errors } : { value: { departureId, name: name!, email: email!, seats } };
}

export interface CleanInterest {
  name: string;
  email: string;
  phone: string | null;
  ageRange: string;
  locations: string[];
  tours: string[];
  partySize: number;
  message: string | null;
}

/** `TourInterestInput`; the age ranges and locations are tour_form's, the tours the catalogue's. */
export function parseInterestInput(
  raw: unknown,
  allowed: { ageRanges: string[] | null; locations: string[] | null; tours: string[] },
): { value: CleanInterest } | { errors: TourUserError[] } {
  const input = record(raw);
  const errors: TourUserError[] = [];
  const name = nameField(input.name, ['input', 'name'], 'name', errors);
  const email = emailField(input.email, ['input', 'email'], errors, true);
  const phone = phoneField(input.phone, ['input', 'phone'], 'phone number', errors, false);
  const ageRange = typeof input.ageRange === 'string' ? input.ageRange.trim() : '';
  if (
    !ageRange ||
    ageRange.length > 40 ||
    (allowed.ageRanges && !allowed.ageRanges.includes(ageRange))
  )
    errors.push({ field: ['input', 'ageRange'], code: 'INVALID', message: 'Choose an age range.' });
  const strings = (value: unknown) =>
    Array.isArray(value)
      ? value.filter((v): v is string => typeof v === 'string').map((v) => v.trim())
      : null;
  const locations = strings(input.locations);
  if (
    !locations ||
    locations.length > 20 ||
    locations.some(
      (l) => !l || l.length > 100 || (allowed.locations && !allowed.locations.includes(l)),
    )
  )
    errors.push({
      field: ['input', 'locations'],
      code: 'INVALID',
      message: 'Choose from the listed locations.',
    });
  const tours = strings(input.tours);
  if (!tours || tours.length > 20 || tours.some((t) => !allowed.tours.includes(t)))
    errors.push({
      field: ['input', 'tours'],
      code: 'INVALID',
      message: 'Choose from the listed tours.',
    });
  if (errors.length === 0 && locations!.length === 0 && tours!.length === 0)
    errors.push({
      field: ['input', 'tours'],
      code: 'REQUIRED',
      message: 'Choose at least one tour or location.',
    });
  const partySize = intField(
    input.partySize,
    ['input', 'partySize'],
    1,
    20,
    'How many would travel',
    errors,
  );
  const message = noteField(input.message, ['input', 'message'], errors);
  if (message && containsLink(message))
    errors.push({ field: ['input', 'message'], code: 'INVALID', message: LINK_REFUSED });
  if (errors.length) return { errors };
  return {
    value: {
      name: name!,
      email: email!,
      phone,
      ageRange,
      locations: [...new Set(locations!)],
      tours: [...new Set(tours!)],
      partySize,
      message,
    },
  };
}

/** `TourBookingCodeRequestInput`: the reference and the e-mail the booking was made with. */
export function parseCodeRequest(
  raw: unknown,
): { value: { reference: string; email: string } } | { errors: TourUserError[] } {
  const input = record(raw);
  const errors: TourUserError[] = [];
  const reference = referenceField(input.reference, ['input', 'reference'], errors);
  const email = emailField(input.email, ['input', 'email'], errors, true);
  return errors.length ? { errors } : { value: { reference, email: email! } };
}

/** `TourBookingCodeInput`: the reference and the six digits mailed for it (spaces allowed). */
export function parseCodeEntry(
  raw: unknown,
): { value: { reference: string; code: string } } | { errors: TourUserError[] } {
  const input = record(raw);
  const errors: TourUserError[] = [];
  const reference = referenceField(input.reference, ['input', 'reference'], errors);
  const code = typeof input.code === 'string' ? input.code.replace(/[\s-]/g, '') : '';
  if (!/^\d{6}$/.test(code))
    errors.push({
      field: ['input', 'code'],
      code: 'INVALID',
      message: 'Enter the 6-digit code from the e-mail.',
    });
  return errors.length ? { errors } : { value: { reference, code } };
}
