import type { DepartureStatus, Hold } from '../api/booking-types';
import {
  type CardFields,
  emptyCard,
  type FieldErrors,
  guessRooms,
  type Occupancy,
  resizeTravellers,
  type RoomFields,
  type TravellerFields,
} from '../booking-rules';

/*
 * The booking machine's context and events. The context is flow state only: where the visitor is,
 * what they chose and typed, the seat hold, and the errors to show. The departures and the quote
 * are server data and live in urql (api/use-departures.ts, api/use-quote.ts); the page passes the
 * chosen departure's few facts with the events that decide on them.
 */

export interface BookingResult {
  reference: string;
  confirmationUrl: string;
}

/**
 * What the flow decides on about the chosen departure, as the page knows it when the visitor
 * presses: from the live list, or from the build's content before it has come (status and seats
 * then unknown, null, and the API's answer to the hold decides).
 */
export interface DepartureFacts {
  id: string;
  startsOn: string;
  status: DepartureStatus | null;
  seatsLeft: number | null;
}

export interface BookingContext {
  tourUid: string;
  offerToken: string | null;
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
  /** The API priced the current choices without refusing them (the price itself is urql's). */
  quoted: boolean;
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

/** The chosen departure as the page sees it now; absent or null when it has no such departure. */
type Decided = { departure?: DepartureFacts | null };

export type BookingEvent =
  /**
   * The page's list of departures arrived (or changed): `open` are those that can be chosen (open
   * or full). With nothing chosen yet, or a choice no longer listed, a lone open one is chosen.
   */
  | { type: 'departures.listed'; ids: string[]; open: string[] }
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
  | ({ type: 'booking.next' } & Decided)
  | { type: 'booking.back' }
  /**
   * `key`: a fresh idempotency key the page makes for this press (newIdempotencyKey), used only
   * when no submission is outstanding: a retry after no answer keeps the old one.
   */
  | ({ type: 'booking.submit'; key: string } & Decided)
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
  /** A departure already chosen: the lone open one of the page's build-time list. */
  departureId?: string;
  /**
   * Seats held before the app was live (the booking's island): the flow starts at the travellers'
   * step with them, as if Continue had been pressed on the first.
   */
  held?: { departureId: string; travellerCount: number; hold: Hold };
}

export function initialContext(input: BookingInput): BookingContext {
  const { held } = input;
  const count = held?.travellerCount ?? 2;
  return {
    tourUid: input.tourUid,
    offerToken: input.offerToken ?? null,
    departureId: held?.departureId ?? input.departureId ?? '',
    travellerCount: count,
    soldOut: null,
    hold: held?.hold ?? null,
    holdDepartureId: held?.departureId ?? null,
    // As counting them on the first step does: never fewer than the two the form starts with.
    travellers: resizeTravellers([], Math.max(2, count)),
    leadIndex: 0,
    ...guessRooms(count),
    preExtension: false,
    postExtension: false,
    quoted: false,
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
}
