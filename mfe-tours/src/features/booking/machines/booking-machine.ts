import { enqueueActions, sendTo, setup } from 'xstate';
import type { BookResult, Hold, HoldResult } from '../api/booking-types';
import { bookingActions } from './booking-actions';
import { bookingActors } from './booking-actors';
import {
  type BookingContext,
  type BookingEvent,
  type BookingInput,
  type BookingResult,
  initialContext,
} from './booking-context';
import { bookingGuards } from './booking-guards';
import { bookRequest, holdRequest, holdUpdateRequest, quoteRequest } from './booking-requests';

/*
 * The tour booking (issue 17): departure → travellers → rooms → extensions → review → payment →
 * confirmed | failed, with a seat hold of 15 minutes from the moment a departure is chosen.
 *
 * The machine holds what the visitor chose and typed and where they are; the product API holds the
 * seats and the booking, and urql the departures and the quote (the page passes the chosen
 * departure's facts with the events that decide on them). Going back never loses anything typed
 * (travellers beyond the chosen number are kept too, in case the number goes up again). A clock
 * ticks every second (an actor: tests replace it); when the hold's expiresAt passes, the flow goes
 * to "expired" and offers to start again.
 *
 * One idempotency key per submission, exactly as the donation machine: made when a submission
 * starts, kept for a retry after a network failure (the API answers with the first result and never
 * charges twice), dropped after a decline or refusal so the next try is a new submission.
 *
 * 3-D Secure (issue 27): processing → authenticating → processing when the card's bank asks the
 * traveller to confirm. Nothing is charged until they do; the bank's page is shown in place of the
 * payment form and, once it says it is done, the same key goes again and answers the outcome (the
 * booking, or AUTHENTICATION_FAILED, a decline). The hold is kept all along: the API kept it long
 * enough for the payment, and a confirmed challenge has taken the money the booking needs seats for.
 */

type Refused = Extract<HoldResult, { ok: false }>;
type BookRefused = Extract<BookResult, { kind: 'declined' | 'invalid' | 'expired' }>;

/** Back to the first step, giving the seats back. */
const RESTART = {
  target: 'departure' as const,
  actions: ['releaseHold' as const, 'forgetHold' as const, 'clearErrors' as const],
};

/*
 * The answers to a hold asked for or resized (creatingHold, resizingHold, updatingRooms), as
 * transitions of their invoke's onDone.
 */
type Answered = { event: { output: unknown } };
const refusal = ({ event }: Answered) => event.output as Refused;
/** The hold is kept and its countdown starts again from now. */
const holdKept = <T extends string>(target: T) => ({
  guard: { type: 'ok' as const, params: ({ event }: Answered) => event.output as { ok: boolean } },
  target,
  actions: [
    {
      type: 'keepHold' as const,
      params: ({ event }: Answered) => (event.output as { hold: Hold }).hold,
    },
    'readClock' as const,
  ],
});
const HOLD_GONE = {
  guard: { type: 'holdGone' as const, params: refusal },
  target: 'expired' as const,
};
const SOLD_OUT = {
  guard: { type: 'soldOut' as const, params: refusal },
  target: 'departure' as const,
  actions: 'markSoldOut' as const,
};
/** Any other refusal, shown on the step at `target`. */
const refusedAt = <T extends string>(
  target: T,
  action: 'showRefusal' | 'showRoomRefusal' = 'showRefusal',
) => ({ target, actions: { type: action, params: refusal } });

