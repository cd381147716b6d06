import { assign } from 'xstate';
import type { Hold, Refusal } from '../api/booking-types';
import {
  guessRooms,
  MAX_TRAVELLERS,
  type Occupancy,
  resizeTravellers,
  reviewErrors,
} from '../booking-rules';
import {
  cardCheck,
  departureCheck,
  factsOf,
  roomCheck,
  roomErrorsCleared,
  travellerCheck,
  withoutKeys,
} from './booking-checks';
import type { BookingContext, BookingEvent, BookingResult } from './booking-context';

/*
 * The booking machine's actions. Every `assign` only computes context from the context and the
 * event; the hold's release is a spawned actor and the clock is read by sending to its actor.
 */

type BookRefusal = { message: string; fieldErrors: Refusal['fieldErrors'] };

/** Writes a part of the context computed from the context and the event. */
const update = (f: (context: BookingContext, event: BookingEvent) => Partial<BookingContext>) =>
  assign<BookingContext, BookingEvent, undefined, BookingEvent, never>(({ context, event }) =>
    f(context, event),
  );

/** The same from an actor's answer, passed as the action's params. */
const answer = <P extends object | string>(
  f: (context: BookingContext, params: P) => Partial<BookingContext>,
) =>
  assign<BookingContext, BookingEvent, P, BookingEvent, never>(({ context }, params) =>
    f(context, params),
  );

