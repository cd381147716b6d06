import { intervalJob } from '../jobs/interval-job';
import type { Transaction } from 'kysely';
import type { Database } from '../db/schema';
import type { Mailer } from '../mail/mailer';
import { LeaseLost } from './attempts';
import { paymentNotTakenMail, paymentRefundedMail } from './payment-mail';
import type { PaymentAttemptTable, PaymentDomain } from './payment-tables';
import type { Payments } from './take-payment';

/** What an area tells the reconciler about its own records. */
export interface AttemptCompleter {
  /**
   * Writes the area's record for a taken charge from the attempt's payload, inside `trx` (the
   * completed mark joins it). Throws when the record can no longer be made (a booking's hold is gone).
   */
  complete(
    attempt: PaymentAttemptTable,
    chargeId: string,
    trx: Transaction<Database>,
  ): Promise<void>;
  /** After the commit: the area's own confirmation (a receipt, a booking mail). */
  completed?(attempt: PaymentAttemptTable): Promise<void>;
  /** Answers the area's key after a refund or a failure, so a retry of the submission is told so. */
  settle(attempt: PaymentAttemptTable, outcome: 'refunded' | 'failed'): Promise<void>;
  /** How the payer names what they paid for, in the mail ("your gift to …"). */
  label(attempt: PaymentAttemptTable): string;
}

export interface ReconcileSummary {
  completed: number;
  refunded: number;
  failed: number;
  /** Left for the next run: a refund that failed, a lease lost, an area not registered here. */
  skipped: number;
}

/**
 * Resolves every attempt left unresolved past RECONCILE_AFTER_MS (its process died, or a refund
 * failed): it asks the provider by the attempt's key, completes the area's record when the charge
 * was taken and the record can still be made, else refunds; a declined or unknown charge is marked
 * failed. The payer is mailed either way where an address is known. Safe to run in every process:
 * each attempt is taken by compare-and-set on its lease.
 */
export class Reconciler {
  constructor(
    private readonly payments: Payments,
    private readonly areas: Partial<Record<PaymentDomain, AttemptCompleter>>,
    private readonly mailer: Mailer | null = null,
  ) {}

  async run(): Promise<ReconcileSummary> {
    const summary: ReconcileSummary = { completed: 0, refunded: 0, failed: 0, skipped: 0 };
    for (const row of await this.payments.ledger.overdue()) {
      const area = this.areas[row.domain];
      if (!area) {
        summary.skipped++;
        continue;
      }
      const outcome = await this.resolve(row, area).catch((error: unknown) => {
        console.error(
          `payments: reconciling attempt ${row.id} failed; next run tries again:`,
          error,
        );
        return 'skipped' as const;
      });
      summary[outcome]++;
    }
    return summary;
  }

  private async resolve(
    row: PaymentAttemptTable,
    area: AttemptCompleter,
  ): Promise<keyof ReconcileSummary> {
    const lease = await this.payments.ledger.takeOver(row);
    if (!lease) return 'skipped';
    // A challenge nobody finished is cancelled first, so it cannot charge after we give up on it.
    const found =
      row.status === 'requires_action'
        ? await this.payments.provider.cancel(row.provider_key)
        : await this.payments.provider.retrieve(row.provider_key);
    if (found.status !== 'succeeded') {
      if (!(await this.payments.ledger.resolve(row.id, lease, 'failed', 'reconciler')))
        return 'skipped';
      await area.settle(row, 'failed');
      await this.mail(row, paymentNotTakenMail, area);
      return 'failed';
    }
    if (row.status !== 'succeeded')
      await this.payments.ledger.charged(row.id, lease, { ok: true, chargeId: found.chargeId });
    try {
      await this.payments.completeUnderLease(
        row.id,
        lease,
        found.chargeId,
        'reconciler',
        (trx, chargeId) => area.complete(row, chargeId, trx),
      );
      await area
        .completed?.(row)
        .catch((error: unknown) =>
          console.error('payments: confirmation after reconciling failed:', error),
        );
      return 'completed';
    } catch (error) {
      if (error instanceof LeaseLost) return 'skipped';
      console.log(
        `payments: attempt ${row.id} (${row.domain}) cannot be completed, refunding: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
    if (
      !(await this.payments.refund(row.id, lease, found.chargeId, row.provider_key, 'reconciler'))
    )
      return 'skipped';
    await area.settle(row, 'refunded');
    await this.mail(row, paymentRefundedMail, area);
    return 'refunded';
  }

  private async mail(
    row: PaymentAttemptTable,
    template: typeof paymentRefundedMail,
    area: AttemptCompleter,
  ) {
    if (!this.mailer || !row.email) return;
    await this.mailer
      .send(template(row.email, area.label(row), row.amount, row.currency))
      .catch((error: unknown) => console.error('payments: mail failed:', error));
  }
}

/** Runs the reconciler every `intervalMs`, one run at a time (several processes may each run it). */
export function createReconcilerJob(options: {
  reconciler: Reconciler;
  intervalMs: number;
  log?: (line: string) => void;
}) {
  return intervalJob({
    name: 'payments: reconciler',
    run: () => options.reconciler.run(),
    intervalMs: options.intervalMs,
    report: (s) => {
      if (s.completed + s.refunded + s.failed > 0)
        options.log?.(
          `payments: reconciled ${s.completed} completed, ${s.refunded} refunded, ${s.failed} failed`,
        );
    },
  });
}
