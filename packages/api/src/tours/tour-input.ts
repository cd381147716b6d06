import { createHash } from 'node:crypto';
import type { CardDetails } from '../payments/provider';
import { checkCard } from '../payments/card-input';
import type { Occupancy } from './tour-pricing';
import {
  type TourUserError,
  KEY,
  type Raw,
  record,
  nameField,
  phoneField,
  emailField,
  noteField,
  intField,
  isoDate,
  ageOn,
} from './tour-fields';

/* Validation of every tour input: each problem is one userError naming its field; nothing is written first. */

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

// Callers keep importing tour input from here.
export { ageOn, departureIdField, isoDate, KEY, type TourUserError } from './tour-fields';
export {
  type Access,
  type CleanInterest,
  parseAccess,
  parseCodeEntry,
  parseCodeRequest,
  parseInterestInput,
  parseWaitlistInput,
} from './tour-requests';
