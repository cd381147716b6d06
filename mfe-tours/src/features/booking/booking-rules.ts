import { formatMoneyV2 } from '@site/contracts/money';
/*
 * The booking form's rules (issue 17), checked in the browser for a quick answer; the product API
 * checks the same again (packages/api/src/tours) and its answer counts. The card rules are the
 * form kit's (@site/ui/forms), as on /give and at checkout: same labels, same test cards.
 */

// The site's one set of card rules, which @site/ui/forms and the API share; from the contracts
// directly, so that the booking's island, which uses this module, carries no React.
import {
  cardErrors as kitCardErrors,
  type CardFormFields,
  EMPTY_CARD,
} from '@site/contracts/card-rules';

export type Occupancy = 'SINGLE' | 'DOUBLE';

export interface Money {
  amount: string;
  currencyCode: string;
}

export interface TravellerFields {
  firstName: string;
  lastName: string;
  /** YYYY-MM-DD, as an <input type="date"> gives it. */
  dateOfBirth: string;
  email: string;
  phone: string;
  emergencyContactName: string;
  emergencyContactPhone: string;
  dietaryNotes: string;
  accessibilityNotes: string;
}

export interface RoomFields {
  occupancy: Occupancy;
}

export type CardFields = CardFormFields;

/** Errors by field key: "departureId", "travellerCount", "travellers.0.firstName", "rooms", "rooms.1", "roomOf.2", "acceptPolicy", "cardNumber" … */
export type FieldErrors = Record<string, string>;

export const MIN_TRAVELLERS = 1;
export const MAX_TRAVELLERS = 8;
export const ADULT_AGE = 18;
export const MAX_AGE = 110;
export const NOTES_MAX = 1000;

export function emptyTraveller(): TravellerFields {
  return {
    firstName: '',
    lastName: '',
    dateOfBirth: '',
    email: '',
    phone: '',
    emergencyContactName: '',
    emergencyContactPhone: '',
    dietaryNotes: '',
    accessibilityNotes: '',
  };
}

export function emptyCard(): CardFields {
  return { ...EMPTY_CARD };
}

/** Resizes the traveller list, keeping everything typed for those who stay. */
export function resizeTravellers(
  travellers: readonly TravellerFields[],
  count: number,
): TravellerFields[] {
  return Array.from({ length: count }, (_, i) => travellers[i] ?? emptyTraveller());
}

/** The first guess at rooms for n travellers: pairs share doubles, an odd one out has a single. */
export function guessRooms(count: number): { rooms: RoomFields[]; roomOf: number[] } {
  const rooms: RoomFields[] = [];
  const roomOf: number[] = [];
  for (let i = 0; i < count; i += 2) {
    rooms.push({ occupancy: i + 1 < count ? 'DOUBLE' : 'SINGLE' });
    roomOf.push(rooms.length - 1);
    if (i + 1 < count) roomOf.push(rooms.length - 1);
  }
  return { rooms, roomOf };
}

export function roomCounts(rooms: readonly RoomFields[]): {
  singleRooms: number;
  doubleRooms: number;
} {
  return {
    singleRooms: rooms.filter((r) => r.occupancy === 'SINGLE').length,
    doubleRooms: rooms.filter((r) => r.occupancy === 'DOUBLE').length,
  };
}

/** The rooms as the API's TourRoomInput: each room with the indexes of its travellers. */
export function roomInputs(
  rooms: readonly RoomFields[],
  roomOf: readonly number[],
): Array<{ occupancy: Occupancy; travellers: number[] }> {
  return rooms.map((room, r) => ({
    occupancy: room.occupancy,
    travellers: roomOf.flatMap((of, t) => (of === r ? [t] : [])),
  }));
}

// eslint-disable-next-line no-control-regex -- the control characters are what is refused
const NAME = /^[^<>\u0000-\u001f]{1,100}$/;
const EMAIL =
  /^[^\s@<>]{1,64}@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/;
