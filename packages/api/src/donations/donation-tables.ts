import type { Db } from '../db/database';

/*
 * Kysely types of migrations 0007 (donation-migration.ts) and 0010 (donation-reference-migration.ts), added to `Db` with `withTables`.
 * 0015 (recurring-payments-migration.ts) dropped 0007's giving_payment_attempts: every charge of a gift is in payment_attempts.
 */

export type Frequency = 'one_off' | 'monthly' | 'yearly';
export type RecurringStatus = 'active' | 'paused' | 'past_due' | 'cancelled';

export interface DonorTable {
  id: string;
  customer_id: string | null;
  email: string;
  title: string | null;
  first_name: string;
  last_name: string;
  country: string;
  address: string | null;
  postcode: string | null;
  created_at: string;
  updated_at: string;
}

export interface GiftAidDeclarationTable {
  id: string;
  donor_id: string;
  title: string | null;
  first_name: string;
  last_name: string;
  address: string;
  postcode: string;
  declaration_text: string;
  declared_at: string;
}

export interface RecurringTable {
  id: string;
  donor_id: string;
  customer_id: string;
  project_id: string;
  frequency: Frequency;
  currency: string;
  amount: number;
  fee: number;
  cover_fees: number;
  gift_aid: number;
  gift_aid_declaration_id: string | null;
  status: RecurringStatus;
  /** The provider's saved card (never the number). */
  payment_method: string;
  card_last4: string;
  card_exp_month: number;
  card_exp_year: number;
  /** Day of the month of the first gift; later charges fall on it (clamped to short months). */
  anchor_day: number;
  next_charge_at: string | null;
  failure_count: number;
  /** Bumped by every write: changes are compare-and-set on it. */
  version: number;
  created_at: string;
  updated_at: string;
  cancelled_at: string | null;
}

export interface RecurringEventTable {
  id: string;
  recurring_id: string;
  at: string;
  kind: string;
  message: string;
}

export interface DonationTable {
  id: string;
  reference: number;
  donor_id: string;
  customer_id: string | null;
  project_id: string;
  frequency: Frequency;
  recurring_id: string | null;
  period_key: string | null;
  currency: string;
  amount: number;
  fee: number;
  total: number;
  gift_aid: number;
  gift_aid_declaration_id: string | null;
  status: 'succeeded' | 'refunded';
  charge_id: string;
  card_last4: string;
  receipt_token_hash: string;
  show_as_supporter: number;
  created_at: string;
  /** Migration 0010: the random reference (D-XXXX-XXXX-XXXX); null for gifts made before, which show `reference`. */
  public_reference: string | null;
  /** Migration 0010: when an operator hid this gift from the public supporters (`giving hide-supporter`). */
  supporter_hidden_at: string | null;
}

export type GivingTables = {
  giving_donors: DonorTable;
  giving_gift_aid_declarations: GiftAidDeclarationTable;
  giving_recurring: RecurringTable;
  giving_recurring_events: RecurringEventTable;
  giving_donations: DonationTable;
};

export function givingDb(db: Db) {
  return db.withTables<GivingTables>();
}
export type GivingDb = ReturnType<typeof givingDb>;
