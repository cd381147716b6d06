import type { BookResult, HoldResult } from '../api/booking-types';
import {
  cardCheck,
  departureCheck,
  factsOf,
  none,
  roomCheck,
  roomsMatchHold,
  travellerCheck,
} from './booking-checks';
import type { BookingContext, BookingEvent } from './booking-context';

/*
 * The booking machine's guards: questions about the context, the chosen departure's facts the
 * event carries, or (with params) an actor's answer.
 */

type Args = { context: BookingContext; event: BookingEvent };
type Refused = Extract<HoldResult, { ok: false }>;
type BookRefused = Extract<BookResult, { kind: 'declined' | 'invalid' | 'expired' }>;

const keysOf = (result: { fieldErrors: Record<string, string> }) => Object.keys(result.fieldErrors);

export const bookingGuards = {
  departureInvalid: ({ context, event }: Args) =>
    !none(departureCheck(context, factsOf(context, event))),
  fullWithoutOffer: ({ context, event }: Args) =>
    !context.offerToken && factsOf(context, event)?.status === 'FULL',
  holdFits: ({ context }: Args) =>
    context.hold !== null &&
    context.holdDepartureId === context.departureId &&
    context.hold.travellers === context.travellerCount,
  holdOnThisDeparture: ({ context }: Args) =>
    context.hold !== null && context.holdDepartureId === context.departureId,
  hasHold: ({ context }: Args) => context.hold !== null,
  noHold: ({ context }: Args) => context.hold === null,
  travellersValid: ({ context, event }: Args) =>
    none(travellerCheck(context, factsOf(context, event))),
  travellersInvalid: ({ context, event }: Args) =>
    !none(travellerCheck(context, factsOf(context, event))),
  roomsInvalid: ({ context }: Args) => !none(roomCheck(context)),
  roomsMatchHold: ({ context }: Args) => roomsMatchHold(context),
  roomsDifferFromHold: ({ context }: Args) => !roomsMatchHold(context),
  notQuoted: ({ context }: Args) => !context.quoted,
  policyAccepted: ({ context }: Args) => context.acceptPolicy,
  policyNotAccepted: ({ context }: Args) => !context.acceptPolicy,
  cardValid: ({ context }: Args) => none(cardCheck(context)),
  holdExpired: ({ context, event }: Args) =>
    context.hold !== null &&
    (event.type === 'booking.tick' ? event.now : context.now) >= Date.parse(context.hold.expiresAt),
  ok: (_: Args, result: { ok: boolean }) => result.ok,
  soldOut: (_: Args, result: Refused) => result.code === 'SOLD_OUT',
  holdGone: (_: Args, result: Refused) =>
    result.code === 'HOLD_EXPIRED' || result.code === 'HOLD_NOT_FOUND',
  roomsRefused: (_: Args, result: Refused) =>
    result.code === 'ROOMS_SOLD_OUT' || keysOf(result).some((k) => k.startsWith('rooms')),
  needsAuthentication: (_: Args, result: BookResult) =>
    !result.ok && result.kind === 'authentication',
  bookExpired: (_: Args, result: BookRefused) => result.kind === 'expired',
  bookDeclined: (_: Args, result: BookRefused) => result.kind === 'declined',
  travellersRefused: (_: Args, result: BookRefused) =>
    keysOf(result).some((k) => k.startsWith('travellers')),
  roomsBookRefused: (_: Args, result: BookRefused) =>
    keysOf(result).some((k) => k.startsWith('rooms') || k.startsWith('roomOf')),
  extensionsRefused: (_: Args, result: BookRefused) =>
    keysOf(result).some((k) => k === 'preExtension' || k === 'postExtension'),
  policyRefused: (_: Args, result: BookRefused) => keysOf(result).includes('acceptPolicy'),
};
