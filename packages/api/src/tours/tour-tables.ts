import type { Db } from '../db/database';

/* Kysely types of migration 0008 (tour-migration.ts), added to `Db` with `withTables`. */

export interface DepartureTable {
  id: string;
  tour_uid: string;
  tour_title: string;
  starts_on: string;
  days: number;
  timezone: string;
  currency: string;
  price_single: number;
  price_double: number;
  extensions_json: string;
  seats_total: number;
  seats_taken: number;
  single_rooms_total: number;
  single_rooms_taken: number;
  double_rooms_total: number;
  double_rooms_taken: number;
  closed: number;
  created_at: string;
  updated_at: string;
}

export type HoldStatus = 'active' | 'converted' | 'released' | 'expired';
export interface HoldTable {
  id: string;
  token_hash: string;
  departure_id: string;
  seats: number;
  single_rooms: number;
  double_rooms: number;
  status: HoldStatus;
  waitlist_id: string | null;
  expires_at: string;
  created_at: string;
  updated_at: string;
  /** Hashed client keys (tour-limits.ts, migration 0009): whose seats these are, for the per-client cap. */
  client_key: string | null;
  customer_key: string | null;
  email_key: string | null;
}

export type BookingStatus = 'confirmed' | 'paid' | 'cancelled';
export interface BookingTable {
  id: string;
  reference: string;
  access_hash: string;
  departure_id: string;
  hold_id: string;
  customer_id: string | null;
  contact_name: string;
  email: string;
  phone: string;
  status: BookingStatus;
  seats: number;
  single_rooms: number;
  double_rooms: number;
  pre_extension: number;
  post_extension: number;
  currency: string;
  lines_json: string;
  total: number;
  deposit: number;
  paid: number;
  refunded: number;
  balance_due_on: string | null;
  policy_json: string;
  reminder_sent_at: string | null;
  calendar_sequence: number;
  version: number;
  created_at: string;
  updated_at: string;
  cancelled_at: string | null;
  cancel_reason: string | null;
}

export interface TravellerTable {
  booking_id: string;
  position: number;
  first_name: string;
  last_name: string;
  date_of_birth: string;
  email: string | null;
  phone: string | null;
  emergency_name: string;
  emergency_phone: string;
  dietary: string | null;
  accessibility: string | null;
  room: number;
  occupancy: 'single' | 'double';
}

export type LedgerKind = 'deposit' | 'balance' | 'full';
export interface PaymentTable {
  id: string;
  booking_id: string;
  kind: LedgerKind;
  amount: number;
  currency: string;
  charge_id: string;
  card_last4: string;
  idempotency_key: string;
  created_at: string;
}

export interface RefundTable {
  id: string;
  booking_id: string;
  amount: number;
  currency: string;
  days_before: number;
  tier_json: string | null;
  reason: string;
  refund_ids: string;
  created_at: string;
}

export type WaitlistStatus = 'waiting' | 'offered' | 'booked' | 'lapsed';
export interface WaitlistTable {
  id: string;
  departure_id: string;
  name: string;
  email: string;
  seats: number;
  position: number;
  status: WaitlistStatus;
  hold_id: string | null;
  created_at: string;
  updated_at: string;
  /** Hashed keys of who joined (migration 0009): the per-client limits and the offer rule. */
  client_key: string | null;
  email_key: string | null;
}

export interface InterestTable {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  age_range: string;
  locations_json: string;
  tours_json: string;
  party_size: number;
  message: string | null;
  created_at: string;
}

export interface InterestNoticeTable {
  interest_id: string;
  departure_id: string;
  sent_at: string;
}

export interface ClientLockTable {
  key: string;
  touched_at: string;
}

export interface AccessCodeTable {
  booking_id: string;
  code_hash: string;
  attempts: number;
  expires_at: string;
  used_at: string | null;
  created_at: string;
}

export interface AccessGrantTable {
  token_hash: string;
  booking_id: string;
  expires_at: string;
  created_at: string;
}

export type TourTables = {
  tour_departures: DepartureTable;
  tour_holds: HoldTable;
  tour_bookings: BookingTable;
  tour_travellers: TravellerTable;
  tour_payments: PaymentTable;
  tour_refunds: RefundTable;
  tour_waitlist: WaitlistTable;
  tour_interest: InterestTable;
  tour_interest_notices: InterestNoticeTable;
  tour_client_locks: ClientLockTable;
  tour_access_codes: AccessCodeTable;
  tour_access_grants: AccessGrantTable;
};

export function toursDb(db: Db) {
  return db.withTables<TourTables>();
}
export type ToursDb = ReturnType<typeof toursDb>;
