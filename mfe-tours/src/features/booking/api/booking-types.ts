// The booking API's shapes (issue 17): what the product GraphQL answers and what the booking sends.
import type { CardFields, FieldErrors, Money, RoomFields, TravellerFields } from '../booking-rules';

export interface CancellationTier {
  minDaysBefore: number;
  refundPercent: number;
  keepsDeposit: boolean;
  description: string;
}

export interface ExtensionOffer {
  title: string;
  startsOn: string | null;
  priceSingle: Money;
  priceDouble: Money;
}

export type DepartureStatus = 'OPEN' | 'FULL' | 'CLOSED' | 'DEPARTED';

export interface Departure {
  id: string;
  tourUid: string;
  tourTitle: string;
  startsOn: string;
  status: DepartureStatus;
  seatsTotal: number;
  seatsLeft: number;
  fewSeatsLeft: boolean;
  singleRoomsLeft: number;
  doubleRoomsLeft: number;
  priceSingle: Money;
  priceDouble: Money;
  preExtension: ExtensionOffer | null;
  postExtension: ExtensionOffer | null;
  depositPerPerson: Money;
  balanceDueOn: string;
  fullPaymentAtBooking: boolean;
  cancellationPolicy: CancellationTier[];
  waitlistCount: number;
}

export interface Hold {
  id: string;
  token: string;
  travellers: number;
  singleRooms: number;
  doubleRooms: number;
  expiresAt: string;
}

export interface PriceLine {
  label: string;
  amount: Money;
}

export interface Quote {
  lines: PriceLine[];
  total: Money;
  deposit: Money;
  dueNow: Money;
  balance: Money;
  balanceDueOn: string | null;
}

export interface UserError {
  field: string[] | null;
  code: string;
  message: string;
}

/** Why the API refused, as the machine needs it. */
export interface Refusal {
  code: string;
  message: string;
  fieldErrors: FieldErrors;
}

export type HoldResult = { ok: true; hold: Hold } | ({ ok: false } & Refusal);

export type QuoteResult = { ok: true; quote: Quote } | ({ ok: false } & Refusal);

export interface HoldRequest {
  departureId: string;
  travellers: number;
  singleRooms: number;
  doubleRooms: number;
  offerToken: string | null;
}

export interface HoldUpdateRequest {
  holdId: string;
  token: string;
  travellers: number;
  singleRooms: number;
  doubleRooms: number;
}

export interface QuoteRequest {
  departureId: string;
  rooms: RoomFields[];
  roomOf: number[];
  preExtension: boolean;
  postExtension: boolean;
}

export interface BookRequest {
  idempotencyKey: string;
  hold: Hold;
  leadIndex: number;
  travellers: TravellerFields[];
  rooms: RoomFields[];
  roomOf: number[];
  preExtension: boolean;
  postExtension: boolean;
  acceptPolicy: boolean;
  card: CardFields;
}

export type BookResult =
  | { ok: true; reference: string; confirmationUrl: string }
  | {
      ok: false;
      kind: 'declined' | 'invalid' | 'expired';
      message: string;
      fieldErrors: FieldErrors;
    }
  /** Nothing charged yet: the traveller's bank asks them to confirm on its page (3-D Secure). */
  | { ok: false; kind: 'authentication'; challengeUrl: string };

export interface ConfirmedBooking {
  reference: string;
  status: 'CONFIRMED' | 'PAID' | 'CANCELLED';
  departure: {
    id: string;
    tourUid: string;
    tourTitle: string;
    startsOn: string;
    preExtension: { title: string; startsOn: string | null } | null;
    postExtension: { title: string; startsOn: string | null } | null;
  };
  contactName: string;
  email: string;
  travellers: Array<{ firstName: string; lastName: string; room: number }>;
  rooms: Array<{ occupancy: 'SINGLE' | 'DOUBLE'; travellers: number[] }>;
  preExtension: boolean;
  postExtension: boolean;
  lines: PriceLine[];
  total: Money;
  deposit: Money;
  paid: Money;
  refunded: Money;
  balance: Money;
  balanceDueOn: string | null;
  cancellationPolicy: CancellationTier[];
  confirmationUrl: string;
  paymentUrl: string;
  calendarUrl: string;
  bookletUrl: string | null;
  preExtensionBookletUrl: string | null;
  createdAt: string;
  cancelledAt: string | null;
}
