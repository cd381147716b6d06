import { createHash } from 'node:crypto';
import type { CardDetails } from '../payments/provider';
import {
  cleanName,
  isEmailAddress,
  NAME_MAX,
  normaliseEmail,
} from '../customer/customer-validation';
import { checkCard } from '../payments/card-input';
import { containsLink, LINK_REFUSED } from './link-text';
import type { Occupancy } from './tour-pricing';

/* Validation of every tour input: each problem is one userError naming its field; nothing is written first. */

export interface TourUserError {
  field: string[] | null;
  message: string;
  code: string;
}

export const KEY = /^[A-Za-z0-9_-]{16,100}$/;
const DEPARTURE_ID = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const PHONE = /^\+?[0-9 ()./-]{6,32}$/;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const NOTE_MAX = 1000;
/** A control character other than tab, line feed and carriage return. */
const hasControl = (text: string) =>
  [...text].some((c) => {
    const code = c.charCodeAt(0);
    return (code < 32 && code !== 9 && code !== 10 && code !== 13) || code === 127;
  });

type Raw = Record<string, unknown>;
const record = (value: unknown): Raw =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Raw) : {};

function nameField(
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

function phoneField(
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

function emailField(
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

function noteField(value: unknown, field: string[], errors: TourUserError[]): string | null {
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

function intField(
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

export interface RoomCounts {
  seats: number;
  singleRooms: number;
  doubleRooms: number;
}

/** Travellers and rooms of a hold: the rooms must fit the travellers exactly. */
export function checkRoomCounts(
  input: Raw,
  maxTravellers: number,
  errors: TourUserError[],
): RoomCounts {
  const at = (f: string) => ['input', f];
  const seats = intField(
    input.travellers,
    at('travellers'),
    1,
    maxTravellers,
    'Travellers',
    errors,
  );
  const singleRooms = intField(
    input.singleRooms,
    at('singleRooms'),
    0,
    maxTravellers,
    'Single rooms',
    errors,
  );
  const doubleRooms = intField(
    input.doubleRooms,
    at('doubleRooms'),
    0,
    maxTravellers,
    'Double rooms',
    errors,
  );
  if (errors.length === 0 && singleRooms + doubleRooms * 2 !== seats)
    errors.push({
      field: at('doubleRooms'),
      code: 'INVALID',
      message: `The rooms must sleep exactly ${seats} ${seats === 1 ? 'traveller' : 'travellers'}: a single room takes one, a double room two.`,
    });
  return { seats, singleRooms, doubleRooms };
}

export interface CleanTraveller {
  firstName: string;
  lastName: string;
  dateOfBirth: string;
  email: string | null;
  phone: string | null;
  emergencyContactName: string;
  emergencyContactPhone: string;
  dietaryNotes: string | null;
  accessibilityNotes: string | null;
}

export interface CleanRoom {
  occupancy: Occupancy;
  travellers: number[];
}

export interface CleanBooking {
  idempotencyKey: string;
  holdId: string;
  holdToken: string;
  contact: { name: string; email: string; phone: string };
  travellers: CleanTraveller[];
  rooms: CleanRoom[];
  preExtension: boolean;
  postExtension: boolean;
  card: CardDetails;
}

function checkTraveller(
  raw: unknown,
  index: number,
  startsOn: string,
  today: string,
  errors: TourUserError[],
): CleanTraveller | null {
  const t = record(raw);
  const at = (f: string) => ['input', 'travellers', String(index), f];
  const before = errors.length;
  const firstName = nameField(t.firstName, at('firstName'), 'first name', errors);
  const lastName = nameField(t.lastName, at('lastName'), 'last name', errors);
  const dateOfBirth = isoDate(t.dateOfBirth);
  if (!dateOfBirth)
    errors.push({
      field: at('dateOfBirth'),
      code: 'INVALID',
      message: 'Enter the date of birth as YYYY-MM-DD.',
    });
  else if (dateOfBirth > today)
    errors.push({
      field: at('dateOfBirth'),
      code: 'INVALID',
      message: 'The date of birth cannot be in the future.',
    });
  else if (ageOn(dateOfBirth, startsOn) > 110)
    errors.push({ field: at('dateOfBirth'), code: 'INVALID', message: 'Check the year of birth.' });
  const email = emailField(t.email, at('email'), errors, false);
  const phone = phoneField(t.phone, at('phone'), 'phone number', errors, false);
  const emergencyContactName = nameField(
    t.emergencyContactName,
    at('emergencyContactName'),
    'emergency contact’s name',
    errors,
  );
  const emergencyContactPhone = phoneField(
    t.emergencyContactPhone,
    at('emergencyContactPhone'),
    'emergency contact’s phone number',
    errors,
    true,
  );
  const dietaryNotes = noteField(t.dietaryNotes, at('dietaryNotes'), errors);
  const accessibilityNotes = noteField(t.accessibilityNotes, at('accessibilityNotes'), errors);
  if (errors.length > before) return null;
  return {
    firstName: firstName!,
    lastName: lastName!,
    dateOfBirth: dateOfBirth!,
    email,
    phone,
    emergencyContactName: emergencyContactName!,
    emergencyContactPhone: emergencyContactPhone!,
    dietaryNotes,
    accessibilityNotes,
  };
}

/** Every traveller in exactly one room; a single room holds one, a double room two. */
function checkRooms(raw: unknown, travellers: number, errors: TourUserError[]): CleanRoom[] {
  const list = Array.isArray(raw) ? raw : [];
  const rooms: CleanRoom[] = [];
  const seen = new Map<number, number>();
  if (list.length === 0 || list.length > travellers) {
    errors.push({
      field: ['input', 'rooms'],
      code: 'INVALID',
      message: 'Put every traveller in a room.',
    });
    return rooms;
  }
  list.forEach((r, i) => {
    const room = record(r);
    const occupancy =
      room.occupancy === 'SINGLE' ? 'single' : room.occupancy === 'DOUBLE' ? 'double' : null;
    const who = Array.isArray(room.travellers) ? room.travellers : [];
    const at = ['input', 'rooms', String(i), 'travellers'];
    if (!occupancy)
      return errors.push({
        field: ['input', 'rooms', String(i), 'occupancy'],
        code: 'INVALID',
        message: 'Choose a single or a double room.',
      });
    if (who.length !== (occupancy === 'single' ? 1 : 2))
      return errors.push({
        field: at,
        code: 'INVALID',
        message:
          occupancy === 'single'
            ? 'A single room holds one traveller.'
            : 'A double room holds two travellers.',
      });
    for (const t of who) {
      if (typeof t !== 'number' || !Number.isInteger(t) || t < 0 || t >= travellers)
        return errors.push({
          field: at,
          code: 'INVALID',
          message: 'A room names a traveller who is not in the booking.',
        });
      if (seen.has(t))
        return errors.push({
          field: at,
          code: 'INVALID',
          message: `Traveller ${t + 1} is in two rooms.`,
        });
      seen.set(t, i);
    }
    rooms.push({ occupancy, travellers: who as number[] });
  });
  if (errors.length === 0 && seen.size !== travellers)
    errors.push({
      field: ['input', 'rooms'],
      code: 'INVALID',
      message: 'Put every traveller in a room.',
    });
  return rooms;
}

/** `TourBookingInput`; the departure's start date is needed for the age checks. */
export function parseBookingInput(
  raw: unknown,
  startsOn: string,
  maxTravellers: number,
  now: Date,
): { value: CleanBooking } | { errors: TourUserError[] } {
  const input = record(raw);
  const errors: TourUserError[] = [];
  const today = now.toISOString().slice(0, 10);
  const idempotencyKey = typeof input.idempotencyKey === 'string' ? input.idempotencyKey : '';
  if (!KEY.test(idempotencyKey))
    errors.push({
      field: ['input', 'idempotencyKey'],
      code: 'INVALID',
      message: 'The idempotency key must be 16 to 100 letters, digits, "-" or "_".',
    });
  const holdId = typeof input.holdId === 'string' ? input.holdId : '';
  const holdToken = typeof input.holdToken === 'string' ? input.holdToken : '';
  const c = record(input.contact);
  const contact = {
    name: nameField(c.name, ['input', 'contact', 'name'], 'contact name', errors),
    email: emailField(c.email, ['input', 'contact', 'email'], errors, true),
    phone: phoneField(c.phone, ['input', 'contact', 'phone'], 'contact phone number', errors, true),
  };
  const list = Array.isArray(input.travellers) ? input.travellers : [];
  if (list.length < 1 || list.length > maxTravellers)
    errors.push({
      field: ['input', 'travellers'],
      code: 'INVALID',
      message: `A booking has 1 to ${maxTravellers} travellers.`,
    });
  const travellers = list
    .slice(0, maxTravellers)
    .map((t, i) => checkTraveller(t, i, startsOn, today, errors));
  const clean = travellers.filter((t): t is CleanTraveller => t !== null);
  if (
    clean.length === list.length &&
    clean.length > 0 &&
    clean.every((t) => ageOn(t.dateOfBirth, startsOn) < 18)
  )
    errors.push({
      field: ['input', 'travellers', '0', 'dateOfBirth'],
      code: 'INVALID',
      message: 'Travellers under 18 travel with an adult in the same booking.',
    });
  const rooms = checkRooms(input.rooms, list.length, errors);
  for (const flag of ['preExtension', 'postExtension', 'acceptPolicy'] as const)
    if (typeof input[flag] !== 'boolean')
      errors.push({
        field: ['input', flag],
        code: 'INVALID',
        message: `${flag} must be true or false.`,
      });
  if (input.acceptPolicy === false)
    errors.push({
      field: ['input', 'acceptPolicy'],
      code: 'REQUIRED',
      message: 'Accept the cancellation policy to book.',
    });
  const card = checkCard(input.card, ['input', 'card'], errors, now);
  if (errors.length > 0 || !card) return { errors };
  return {
    value: {
      idempotencyKey,
      holdId,
      holdToken,
      contact: contact as CleanBooking['contact'],
      travellers: clean,
      rooms,
      preExtension: input.preExtension === true,
      postExtension: input.postExtension === true,
      card,
    },
  };
}

/** The request's fingerprint for its idempotency key: the same key with other details is refused. The card's secrets are left out. */
/**
 * What makes two submissions "the same booking": every detail but the card's security code (a retry
 * may type it again). The whole card number, expiry and holder are hashed in, never stored: another
 * card with the same last four digits is another booking.
 */
export function bookingHash(input: CleanBooking, customerId: string | null): string {
  const { card, ...rest } = input;
  const { number, expMonth, expYear, name } = card;
  return createHash('sha256')
    .update(JSON.stringify({ ...rest, card: { number, expMonth, expYear, name }, customerId }))
    .digest('hex');
}

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
