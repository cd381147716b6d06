import { assign, enqueueActions, fromCallback, fromPromise, setup } from 'xstate';
import type {
  BookRequest,
  BookResult,
  Departure,
  Hold,
  HoldRequest,
  HoldResult,
  HoldUpdateRequest,
  Quote,
  QuoteRequest,
  QuoteResult,
} from '../api/booking-api';
import {
  type CardFields,
  cardErrors,
  departureErrors,
  emptyCard,
  type FieldErrors,
  guessRooms,
  MAX_TRAVELLERS,
  type Occupancy,
  resizeTravellers,
  reviewErrors,
  roomCounts,
  roomErrors,
  type RoomFields,
  travellerErrors,
  type TravellerFields,
} from '../booking-rules';

/*
 * The tour booking (issue 17): departure → travellers → rooms → extensions → review → payment →
 * confirmed | failed, with a seat hold of 15 minutes from the moment a departure is chosen.
 *
 * The machine holds what the visitor typed and where they are; the product API holds the seats and
 * the booking. Going back never loses anything typed (travellers beyond the chosen number are kept
 * too, in case the number goes up again). A clock ticks every second (injected: tests move it);
 * when the hold's expiresAt passes, the flow goes to "expired" and offers to start again.
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

export interface BookingResult {
  reference: string;
  confirmationUrl: string;
}

export interface BookingContext {
  tourUid: string;
  offerToken: string | null;
  departures: Departure[];
  departureId: string;
  travellerCount: number;
  /** The departure the API (or its FULL status) said is sold out: the page offers the waitlist. */
  soldOut: string | null;
  hold: Hold | null;
  /** The departure the hold is on. */
  holdDepartureId: string | null;
  travellers: TravellerFields[];
  /** The lead traveller: the booking's contact (traveller 1 unless chosen otherwise). */
  leadIndex: number;
  rooms: RoomFields[];
  /** Per traveller, the index of their room. */
  roomOf: number[];
  preExtension: boolean;
  postExtension: boolean;
  quote: Quote | null;
  acceptPolicy: boolean;
  card: CardFields;
  errors: FieldErrors;
  /** A message for the whole step (no answer from the server, a refusal without a field). */
  notice: string | null;
  idempotencyKey: string | null;
  failure: { message: string; retrySameKey: boolean } | null;
  result: BookingResult | null;
  /** The bank's page while the traveller confirms the payment (state `authenticating`). */
  challengeUrl: string | null;
  /** The clock's last reading (ms since the epoch, from `booking.tick`): the countdown is drawn from it. */
  now: number;
}

export type TravellerField = keyof TravellerFields;

export type BookingEvent =
  | { type: 'departure.selected'; departureId: string }
  | { type: 'travellers.counted'; count: number }
  | { type: 'traveller.changed'; index: number; field: TravellerField; value: string }
  | { type: 'lead.changed'; index: number }
  | { type: 'room.occupancy'; room: number; occupancy: Occupancy }
  | { type: 'room.added' }
  | { type: 'room.removed'; room: number }
  | { type: 'traveller.room'; index: number; room: number }
  | { type: 'extension.toggled'; kind: 'pre' | 'post'; value: boolean }
  | { type: 'policy.toggled'; value: boolean }
  | { type: 'card.changed'; field: keyof CardFields; value: string }
  | { type: 'booking.next' }
  | { type: 'booking.back' }
  /**
   * `key`: a fresh idempotency key the page makes for this press (newIdempotencyKey), used only
   * when no submission is outstanding: a retry after no answer keeps the old one.
   */
  | { type: 'booking.submit'; key: string }
  | { type: 'booking.retry' }
  | { type: 'booking.restart' }
  /** The clock actor's reading; the machine never reads the time itself. */
  | { type: 'booking.tick'; now: number }
  /** The bank's page said it is done (either way): the same submission goes again. */
  | { type: 'challenge.finished' }
  /** The traveller closed the bank's page: nothing was charged. */
  | { type: 'challenge.cancelled' };