const PHONE = /^\+?[0-9 ()./-]{6,32}$/;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** "2027-05-09" → a UTC date; null when it is not a real calendar date. */
export function parseIsoDate(value: string): Date | null {
  const match = ISO_DATE.exec(value.trim());
  if (!match) return null;
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d
    ? date
    : null;
}

/** Whole years between a birth date and a day (both UTC dates). */
export function ageOn(birth: Date, day: Date): number {
  let age = day.getUTCFullYear() - birth.getUTCFullYear();
  if (
    day.getUTCMonth() < birth.getUTCMonth() ||
    (day.getUTCMonth() === birth.getUTCMonth() && day.getUTCDate() < birth.getUTCDate())
  )
    age -= 1;
  return age;
}

function phoneValid(value: string): boolean {
  return PHONE.test(value.trim()) && value.replace(/\D/g, '').length >= 6;
}

export function departureErrors(departureId: string, travellerCount: number): FieldErrors {
  const errors: FieldErrors = {};
  if (!departureId) errors.departureId = 'Choose a departure.';
  if (
    !Number.isInteger(travellerCount) ||
    travellerCount < MIN_TRAVELLERS ||
    travellerCount > MAX_TRAVELLERS
  )
    errors.travellerCount = `Choose between ${MIN_TRAVELLERS} and ${MAX_TRAVELLERS} travellers.`;
  return errors;
}

/**
 * Every traveller's details. The ages are counted on the start date of the tour: 0–110, born no later
 * than today, and anyone under 18 needs an adult in the same booking. The lead traveller (the booking's
 * contact) must give an e-mail address and a phone number.
 */
export function travellerErrors(
  travellers: readonly TravellerFields[],
  leadIndex: number,
  startsOn: string,
  today = new Date(),
): FieldErrors {
  const errors: FieldErrors = {};
  const start = parseIsoDate(startsOn) ?? today;
  const todayUtc = new Date(
    Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate()),
  );
  const ages = travellers.map((t) => {
    const birth = parseIsoDate(t.dateOfBirth);
    return birth && birth <= todayUtc ? ageOn(birth, start) : null;
  });
  const hasAdult = ages.some((age) => age !== null && age >= ADULT_AGE && age <= MAX_AGE);
  travellers.forEach((t, i) => {
    const key = (field: keyof TravellerFields) => `travellers.${i}.${field}`;
    if (!t.firstName.trim()) errors[key('firstName')] = 'Enter the first name.';
    else if (!NAME.test(t.firstName.trim()))
      errors[key('firstName')] = 'Use at most 100 characters, without < or >.';
    if (!t.lastName.trim()) errors[key('lastName')] = 'Enter the last name.';
    else if (!NAME.test(t.lastName.trim()))
      errors[key('lastName')] = 'Use at most 100 characters, without < or >.';
    const birth = parseIsoDate(t.dateOfBirth);
    const age = ages[i] ?? null;
    if (!t.dateOfBirth.trim()) errors[key('dateOfBirth')] = 'Enter the date of birth.';
    else if (!birth)
      errors[key('dateOfBirth')] = 'Enter the date of birth as a real date (YYYY-MM-DD).';
    else if (birth > todayUtc)
      errors[key('dateOfBirth')] = 'The date of birth cannot be in the future.';
    else if (age === null || age < 0)
      errors[key('dateOfBirth')] = 'The traveller must be born before the tour starts.';
    else if (age > MAX_AGE)
      errors[key('dateOfBirth')] =
        `Travellers must be at most ${MAX_AGE} years old on the start date.`;
    else if (age < ADULT_AGE && !hasAdult)
      errors[key('dateOfBirth')] =
        `Travellers under ${ADULT_AGE} must travel with an adult in the same booking.`;
    const lead = i === leadIndex;
    if (lead && !t.email.trim())
      errors[key('email')] = 'Enter an e-mail address for the lead traveller.';
    else if (t.email.trim() && !EMAIL.test(t.email.trim()))
      errors[key('email')] = 'Enter an e-mail address like name@example.org.';
    if (lead && !t.phone.trim())
      errors[key('phone')] = 'Enter a phone number for the lead traveller.';
    else if (t.phone.trim() && !phoneValid(t.phone))
      errors[key('phone')] = 'Enter a phone number such as +44 20 7946 0000.';
    if (!t.emergencyContactName.trim())
      errors[key('emergencyContactName')] = 'Enter the name of an emergency contact.';
    else if (!NAME.test(t.emergencyContactName.trim()))
      errors[key('emergencyContactName')] = 'Use at most 100 characters, without < or >.';
    if (!t.emergencyContactPhone.trim())
      errors[key('emergencyContactPhone')] = 'Enter the emergency contact’s phone number.';
    else if (!phoneValid(t.emergencyContactPhone))
      errors[key('emergencyContactPhone')] = 'Enter a phone number such as +44 20 7946 0000.';
    if (t.dietaryNotes.length > NOTES_MAX)
      errors[key('dietaryNotes')] = `Use at most ${NOTES_MAX} characters.`;
    if (t.accessibilityNotes.length > NOTES_MAX)
      errors[key('accessibilityNotes')] = `Use at most ${NOTES_MAX} characters.`;
  });
  return errors;
}

