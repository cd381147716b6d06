import type { Db } from '../db/database';

export interface ProviderKeyTable {
  idempotency_key: string;
  outcome: 'succeeded' | 'declined' | 'requires_action';
  charge_id: string | null;
  request_hash: string;
  decline_code: string | null;
  message: string | null;
  amount: number;
  currency: string;
  refunded_amount: number;
  created_at: string;
  /** The 3-D Secure challenge's secret token while (and after) the charge waited for it (0017). */
  challenge_token: string | null;
}

export type PaymentDomain = 'gift' | 'booking' | 'balance' | 'order' | 'recurring';
export type AttemptStatus =
  | 'pending'
  /** The provider waits for the payer's 3-D Secure challenge; nothing is charged yet (0017). */
  | 'requires_action'
  | 'succeeded'
  | 'declined'
  | 'completed'
  | 'refunded'
  | 'failed';

export interface PaymentAttemptTable {
  id: string;
  domain: PaymentDomain;
  /** The area's own key (the submission's idempotency key). */
  domain_key: string;
  provider_key: string;
  amount: number;
  currency: string;
  status: AttemptStatus;
  charge_id: string | null;
  decline_code: string | null;
  message: string | null;
  /** The payer's address, for the reconciler's mail; null where none is known. */
  email: string | null;
  /** What the area needs to complete the record without the request (never a card number). */
  payload_json: string;
  /** Who works on the attempt now: a request or a reconciler run (compare-and-set on it). */
  lease_id: string;
  created_at: string;
  updated_at: string;
  /** 'request' or 'reconciler': who resolved it. */
  resolved_by: string | null;
}

export type PaymentTables = {
  payment_provider_keys: ProviderKeyTable;
  payment_attempts: PaymentAttemptTable;
};

export function paymentsDb(db: Db) {
  return db.withTables<PaymentTables>();
}
export type PaymentsDb = ReturnType<typeof paymentsDb>;