export interface BookingInput {
  tourUid: string;
  offerToken?: string | null;
  /** The time the page opened (ms since the epoch); ticks bring it forward. */
  now: number;
}

type Refused = Extract<HoldResult, { ok: false }>;
type BookRefused = Extract<BookResult, { kind: 'declined' | 'invalid' | 'expired' }>;

/** 16–100 of [A-Za-z0-9_-], as TourBookingInput asks. */
export function newIdempotencyKey(): string {
  const c = globalThis.crypto;
  if (c && typeof c.randomUUID === 'function') return `tour-${c.randomUUID()}`;
  const bytes = new Uint8Array(16);
  if (c && typeof c.getRandomValues === 'function') c.getRandomValues(bytes);
  else for (let i = 0; i < bytes.length; i++) bytes[i] = Math.floor(Math.random() * 256);
  return `tour-${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`;
}

const notProvided = () => Promise.reject(new Error('not provided'));

const selectedDeparture = (c: BookingContext) =>
  c.departures.find((d) => d.id === c.departureId) ?? null;
const travellersNow = (c: BookingContext) => c.travellers.slice(0, c.travellerCount);
const startsOn = (c: BookingContext) => selectedDeparture(c)?.startsOn ?? '';

function departureCheck(c: BookingContext): FieldErrors {
  const errors = departureErrors(c.departureId, c.travellerCount);
  const departure = selectedDeparture(c);
  if (c.departureId && !departure) errors.departureId = 'Choose one of the departures listed.';
  else if (departure && (departure.status === 'CLOSED' || departure.status === 'DEPARTED'))
    errors.departureId = 'This departure can no longer be booked; choose another.';
  else if (
    departure &&
    departure.status === 'OPEN' &&
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

const travellerCheck = (c: BookingContext) =>
  travellerErrors(travellersNow(c), c.leadIndex, startsOn(c), new Date(c.now));
const roomCheck = (c: BookingContext) => roomErrors(c.rooms, c.roomOf, c.travellerCount);
const cardCheck = (c: BookingContext) => cardErrors(c.card, new Date(c.now));
const none = (errors: FieldErrors) => Object.keys(errors).length === 0;

/** The rooms the hold has, against the rooms the visitor chose. */
function roomsMatchHold(c: BookingContext): boolean {
  if (!c.hold) return false;
  const counts = roomCounts(c.rooms);
  return (
    c.hold.singleRooms === counts.singleRooms &&
    c.hold.doubleRooms === counts.doubleRooms &&
    c.hold.travellers === c.travellerCount
  );
}

const keysOf = (result: { fieldErrors: FieldErrors }) => Object.keys(result.fieldErrors);

export const bookingMachine = setup({
  types: { context: {} as BookingContext, events: {} as BookingEvent, input: {} as BookingInput },
  actors: {
    loadDepartures: fromPromise<Departure[], { tourUid: string }>(notProvided),
    createHold: fromPromise<HoldResult, HoldRequest>(notProvided),
    updateHold: fromPromise<HoldResult, HoldUpdateRequest>(notProvided),
    releaseHold: fromPromise<unknown, { id: string; token: string }>(notProvided),
    fetchQuote: fromPromise<QuoteResult, QuoteRequest>(notProvided),
    book: fromPromise<BookResult, BookRequest>(notProvided),
    /**
     * Reads the time every second while the flow is open, and at once when the machine asks
     * (`clock.read`: a hold was just kept, so its countdown starts from now, not the last tick).
     */
    clock: fromCallback<{ type: 'clock.read' }>(({ sendBack, receive }) => {
      const tick = () => sendBack({ type: 'booking.tick', now: Date.now() });
      const timer = setInterval(tick, 1000);
      receive(tick);
      return () => clearInterval(timer);
    }),
  },
  guards: {
    departureInvalid: ({ context }) => !none(departureCheck(context)),
    fullWithoutOffer: ({ context }) =>
      !context.offerToken && selectedDeparture(context)?.status === 'FULL',
    holdFits: ({ context }) =>
      context.hold !== null &&
      context.holdDepartureId === context.departureId &&
      context.hold.travellers === context.travellerCount,
    holdOnThisDeparture: ({ context }) =>
      context.hold !== null && context.holdDepartureId === context.departureId,
    travellersValid: ({ context }) => none(travellerCheck(context)),
    roomsValid: ({ context }) => none(roomCheck(context)),
    roomsMatchHold: ({ context }) => roomsMatchHold(context),
    policyAccepted: ({ context }) => context.acceptPolicy,
    cardValid: ({ context }) => none(cardCheck(context)),
    holdExpired: ({ context, event }) =>
      context.hold !== null &&
      (event.type === 'booking.tick' ? event.now : context.now) >=
        Date.parse(context.hold.expiresAt),
    ok: (_, result: { ok: boolean }) => result.ok,
    soldOut: (_, result: Refused) => result.code === 'SOLD_OUT',
    holdGone: (_, result: Refused) =>
      result.code === 'HOLD_EXPIRED' || result.code === 'HOLD_NOT_FOUND',
    roomsRefused: (_, result: Refused) =>
      result.code === 'ROOMS_SOLD_OUT' || keysOf(result).some((k) => k.startsWith('rooms')),
    needsAuthentication: (_, result: BookResult) => !result.ok && result.kind === 'authentication',
    bookExpired: (_, result: BookRefused) => result.kind === 'expired',
    bookDeclined: (_, result: BookRefused) => result.kind === 'declined',
    travellersRefused: (_, result: BookRefused) =>
      keysOf(result).some((k) => k.startsWith('travellers')),
    roomsBookRefused: (_, result: BookRefused) =>
      keysOf(result).some((k) => k.startsWith('rooms') || k.startsWith('roomOf')),
    extensionsRefused: (_, result: BookRefused) =>
      keysOf(result).some((k) => k === 'preExtension' || k === 'postExtension'),
    policyRefused: (_, result: BookRefused) => keysOf(result).includes('acceptPolicy'),
  },
  actions: {
    setNow: assign(({ context, event }) => ({
      now: event.type === 'booking.tick' ? event.now : context.now,
    })),
    selectDeparture: assign(({ context, event }) =>
      event.type === 'departure.selected'
        ? {
            departureId: event.departureId,
            soldOut: null,
            errors: withoutKeys(context.errors, ['departureId']),
            notice: null,
          }
        : {},
    ),
    countTravellers: assign(({ context, event }) => {
      if (event.type !== 'travellers.counted') return {};
      const count = Math.max(0, Math.min(MAX_TRAVELLERS, Math.floor(event.count)));
      return {
        travellerCount: count,
        // Never shorter: a traveller dropped and added again comes back as typed.
        travellers: resizeTravellers(
          context.travellers,
          Math.max(context.travellers.length, count),
        ),
        leadIndex: context.leadIndex < count ? context.leadIndex : 0,
        soldOut: null,
        errors: withoutKeys(context.errors, ['travellerCount']),
      };
    }),
    setTraveller: assign(({ context, event }) => {
      if (event.type !== 'traveller.changed') return {};
      const travellers = context.travellers.slice();
      const current = travellers[event.index];
      if (!current) return {};
      travellers[event.index] = { ...current, [event.field]: event.value };
      return {
        travellers,
        errors: withoutKeys(context.errors, [`travellers.${event.index}.${event.field}`]),
      };
    }),
    setLead: assign(({ context, event }) =>
      event.type === 'lead.changed' && event.index >= 0 && event.index < context.travellerCount
        ? { leadIndex: event.index }
        : {},
    ),
    setOccupancy: assign(({ context, event }) => {
      if (event.type !== 'room.occupancy' || !context.rooms[event.room]) return {};
      const rooms = context.rooms.map((r, i) =>
        i === event.room ? { occupancy: event.occupancy } : r,
      );
      return { rooms, errors: roomErrorsCleared(context.errors) };
    }),
    addRoom: assign(({ context }) => ({
      rooms: [...context.rooms, { occupancy: 'SINGLE' as Occupancy }],
      errors: roomErrorsCleared(context.errors),
    })),
    removeRoom: assign(({ context, event }) => {
      if (event.type !== 'room.removed' || !context.rooms[event.room] || context.rooms.length <= 1)
        return {};
      const rooms = context.rooms.filter((_, i) => i !== event.room);
      // Travellers of the removed room have none until chosen again; later rooms move up one.
      const roomOf = context.roomOf.map((of) =>
        of === event.room ? -1 : of > event.room ? of - 1 : of,
      );
      return { rooms, roomOf, errors: roomErrorsCleared(context.errors) };
    }),
    setTravellerRoom: assign(({ context, event }) => {
      if (event.type !== 'traveller.room') return {};
      const roomOf = context.roomOf.slice();
      while (roomOf.length < context.travellerCount) roomOf.push(-1);
      roomOf[event.index] = event.room;
      return { roomOf, errors: roomErrorsCleared(context.errors) };
    }),
    toggleExtension: assign(({ context, event }) =>
      event.type === 'extension.toggled'
        ? {
            [event.kind === 'pre' ? 'preExtension' : 'postExtension']: event.value,
            quote: null,
            errors: withoutKeys(context.errors, ['preExtension', 'postExtension']),
          }
        : {},
    ),
    togglePolicy: assign(({ context, event }) =>
      event.type === 'policy.toggled'
        ? { acceptPolicy: event.value, errors: withoutKeys(context.errors, ['acceptPolicy']) }
        : {},
    ),
    setCard: assign(({ context, event }) =>
      event.type === 'card.changed'
        ? {
            card: { ...context.card, [event.field]: event.value },
            errors: withoutKeys(context.errors, [event.field]),
          }
        : {},
    ),
    clearErrors: assign({ errors: {}, notice: null }),
    showDepartureErrors: assign(({ context }) => ({ errors: departureCheck(context) })),
    showTravellerErrors: assign(({ context }) => ({ errors: travellerCheck(context) })),
    showRoomErrors: assign(({ context }) => ({ errors: roomCheck(context) })),
    showPolicyErrors: assign(({ context }) => ({ errors: reviewErrors(context.acceptPolicy) })),
    showCardErrors: assign(({ context }) => ({ errors: cardCheck(context) })),
    markSoldOut: assign(({ context }) => ({
      soldOut: context.departureId,
      errors: {},
      notice: null,
    })),
    /** A fresh guess at rooms when the number of travellers changed since the last one. */
    guessRoomsIfNeeded: assign(({ context }) => {
      const assigned =
        context.roomOf.length === context.travellerCount &&
        context.roomOf.every((r) => r >= 0 && r < context.rooms.length);
      return assigned ? {} : guessRooms(context.travellerCount);
    }),
    keepHold: enqueueActions(({ context, enqueue }, hold: Hold) => {
      enqueue.assign({
        hold,
        holdDepartureId: context.departureId,
        soldOut: null,
        errors: {},
        notice: null,
      });
      enqueue.sendTo('clock', { type: 'clock.read' });
    }),
    /** Gives the seats back without waiting for the answer; the hold lapses by itself anyway. */
    releaseHold: enqueueActions(({ context, enqueue }) => {
      if (context.hold)
        enqueue.spawnChild('releaseHold', {
          input: { id: context.hold.id, token: context.hold.token },
        });
    }),
    forgetHold: assign({
      hold: null,
      holdDepartureId: null,
      quote: null,
      idempotencyKey: null,
      failure: null,
    }),
    showRefusal: assign((_, result: Refused) => ({
      errors: result.fieldErrors,
      notice: Object.keys(result.fieldErrors).length ? null : result.message,
    })),
    showRoomRefusal: assign((_, result: Refused) => ({
      errors: Object.keys(result.fieldErrors).length
        ? result.fieldErrors
        : { rooms: result.message },
      notice: null,
    })),
    keepQuote: assign((_, quote: Quote) => ({ quote, errors: {}, notice: null })),
    noAnswer: assign({
      notice: 'We could not reach the server. Check your connection and try again.',
    }),
    takeKeyIfNeeded: assign(({ context, event }) => ({
      idempotencyKey:
        context.idempotencyKey ?? (event.type === 'booking.submit' ? event.key : null),
      failure: null,
      notice: null,
    })),
    keepResult: assign((_, result: BookingResult) => ({
      result: { reference: result.reference, confirmationUrl: result.confirmationUrl },
      failure: null,
    })),
    /** A decline or refusal ends the submission: the key goes, every typed field stays. */
    keepRefusal: assign((_, result: BookRefused) => ({
      idempotencyKey: null,
      errors: result.fieldErrors,
      failure: { message: result.message, retrySameKey: false },
    })),
    keepChallenge: assign((_, challengeUrl: string) => ({ challengeUrl, failure: null })),
    forgetChallenge: assign({ challengeUrl: null }),
    /** The traveller closed the bank's page: the key stays, so paying again reopens the same confirmation. */
    keepCancelledChallenge: assign({
      challengeUrl: null,
      failure: {
        message:
          'You closed your bank’s confirmation, so nothing was charged. Pay again to confirm the payment.',
        retrySameKey: true,
      },
    }),
    /** No answer (network, timeout): the same key is kept so a retry cannot charge twice. */
    keepNetworkFailure: assign({
      failure: {
        message:
          'We could not reach the server, so we do not know yet whether your booking went through. Try again: your card will not be charged twice.',
        retrySameKey: true,
      },
    }),
  },
}).createMachine({
  id: 'booking',
  context: ({ input }) => {
    return {
      tourUid: input.tourUid,
      offerToken: input.offerToken ?? null,
      departures: [],
      departureId: '',
      travellerCount: 2,
      soldOut: null,
      hold: null,
      holdDepartureId: null,
      travellers: resizeTravellers([], 2),
      leadIndex: 0,
      ...guessRooms(2),
      preExtension: false,
      postExtension: false,
      quote: null,
      acceptPolicy: false,
      card: emptyCard(),
      errors: {},
      notice: null,
      idempotencyKey: null,
      failure: null,
      result: null,
      challengeUrl: null,
      now: input.now,
    };
  },
  invoke: { id: 'clock', src: 'clock' },
  on: {
    // Only a hold's countdown needs the time: without one the page is not drawn again each second.
    'booking.tick': [
      { guard: 'holdExpired', target: '.expired', actions: 'setNow' },
      { guard: ({ context }) => context.hold !== null, actions: 'setNow' },
    ],
    'traveller.changed': { actions: 'setTraveller' },
    'lead.changed': { actions: 'setLead' },
    'card.changed': { actions: 'setCard' },
    'policy.toggled': { actions: 'togglePolicy' },
  },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        src: 'loadDepartures',
        input: ({ context }) => ({ tourUid: context.tourUid }),
        onDone: {
          target: 'departure',
          actions: assign(({ event }) => {
            const departures = event.output;
            // One bookable departure (the usual case): chosen already.
            const open = departures.filter((d) => d.status === 'OPEN' || d.status === 'FULL');
            return { departures, departureId: open.length === 1 ? open[0]!.id : '' };
          }),
        },
        onError: { target: 'loadFailed' },
      },
    },
    loadFailed: { on: { 'booking.retry': 'loading' } },
    departure: {
      on: {
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
        input: ({ context }) => ({
          departureId: context.departureId,
          travellers: context.travellerCount,
          ...roomCounts(context.rooms),
          offerToken: context.offerToken,
        }),
        onDone: [
          {
            guard: { type: 'ok', params: ({ event }) => event.output },
            target: 'travellers',
            actions: {
              type: 'keepHold',
              params: ({ event }) => (event.output as { hold: Hold }).hold,
            },
          },
          {
            guard: { type: 'soldOut', params: ({ event }) => event.output as Refused },
            target: 'departure',
            actions: 'markSoldOut',
          },
          {
            target: 'departure',
            actions: { type: 'showRefusal', params: ({ event }) => event.output as Refused },
          },
        ],
        onError: { target: 'departure', actions: 'noAnswer' },
      },
    },
    resizingHold: {
      invoke: {
        src: 'updateHold',
        input: ({ context }) => ({
          holdId: context.hold!.id,
          token: context.hold!.token,
          travellers: context.travellerCount,
          ...roomCounts(context.rooms),
        }),
        onDone: [
          {
            guard: { type: 'ok', params: ({ event }) => event.output },
            target: 'travellers',
            actions: {
              type: 'keepHold',
              params: ({ event }) => (event.output as { hold: Hold }).hold,
            },
          },
          {
            guard: { type: 'holdGone', params: ({ event }) => event.output as Refused },
            target: 'expired',
          },
          {
            guard: { type: 'soldOut', params: ({ event }) => event.output as Refused },
            target: 'departure',
            actions: 'markSoldOut',
          },
          {
            target: 'departure',
            actions: { type: 'showRefusal', params: ({ event }) => event.output as Refused },
          },
        ],
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
        'booking.restart': {
          target: 'departure',
          actions: ['releaseHold', 'forgetHold', 'clearErrors'],
        },
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
          { guard: ({ context }) => !none(roomCheck(context)), actions: 'showRoomErrors' },
          { guard: 'roomsMatchHold', target: 'extensions', actions: 'clearErrors' },
          { target: 'updatingRooms', actions: 'clearErrors' },
        ],
        'booking.restart': {
          target: 'departure',
          actions: ['releaseHold', 'forgetHold', 'clearErrors'],
        },
      },
    },
    // The room inventory is checked by the API as the hold changes.
    updatingRooms: {
      invoke: {
        src: 'updateHold',
        input: ({ context }) => ({
          holdId: context.hold!.id,
          token: context.hold!.token,
          travellers: context.travellerCount,
          ...roomCounts(context.rooms),
        }),
        onDone: [
          {
            guard: { type: 'ok', params: ({ event }) => event.output },
            target: 'extensions',
            actions: {
              type: 'keepHold',
              params: ({ event }) => (event.output as { hold: Hold }).hold,
            },
          },
          {
            guard: { type: 'holdGone', params: ({ event }) => event.output as Refused },
            target: 'expired',
          },
          {
            target: 'rooms',
            actions: { type: 'showRoomRefusal', params: ({ event }) => event.output as Refused },
          },
        ],
        onError: { target: 'rooms', actions: 'noAnswer' },
      },
    },
    extensions: {
      on: {
        'extension.toggled': { actions: 'toggleExtension' },
        'booking.back': { target: 'rooms', actions: 'clearErrors' },
        'booking.next': { target: 'quoting', actions: 'clearErrors' },
        'booking.restart': {
          target: 'departure',
          actions: ['releaseHold', 'forgetHold', 'clearErrors'],
        },
      },
    },
    quoting: {
      invoke: {
        src: 'fetchQuote',
        input: ({ context }) => ({
          departureId: context.departureId,
          rooms: context.rooms,
          roomOf: context.roomOf.slice(0, context.travellerCount),
          preExtension: context.preExtension,
          postExtension: context.postExtension,
        }),
        onDone: [
          {
            guard: { type: 'ok', params: ({ event }) => event.output },
            target: 'review',
            actions: {
              type: 'keepQuote',
              params: ({ event }) => (event.output as { quote: Quote }).quote,
            },
          },
          {
            guard: { type: 'roomsRefused', params: ({ event }) => event.output as Refused },
            target: 'rooms',
            actions: { type: 'showRoomRefusal', params: ({ event }) => event.output as Refused },
          },
          {
            target: 'extensions',
            actions: { type: 'showRefusal', params: ({ event }) => event.output as Refused },
          },
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
        'booking.restart': {
          target: 'departure',
          actions: ['releaseHold', 'forgetHold', 'clearErrors'],
        },
      },
    },
    payment: {
      on: {
        'booking.back': { target: 'review', actions: 'clearErrors' },
        'booking.submit': 'checking',
        'booking.restart': {
          target: 'departure',
          actions: ['releaseHold', 'forgetHold', 'clearErrors'],
        },
      },
    },
    // Everything is checked again at the end: nothing changed on the way may slip through.
    checking: {
      always: [
        { guard: ({ context }) => context.hold === null, target: 'expired' },
        {
          guard: ({ context }) => !none(travellerCheck(context)),
          target: 'travellers',
          actions: 'showTravellerErrors',
        },
        {
          guard: ({ context }) => !none(roomCheck(context)),
          target: 'rooms',
          actions: 'showRoomErrors',
        },
        { guard: ({ context }) => !roomsMatchHold(context), target: 'updatingRooms' },
        { guard: ({ context }) => context.quote === null, target: 'quoting' },
        {
          guard: ({ context }) => !context.acceptPolicy,
          target: 'review',
          actions: 'showPolicyErrors',
        },
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
        input: ({ context }) => ({
          idempotencyKey: context.idempotencyKey!,
          hold: context.hold!,
          leadIndex: context.leadIndex,
          travellers: travellersNow(context),
          rooms: context.rooms,
          roomOf: context.roomOf.slice(0, context.travellerCount),
          preExtension: context.preExtension,
          postExtension: context.postExtension,
          acceptPolicy: context.acceptPolicy,
          card: context.card,
        }),
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
          {
            guard: { type: 'bookDeclined', params: ({ event }) => event.output as BookRefused },
            target: 'failed',
            actions: { type: 'keepRefusal', params: ({ event }) => event.output as BookRefused },
          },
          {
            guard: {
              type: 'travellersRefused',
              params: ({ event }) => event.output as BookRefused,
            },
            target: 'travellers',
            actions: { type: 'keepRefusal', params: ({ event }) => event.output as BookRefused },
          },
          {
            guard: { type: 'roomsBookRefused', params: ({ event }) => event.output as BookRefused },
            target: 'rooms',
            actions: { type: 'keepRefusal', params: ({ event }) => event.output as BookRefused },
          },
          {
            guard: {
              type: 'extensionsRefused',
              params: ({ event }) => event.output as BookRefused,
            },
            target: 'extensions',
            actions: { type: 'keepRefusal', params: ({ event }) => event.output as BookRefused },
          },
          {
            guard: { type: 'policyRefused', params: ({ event }) => event.output as BookRefused },
            target: 'review',
            actions: { type: 'keepRefusal', params: ({ event }) => event.output as BookRefused },
          },
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
        'booking.restart': {
          target: 'departure',
          actions: ['releaseHold', 'forgetHold', 'clearErrors'],
        },
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

function withoutKeys(errors: FieldErrors, keys: string[]): FieldErrors {
  if (!keys.some((k) => k in errors)) return errors;
  const next = { ...errors };
  for (const k of keys) delete next[k];
  return next;
}

function roomErrorsCleared(errors: FieldErrors): FieldErrors {
  return Object.fromEntries(
    Object.entries(errors).filter(
      ([k]) => !(k === 'rooms' || k.startsWith('rooms.') || k.startsWith('roomOf.')),
    ),
  );
}

export type BookingStep =
  'departure' | 'travellers' | 'rooms' | 'extensions' | 'review' | 'payment';
export const STEP_ORDER: readonly BookingStep[] = [
  'departure',
  'travellers',
  'rooms',
  'extensions',
  'review',
  'payment',
];

/** The step a (possibly busy) machine state belongs to, for the page's headings and progress. */
export function stepOf(
  state: string,
): BookingStep | 'loading' | 'loadFailed' | 'expired' | 'confirmed' | 'failed' {
  switch (state) {
    case 'creatingHold':
    case 'resizingHold':
      return 'departure';
    case 'updatingRooms':
      return 'rooms';
    case 'quoting':
      return 'extensions';
    case 'checking':
    case 'processing':
    case 'authenticating':
      return 'payment';
    default:
      return state as BookingStep;
  }
}
