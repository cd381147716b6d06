import {
  cardErrors,
  departureErrors,
  type FieldErrors,
  roomCounts,
  roomErrors,
  travellerErrors,
} from '../booking-rules';
import type { BookingContext, BookingEvent, DepartureFacts } from './booking-context';

/*
 * The checks the machine's guards and actions make, as plain functions of the context (and of the
 * chosen departure's facts the page sent with the event): the same check decides whether a step
 * may go on and writes the errors shown when it may not.
 */

export const none = (errors: FieldErrors) => Object.keys(errors).length === 0;

export const travellersNow = (c: BookingContext) => c.travellers.slice(0, c.travellerCount);

/** The chosen departure's facts carried by the event, when they are about the chosen departure. */
export function factsOf(c: BookingContext, event: BookingEvent): DepartureFacts | null {
  const facts = 'departure' in event ? event.departure : undefined;
  return facts && facts.id === c.departureId ? facts : null;
}

export function departureCheck(c: BookingContext, departure: DepartureFacts | null): FieldErrors {
  const errors = departureErrors(c.departureId, c.travellerCount);
  if (c.departureId && !departure) errors.departureId = 'Choose one of the departures listed.';
  else if (departure && (departure.status === 'CLOSED' || departure.status === 'DEPARTED'))
    errors.departureId = 'This departure can no longer be booked; choose another.';
  else if (
    departure &&
    departure.status === 'OPEN' &&
    departure.seatsLeft !== null &&
    !c.offerToken &&
    !errors.travellerCount &&
    c.travellerCount > departure.seatsLeft
  )
    errors.travellerCount =
      departure.seatsLeft === 1
        ? 'Only 1 seat is left on this departure.'
        : `Only ${departure.seatsLeft} seats are left on this departure.`;
  return errors;
}

export const travellerCheck = (c: BookingContext, departure: DepartureFacts | null) =>
  travellerErrors(travellersNow(c), c.leadIndex, departure?.startsOn ?? '', new Date(c.now));
export const roomCheck = (c: BookingContext) => roomErrors(c.rooms, c.roomOf, c.travellerCount);
export const cardCheck = (c: BookingContext) => cardErrors(c.card, new Date(c.now));

/** The rooms the hold has, against the rooms the visitor chose. */
export function roomsMatchHold(c: BookingContext): boolean {
  if (!c.hold) return false;
  const counts = roomCounts(c.rooms);
  return (
    c.hold.singleRooms === counts.singleRooms &&
    c.hold.doubleRooms === counts.doubleRooms &&
    c.hold.travellers === c.travellerCount
  );
}

export function withoutKeys(errors: FieldErrors, keys: string[]): FieldErrors {
  if (!keys.some((k) => k in errors)) return errors;
  const next = { ...errors };
  for (const k of keys) delete next[k];
  return next;
}

export function roomErrorsCleared(errors: FieldErrors): FieldErrors {
  return Object.fromEntries(
    Object.entries(errors).filter(
      ([k]) => !(k === 'rooms' || k.startsWith('rooms.') || k.startsWith('roomOf.')),
    ),
  );
}