/** A double room holds exactly two travellers, a single one; every traveller is in exactly one room. */
export function roomErrors(
  rooms: readonly RoomFields[],
  roomOf: readonly number[],
  travellerCount: number,
): FieldErrors {
  const errors: FieldErrors = {};
  if (rooms.length === 0) errors.rooms = 'Add a room.';
  for (let t = 0; t < travellerCount; t++) {
    const r = roomOf[t];
    if (r === undefined || r < 0 || r >= rooms.length)
      errors[`roomOf.${t}`] = 'Choose a room for this traveller.';
  }
  rooms.forEach((room, r) => {
    const count = roomOf.slice(0, travellerCount).filter((of) => of === r).length;
    if (room.occupancy === 'DOUBLE' && count !== 2)
      errors[`rooms.${r}`] =
        `A double room holds exactly two travellers; room ${r + 1} has ${count}.`;
    if (room.occupancy === 'SINGLE' && count !== 1)
      errors[`rooms.${r}`] =
        `A single room holds exactly one traveller; room ${r + 1} has ${count}.`;
  });
  return errors;
}

export function reviewErrors(acceptPolicy: boolean): FieldErrors {
  return acceptPolicy ? {} : { acceptPolicy: 'Tick the box to accept the cancellation policy.' };
}

// The card rules are the site's one set (@site/ui/forms, from @site/contracts/card-rules, which the API uses too).
export { luhnValid, parseExpiry } from '@site/contracts/card-rules';

export function cardErrors(f: CardFields, today = new Date()): FieldErrors {
  return kitCardErrors(f, today);
}

/** Money as text in the site's one format (@site/contracts/money); "–" when there is none. */
export function formatMoney(money: Money | null | undefined): string {
  return money ? formatMoneyV2(money) : '–';
}

/** "2027-05-09" → "9 May 2027" (UTC, en-GB). */
export function formatDay(iso: string | null | undefined): string {
  if (!iso) return '–';
  const date = parseIsoDate(iso.slice(0, 10));
  return date
    ? date.toLocaleDateString('en-GB', {
        day: 'numeric',
        month: 'long',
        year: 'numeric',
        timeZone: 'UTC',
      })
    : iso;
}

/** Milliseconds → "mm:ss" (never negative). */
export function formatCountdown(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  return `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
}

/** What the live region says about the hold: only at 5 and 1 minutes left, not every second. */
export function countdownAnnouncement(ms: number): string {
  if (ms <= 0) return '';
  if (ms <= 60_000) return 'One minute left to finish your booking before the seats are released.';
  if (ms <= 300_000)
    return 'Five minutes left to finish your booking before the seats are released.';
  return '';
}

/** An absolute link from the API (made from PUBLIC_URL) as a path on this site: path, query and hash. */
export function sitePath(url: string): string {
  try {
    const parsed = new URL(url, 'http://site.invalid');
    return parsed.pathname + parsed.search + parsed.hash;
  } catch {
    return url;
  }
}