export const bookingActions = {
  setNow: update((c, e) => ({ now: e.type === 'booking.tick' ? e.now : c.now })),
  listDepartures: update((c, e) => {
    if (e.type !== 'departures.listed') return {};
    if (c.departureId && e.ids.includes(c.departureId)) return {};
    return { departureId: e.open.length === 1 ? e.open[0]! : '' };
  }),
  selectDeparture: update((c, e) =>
    e.type === 'departure.selected'
      ? {
          departureId: e.departureId,
          soldOut: null,
          errors: withoutKeys(c.errors, ['departureId']),
          notice: null,
        }
      : {},
  ),
  countTravellers: update((c, e) => {
    if (e.type !== 'travellers.counted') return {};
    const count = Math.max(0, Math.min(MAX_TRAVELLERS, Math.floor(e.count)));
    return {
      travellerCount: count,
      // Never shorter: a traveller dropped and added again comes back as typed.
      travellers: resizeTravellers(c.travellers, Math.max(c.travellers.length, count)),
      leadIndex: c.leadIndex < count ? c.leadIndex : 0,
      soldOut: null,
      errors: withoutKeys(c.errors, ['travellerCount']),
    };
  }),
  setTraveller: update((c, e) => {
    if (e.type !== 'traveller.changed') return {};
    const travellers = c.travellers.slice();
    const current = travellers[e.index];
    if (!current) return {};
    travellers[e.index] = { ...current, [e.field]: e.value };
    return {
      travellers,
      errors: withoutKeys(c.errors, [`travellers.${e.index}.${e.field}`]),
    };
  }),
  setLead: update((c, e) =>
    e.type === 'lead.changed' && e.index >= 0 && e.index < c.travellerCount
      ? { leadIndex: e.index }
      : {},
  ),
  setOccupancy: update((c, e) => {
    if (e.type !== 'room.occupancy' || !c.rooms[e.room]) return {};
    const rooms = c.rooms.map((r, i) => (i === e.room ? { occupancy: e.occupancy } : r));
    return { rooms, errors: roomErrorsCleared(c.errors) };
  }),
  addRoom: update((c) => ({
    rooms: [...c.rooms, { occupancy: 'SINGLE' as Occupancy }],
    errors: roomErrorsCleared(c.errors),
  })),
  removeRoom: update((c, e) => {
    if (e.type !== 'room.removed' || !c.rooms[e.room] || c.rooms.length <= 1) return {};
    const rooms = c.rooms.filter((_, i) => i !== e.room);
    // Travellers of the removed room have none until chosen again; later rooms move up one.
    const roomOf = c.roomOf.map((of) => (of === e.room ? -1 : of > e.room ? of - 1 : of));
    return { rooms, roomOf, errors: roomErrorsCleared(c.errors) };
  }),
  setTravellerRoom: update((c, e) => {
    if (e.type !== 'traveller.room') return {};
    const roomOf = c.roomOf.slice();
    while (roomOf.length < c.travellerCount) roomOf.push(-1);
    roomOf[e.index] = e.room;
    return { roomOf, errors: roomErrorsCleared(c.errors) };
  }),
  toggleExtension: update((c, e) =>
    e.type === 'extension.toggled'
      ? {
          [e.kind === 'pre' ? 'preExtension' : 'postExtension']: e.value,
          quoted: false,
          errors: withoutKeys(c.errors, ['preExtension', 'postExtension']),
        }
      : {},
  ),
  togglePolicy: update((c, e) =>
    e.type === 'policy.toggled'
      ? { acceptPolicy: e.value, errors: withoutKeys(c.errors, ['acceptPolicy']) }
      : {},
  ),
  setCard: update((c, e) =>
    e.type === 'card.changed'
      ? { card: { ...c.card, [e.field]: e.value }, errors: withoutKeys(c.errors, [e.field]) }
      : {},
  ),
  clearErrors: update(() => ({ errors: {}, notice: null })),
  showDepartureErrors: update((c, e) => ({ errors: departureCheck(c, factsOf(c, e)) })),
  showTravellerErrors: update((c, e) => ({ errors: travellerCheck(c, factsOf(c, e)) })),
  showRoomErrors: update((c) => ({ errors: roomCheck(c) })),
  showPolicyErrors: update((c) => ({ errors: reviewErrors(c.acceptPolicy) })),
  showCardErrors: update((c) => ({ errors: cardCheck(c) })),
  markSoldOut: update((c) => ({ soldOut: c.departureId, errors: {}, notice: null })),
  /** A fresh guess at rooms when the number of travellers changed since the last one. */
  guessRoomsIfNeeded: update((c) => {
    const assigned =
      c.roomOf.length === c.travellerCount && c.roomOf.every((r) => r >= 0 && r < c.rooms.length);
    return assigned ? {} : guessRooms(c.travellerCount);
  }),
  keepHold: answer((context, hold: Hold) => ({
    hold,
    holdDepartureId: context.departureId,
    soldOut: null,
    errors: {},
    notice: null,
  })),
  forgetHold: update(() => ({
    hold: null,
    holdDepartureId: null,
    quoted: false,
    idempotencyKey: null,
    failure: null,
  })),
  showRefusal: answer((_, result: Refusal) => ({
    errors: result.fieldErrors,
    notice: Object.keys(result.fieldErrors).length ? null : result.message,
  })),
  showRoomRefusal: answer((_, result: Refusal) => ({
    errors: Object.keys(result.fieldErrors).length ? result.fieldErrors : { rooms: result.message },
    notice: null,
  })),
  /** The price itself stays in urql's cache, where the page reads it. */
  keepQuote: update(() => ({ quoted: true, errors: {}, notice: null })),
  noAnswer: update(() => ({
    notice: 'We could not reach the server. Check your connection and try again.',
  })),
  takeKeyIfNeeded: update((c, e) => ({
    idempotencyKey: c.idempotencyKey ?? (e.type === 'booking.submit' ? e.key : null),
    failure: null,
    notice: null,
  })),
  keepResult: answer((_, result: BookingResult) => ({
    result: { reference: result.reference, confirmationUrl: result.confirmationUrl },
    failure: null,
  })),
  /** A decline or refusal ends the submission: the key goes, every typed field stays. */
  keepRefusal: answer((_, result: BookRefusal) => ({
    idempotencyKey: null,
    errors: result.fieldErrors,
    failure: { message: result.message, retrySameKey: false },
  })),
  keepChallenge: answer((_, challengeUrl: string) => ({ challengeUrl, failure: null })),
  forgetChallenge: update(() => ({ challengeUrl: null })),
  /** The traveller closed the bank's page: the key stays, so paying again reopens the same confirmation. */
  keepCancelledChallenge: update(() => ({
    challengeUrl: null,
    failure: {
      message:
        'You closed your bank’s confirmation, so nothing was charged. Pay again to confirm the payment.',
      retrySameKey: true,
    },
  })),
  /** No answer (network, timeout): the same key is kept so a retry cannot charge twice. */
  keepNetworkFailure: update(() => ({
    failure: {
      message:
        'We could not reach the server, so we do not know yet whether your booking went through. Try again: your card will not be charged twice.',
      retrySameKey: true,
    },
  })),
};
