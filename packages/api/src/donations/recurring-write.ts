import { randomUUID } from 'node:crypto';
import type { Transaction } from 'kysely';
import { decimalAmount } from '../commerce/money';
import type { Database } from '../db/schema';
import { type DonationContext, hashToken, insertLedgerGift } from './donation-context';
import { givingDb } from './donation-tables';
import { nextChargeAt } from './recurring-periods';

/*
 * The write of one period's gift of a recurring schedule, in the transaction that completes the
 * charge's payment attempt: by the scheduler's charge (recurring.ts) and, after a crash, by the
 * reconciler's completer. All or nothing.
 */

/** The period's gift, the schedule moved on and its event, inside the transaction that completes the charge's attempt. */
export async function writePeriodIn(
  ctx: DonationContext,
  tx: Transaction<Database>,
  scheduleId: string,
  period: string,
  chargeId: string,
  donationId: string,
  receiptToken: string,
): Promise<void> {
  const trx = givingDb(tx);
  const schedule = await trx
    .selectFrom('giving_recurring')
    .selectAll()
    .where('id', '=', scheduleId)
    .executeTakeFirstOrThrow();
  const total = schedule.amount + schedule.fee;
  const at = ctx.now();
  const next =
    schedule.frequency === 'one_off'
      ? null
      : nextChargeAt(
          schedule.frequency,
          period,
          schedule.anchor_day,
          new Date(schedule.created_at),
        );
  await insertLedgerGift(trx, {
    id: donationId,
    donor_id: schedule.donor_id,
    customer_id: schedule.customer_id,
    project_id: schedule.project_id,
    frequency: schedule.frequency,
    recurring_id: scheduleId,
    period_key: period,
    currency: schedule.currency,
    amount: schedule.amount,
    fee: schedule.fee,
    total,
    gift_aid: schedule.gift_aid,
    gift_aid_declaration_id: schedule.gift_aid_declaration_id,
    status: 'succeeded',
    charge_id: chargeId,
    card_last4: schedule.card_last4,
    receipt_token_hash: hashToken(receiptToken),
    show_as_supporter: 0,
    created_at: at.toISOString(),
  });
  // A gift paused or cancelled since its charge was taken (the reconciler may come minutes later) stays so; the gift stands.
  await trx
    .updateTable('giving_recurring')
    .set((eb) => ({
      status: 'active',
      failure_count: 0,
      next_charge_at: next ? next.toISOString() : null,
      version: eb('version', '+', 1),
      updated_at: at.toISOString(),
    }))
    .where('id', '=', scheduleId)
    .where('status', 'in', ['active', 'past_due'])
    .execute();
  await trx
    .insertInto('giving_recurring_events')
    .values({
      id: randomUUID(),
      recurring_id: scheduleId,
      at: at.toISOString(),
      kind: schedule.status === 'past_due' ? 'recovered' : 'charged',
      message: `Gift for ${period} of ${decimalAmount(total)} ${schedule.currency} charged to the card ending ${schedule.card_last4}${next ? `; the next is due ${next.toISOString().slice(0, 10)}.` : '.'}`,
    })
    .execute();
}
