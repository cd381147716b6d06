import type {
  BookRequest,
  HoldRequest,
  HoldUpdateRequest,
  QuoteRequest,
} from '../api/booking-types';
import { roomCounts } from '../booking-rules';
import { travellersNow } from './booking-checks';
import type { BookingContext } from './booking-context';

/*
 * What the machine's actors are asked, made from the context. The quote's request is also the key
 * the page reads the price under (api/use-quote.ts): the same choices, the same urql query.
 */

export const holdRequest = (c: BookingContext): HoldRequest => ({
  departureId: c.departureId,
  travellers: c.travellerCount,
  ...roomCounts(c.rooms),
  offerToken: c.offerToken,
});

export const holdUpdateRequest = (c: BookingContext): HoldUpdateRequest => ({
  holdId: c.hold!.id,
  token: c.hold!.token,
  travellers: c.travellerCount,
  ...roomCounts(c.rooms),
});

export const quoteRequest = (c: BookingContext): QuoteRequest => ({
  departureId: c.departureId,
  rooms: c.rooms,
  roomOf: c.roomOf.slice(0, c.travellerCount),
  preExtension: c.preExtension,
  postExtension: c.postExtension,
});

export const bookRequest = (c: BookingContext): BookRequest => ({
  idempotencyKey: c.idempotencyKey!,
  hold: c.hold!,
  leadIndex: c.leadIndex,
  travellers: travellersNow(c),
  rooms: c.rooms,
  roomOf: c.roomOf.slice(0, c.travellerCount),
  preExtension: c.preExtension,
  postExtension: c.postExtension,
  acceptPolicy: c.acceptPolicy,
  card: c.card,
});
