import { type AttemptSpec, LeaseLost } from './attempts';
import type { AttemptStatus } from './payment-tables';
import type { ChargeResult, DeclineCode } from './provider';
import type { Completion, Payments } from './take-payment';

/*
 * A charge of a card the provider keeps (`chargeSaved`: a recurring gift's first gift and its later
 * periods), on the same ledger and with the same guarantees as Payments.take (take-payment.ts):
 * the attempt is committed before the provider is asked, the provider key is the attempt's, the
 * area's record is written in the transaction that marks the attempt completed, a completion that
 * fails refunds the charge, and an attempt whose process died is left to the reconciler.
 * It is two steps so a caller may run the first inside DeclineGuard.run (the charge's answer is
 * what the guard counts) and the second outside it, as Payments.take does.
 */

export interface SavedPaymentRequest extends AttemptSpec {
  /** The provider's token for the kept card (never the number). */
  paymentMethod: string;
  description: string;
}

export type SavedCharge =
  | { outcome: 'charged'; id: string; lease: string; chargeId: string }
  | { outcome: 'declined'; code: DeclineCode; message: string }
  /** Another worker holds the attempt of this provider key (a request, a scheduler, the reconciler). */
  | { outcome: 'busy' }
  /** The attempt of this provider key is resolved already (completed, refunded or failed). */
  | { outcome: 'resolved'; status: AttemptStatus };

export type TakenSaved<T> =
  | { outcome: 'completed'; chargeId: string; value: T }
  | Exclude<SavedCharge, { outcome: 'charged' }>;

/** Step 1: writes the attempt (pending), charges the kept card under its provider key, records the answer. */
export async function chargeSavedCard(
  payments: Payments,
  request: SavedPaymentRequest,
): Promise<SavedCharge> {
  const opened = await payments.ledger.open(request);
  if ('busy' in opened) return { outcome: 'busy' };
  if ('resolved' in opened) return { outcome: 'resolved', status: opened.resolved };
  const result: ChargeResult = await payments.provider.chargeSaved({
    amount: request.amount,
    currency: request.currency,
    paymentMethod: request.paymentMethod,
    idempotencyKey: request.providerKey,
    description: request.description,
  });
  await payments.ledger.charged(opened.id, opened.lease, result);
  return result.ok
    ? { outcome: 'charged', id: opened.id, lease: opened.lease, chargeId: result.chargeId }
    : { outcome: 'declined', code: result.code, message: result.message };
}

/**
 * Step 2: the area's record and the completed mark in one transaction; if that fails the charge is
 * refunded (the attempt marked refunded) and the error rethrown. LeaseLost (another worker has the
 * attempt now and completes or refunds it) is rethrown without a refund.
 */
export async function completeSavedCharge<T>(
  payments: Payments,
  charged: Extract<SavedCharge, { outcome: 'charged' }>,
  providerKey: string,
  complete: Completion<T>,
): Promise<T> {
  try {
    return await payments.completeUnderLease(
      charged.id,
      charged.lease,
      charged.chargeId,
      'request',
      complete,
    );
  } catch (error) {
    if (!(error instanceof LeaseLost))
      await payments.refund(charged.id, charged.lease, charged.chargeId, providerKey, 'request');
    throw error;
  }
}

/** Both steps, for a charge no client waits on (the scheduler's). */
export async function takeSaved<T>(
  payments: Payments,
  request: SavedPaymentRequest,
  complete: Completion<T>,
): Promise<TakenSaved<T>> {
  const charged = await chargeSavedCard(payments, request);
  if (charged.outcome !== 'charged') return charged;
  const value = await completeSavedCharge(payments, charged, request.providerKey, complete);
  return { outcome: 'completed', chargeId: charged.chargeId, value };
}