export const bookingMachine = setup({
  types: { context: {} as BookingContext, events: {} as BookingEvent, input: {} as BookingInput },
  actors: bookingActors,
  guards: bookingGuards,
  actions: {
    ...bookingActions,
    /** A hold was just kept: its countdown starts from now, not from the last tick. */
    readClock: sendTo('clock', { type: 'clock.read' }),
    /** Gives the seats back without waiting for the answer; the hold lapses by itself anyway. */
    releaseHold: enqueueActions(({ context, enqueue }) => {
      if (context.hold)
        enqueue.spawnChild('releaseHold', {
          input: { id: context.hold.id, token: context.hold.token },
        });
    }),
  },
}).createMachine({
  id: 'booking',
  context: ({ input }) => initialContext(input),
  invoke: { id: 'clock', src: 'clock' },
  on: {
    // Only a hold's countdown needs the time: without one the page is not drawn again each second.
    'booking.tick': [
      { guard: 'holdExpired', target: '.expired', actions: 'setNow' },
      { guard: 'hasHold', actions: 'setNow' },
    ],
    'traveller.changed': { actions: 'setTraveller' },
    'lead.changed': { actions: 'setLead' },
    'card.changed': { actions: 'setCard' },
    'policy.toggled': { actions: 'togglePolicy' },
  },
  initial: 'starting',
  states: {
    // Seats held before the app was live (input.held): the flow is at the travellers' step.
    starting: {
      always: [{ guard: 'hasHold', target: 'travellers' }, { target: 'departure' }],
    },
    departure: {
      on: {
        'departures.listed': { actions: 'listDepartures' },
        'departure.selected': { actions: 'selectDeparture' },
        'travellers.counted': { actions: 'countTravellers' },
        'booking.restart': { actions: ['releaseHold', 'forgetHold', 'clearErrors'] },
        'booking.next': [
          { guard: 'departureInvalid', actions: 'showDepartureErrors' },
          { guard: 'fullWithoutOffer', actions: 'markSoldOut' },
          { guard: 'holdFits', target: 'travellers', actions: 'clearErrors' },
          {
            guard: 'holdOnThisDeparture',
            target: 'resizingHold',
            actions: ['clearErrors', 'guessRoomsIfNeeded'],
          },
          { target: 'creatingHold', actions: ['clearErrors', 'guessRoomsIfNeeded'] },
        ],
      },
    },
    creatingHold: {
      // A hold on another departure is given back first.
      entry: ['releaseHold', 'forgetHold'],
      invoke: {
        src: 'createHold',
        input: ({ context }) => holdRequest(context),
        onDone: [holdKept('travellers'), SOLD_OUT, refusedAt('departure')],
        onError: { target: 'departure', actions: 'noAnswer' },
      },
    },
    resizingHold: {
      invoke: {
        src: 'updateHold',
        input: ({ context }) => holdUpdateRequest(context),
        onDone: [holdKept('travellers'), HOLD_GONE, SOLD_OUT, refusedAt('departure')],
        onError: { target: 'departure', actions: 'noAnswer' },
      },
    },
    travellers: {
      on: {
        'booking.back': { target: 'departure', actions: 'clearErrors' },
        'booking.next': [
          { guard: 'travellersValid', target: 'rooms', actions: 'clearErrors' },
          { actions: 'showTravellerErrors' },
        ],
        'booking.restart': RESTART,
      },
    },
    rooms: {
      on: {
        'room.occupancy': { actions: 'setOccupancy' },
        'room.added': { actions: 'addRoom' },
        'room.removed': { actions: 'removeRoom' },
        'traveller.room': { actions: 'setTravellerRoom' },
        'booking.back': { target: 'travellers', actions: 'clearErrors' },
        'booking.next': [
          { guard: 'roomsInvalid', actions: 'showRoomErrors' },
          { guard: 'roomsMatchHold', target: 'extensions', actions: 'clearErrors' },
          { target: 'updatingRooms', actions: 'clearErrors' },
        ],
        'booking.restart': RESTART,
      },
    },
    // The room inventory is checked by the API as the hold changes.
    updatingRooms: {
      invoke: {
        src: 'updateHold',
        input: ({ context }) => holdUpdateRequest(context),
        onDone: [holdKept('extensions'), HOLD_GONE, refusedAt('rooms', 'showRoomRefusal')],
        onError: { target: 'rooms', actions: 'noAnswer' },
      },
    },
    extensions: {
      on: {
        'extension.toggled': { actions: 'toggleExtension' },
        'booking.back': { target: 'rooms', actions: 'clearErrors' },
        'booking.next': { target: 'quoting', actions: 'clearErrors' },
        'booking.restart': RESTART,
      },
    },
    quoting: {
      invoke: {
        src: 'fetchQuote',
        input: ({ context }) => quoteRequest(context),
        onDone: [
          {
            guard: { type: 'ok', params: ({ event }) => event.output },
            target: 'review',
            actions: 'keepQuote',
          },
          {
            guard: { type: 'roomsRefused', params: ({ event }) => event.output as Refused },
            target: 'rooms',
            actions: { type: 'showRoomRefusal', params: ({ event }) => event.output as Refused },
          },
          refusedAt('extensions'),
        ],
        onError: { target: 'extensions', actions: 'noAnswer' },
      },
    },
    review: {
      on: {
        'booking.back': { target: 'extensions', actions: 'clearErrors' },
        'booking.next': [
          { guard: 'policyAccepted', target: 'payment', actions: 'clearErrors' },
          { actions: 'showPolicyErrors' },
        ],
        'booking.restart': RESTART,
      },
    },
    payment: {
      on: {
        'booking.back': { target: 'review', actions: 'clearErrors' },
        'booking.submit': 'checking',
        'booking.restart': RESTART,
      },
    },
    // Everything is checked again at the end: nothing changed on the way may slip through.
    checking: {
      always: [
        { guard: 'noHold', target: 'expired' },
        { guard: 'travellersInvalid', target: 'travellers', actions: 'showTravellerErrors' },
        { guard: 'roomsInvalid', target: 'rooms', actions: 'showRoomErrors' },
        { guard: 'roomsDifferFromHold', target: 'updatingRooms' },
        { guard: 'notQuoted', target: 'quoting' },
        { guard: 'policyNotAccepted', target: 'review', actions: 'showPolicyErrors' },
        { guard: 'cardValid', target: 'processing', actions: 'takeKeyIfNeeded' },
        { target: 'payment', actions: 'showCardErrors' },
      ],
    },
    processing: {
      // Submitting again while processing does nothing: one click, one request. The hold's clock
      // does not cut a booking short: the API answers HOLD_EXPIRED if it really ran out.
      on: { 'booking.tick': { actions: 'setNow' } },
      invoke: {
        src: 'book',
        input: ({ context }) => bookRequest(context),
        onDone: [
          {
            guard: { type: 'ok', params: ({ event }) => event.output },
            target: 'confirmed',
            actions: { type: 'keepResult', params: ({ event }) => event.output as BookingResult },
          },
          {
            guard: { type: 'needsAuthentication', params: ({ event }) => event.output },
            target: 'authenticating',
            actions: {
              type: 'keepChallenge',
              params: ({ event }) => (event.output as { challengeUrl: string }).challengeUrl,
            },
          },
          {
            guard: { type: 'bookExpired', params: ({ event }) => event.output as BookRefused },
            target: 'expired',
          },
          ...(
            [
              ['bookDeclined', 'failed'],
              ['travellersRefused', 'travellers'],
              ['roomsBookRefused', 'rooms'],
              ['extensionsRefused', 'extensions'],
              ['policyRefused', 'review'],
            ] as const
          ).map(([guard, target]) => ({
            guard: {
              type: guard,
              params: ({ event }: { event: { output: unknown } }) => event.output as BookRefused,
            },
            target,
            actions: {
              type: 'keepRefusal' as const,
              params: ({ event }: { event: { output: unknown } }) => event.output as BookRefused,
            },
          })),
          {
            target: 'failed',
            actions: { type: 'keepRefusal', params: ({ event }) => event.output as BookRefused },
          },
        ],
        onError: { target: 'failed', actions: 'keepNetworkFailure' },
      },
    },
    // The bank's page is shown; the same key goes again when it is done, which answers the outcome.
    // As in processing, the hold's clock does not cut it short (the API kept the hold for the
    // payment, and answers HOLD_EXPIRED if it really ran out); nor is the hold given back.
    authenticating: {
      on: {
        'booking.tick': { actions: 'setNow' },
        'challenge.finished': { target: 'processing', actions: 'forgetChallenge' },
        'challenge.cancelled': { target: 'failed', actions: 'keepCancelledChallenge' },
      },
    },
    failed: {
      on: {
        'booking.retry': { target: 'payment' },
        'booking.back': { target: 'review', actions: 'clearErrors' },
        // Retrying an unanswered submission goes straight back with the same key.
        'booking.submit': 'checking',
        'booking.restart': RESTART,
      },
    },
    // The 15 minutes ran out: the API gives the seats back (and is told so, in case it has not yet).
    expired: {
      entry: ['releaseHold', 'forgetHold'],
      on: {
        'booking.tick': { actions: 'setNow' },
        'booking.restart': { target: 'departure', actions: 'clearErrors' },
      },
    },
    confirmed: { type: 'final' },
  },
});
