import type { Transaction } from 'kysely';
import type { DeclineGuard } from '../checkout/decline-guard';
import { type Db, isUniqueViolation } from '../db/database';
import type { Database } from '../db/schema';
import type { PaymentClient } from '../security/decline-velocity';
import { AttemptLedger, type AttemptSpec, LeaseLost } from './attempts';
import type { AttemptStatus } from './payment-tables';
import type { CardDetails, ConfirmResult, DeclineCode, PaymentProvider } from './provider';

export interface PaymentRequest extends AttemptSpec {
  card: CardDetails;
  description: string;
  /** Who pays: what the decline limits and turns count by. */
  client: PaymentClient;
}

/** Writes the area's record for a taken charge inside `trx`; it may be run again (a fresh transaction) after a write conflict. */
export type Completion<T> = (trx: Transaction<Database>, chargeId: string) => Promise<T>;

/** What a mutation's payload carries while the payer's bank challenge is open (GraphQL `PaymentAuthentication`). */
export interface Authentication {
  challengeUrl: string;
}

export type Taken<T> =
  | { outcome: 'completed'; chargeId: string; value: T }
  | { outcome: 'declined'; code: DeclineCode; message: string }
  /**
   * The payer's bank wants 3-D Secure: nothing is charged yet. The area forgets its pending key and
   * answers the challenge's address; the visitor's resubmit with the same key, after the challenge,
   * is taken or declined (or challenged again, while the challenge is still open).
   */
  | { outcome: 'action_required'; challengeUrl: string }
  /** Past the decline limit, or no turn in time: the provider was not asked. */
  | { outcome: 'throttled' | 'busy' }
  /** The same key's attempt is resolved already (by the reconciler): the area answers from its key. */
  | { outcome: 'resolved'; status: AttemptStatus };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const retryable = (error: unknown) =>
  isUniqueViolation(error) ||
  (typeof error === 'object' &&
    error !== null &&
    ['SQLITE_BUSY', '40001', '40P01'].includes(String((error as { code?: unknown }).code)));

/**
 * The one way the site takes a card payment (gifts, bookings, balances; orders next):
 * 1. the attempt is committed to the ledger (pending) before the provider is asked;
 * 2. the charge goes through DeclineGuard.run (turns and decline limits, shared by every area),
 *    with the attempt's provider key, so a retry of the same submission is never charged twice;
 * 3. the area's completion writes its record in one transaction that also marks the attempt completed;
 * 4. if the completion fails, the charge is refunded and the attempt marked refunded, and the error
 *    is rethrown for the area to answer. If the process dies anywhere in between, the reconciler
 *    (reconciler.ts) finds the attempt past its deadline and completes or refunds it.
 */
export class Payments {
  readonly ledger: AttemptLedger;

  constructor(
    db: Db,
    readonly provider: PaymentProvider,
    private readonly guard: DeclineGuard,
    now: () => Date = () => new Date(),
  ) {
    this.ledger = new AttemptLedger(db, now);
    this.db = db;
  }

  private readonly db: Db;

  async take<T>(request: PaymentRequest, complete: Completion<T>): Promise<Taken<T>> {
    let opened: Awaited<ReturnType<AttemptLedger['open']>> | null = null;
    const charge = await this.guard.run(request.client, async (): Promise<ConfirmResult> => {
      opened = await this.ledger.open(request);
      if (!('id' in opened)) return { ok: false, code: 'processing_error', message: 'not charged' };
      const result = await this.provider.confirm({
        amount: request.amount,
        currency: request.currency,
        card: request.card,
        idempotencyKey: request.providerKey,
        description: request.description,
      });
      await this.ledger.charged(opened.id, opened.lease, result);
      return result;
    });
    if (charge === 'throttled' || charge === 'busy') return { outcome: charge };
    const attempt = opened as Awaited<ReturnType<AttemptLedger['open']>> | null;
    if (!attempt || !('id' in attempt))
      return attempt && 'resolved' in attempt
        ? { outcome: 'resolved', status: attempt.resolved }
        : { outcome: 'busy' };
    if (charge.ok === 'action')
      return { outcome: 'action_required', challengeUrl: charge.challengeUrl };
    if (!charge.ok) return { outcome: 'declined', code: charge.code, message: charge.message };
    try {
      const value = await this.completeUnderLease(
        attempt.id,
        attempt.lease,
        charge.chargeId,
        'request',
        complete,
      );
      return { outcome: 'completed', chargeId: charge.chargeId, value };
    } catch (error) {
      // Another worker holds the attempt now; it completes or refunds it, not this request.
      if (error instanceof LeaseLost) throw error;
      await this.refund(attempt.id, attempt.lease, charge.chargeId, request.providerKey, 'request');
      throw error;
    }
  }

  /** Runs `complete` and the completed mark in one transaction, again after a write conflict. */
  async completeUnderLease<T>(
    id: string,
    lease: string,
    chargeId: string,
    by: string,
    complete: Completion<T>,
  ): Promise<T> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await this.db.transaction().execute(async (trx) => {
          const value = await complete(trx, chargeId);
          await this.ledger.completeIn(trx, id, lease, by);
          return value;
        });
      } catch (error) {
        if (attempt >= 8 || !retryable(error)) throw error;
        await sleep(5 * attempt + Math.floor(Math.random() * 10));
      }
    }
  }

  /** Gives a charge back and marks its attempt refunded; a failed refund leaves the attempt for the reconciler. */
  async refund(
    id: string,
    lease: string,
    chargeId: string,
    providerKey: string,
    by: string,
  ): Promise<boolean> {
    try {
      await this.provider.refund(chargeId, undefined, `refund_${providerKey}`);
    } catch (error) {
      console.error('payments: refund failed; the reconciler will try again:', chargeId, error);
      return false;
    }
    return this.ledger.resolve(id, lease, 'refunded', by);
  }
}
