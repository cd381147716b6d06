import { randomUUID } from 'node:crypto';
import { decimalAmount } from '../commerce/money';
import { checkAmount, checkCard, feeFor, type GivingUserError } from './donation-input';
import { type DonationContext, declineError, type RecurringView } from './donation-context';
import { type RecurringTable } from './donation-tables';
import { DECLINES_THROTTLED, PAYMENT_BUSY, PAYMENTS_THROTTLED } from './giving-limits';
import { nextChargeFrom } from './recurring-periods';

/*
 * The donor's changes to their own recurring gift (issue 16): amount, card, pause, resume and
 * cancel, each a compare-and-set on the schedule's version, so a change made from an old view
 * (another tab, or the scheduler moved it on) is refused with STALE and nothing changes.
 */

/** A change made to a version of a recurring gift that is no longer the current one. */
const STALE_GIFT: GivingUserError = {
  field: ['expectedVersion'],
  code: 'STALE',
  message: 'This gift was changed elsewhere; reload to see it. Nothing was changed.',
};

/** What the changes need of the gifts (recurring.ts): a gift by id and its view. */
interface GiftReader {
  recurringById(id: string): Promise<RecurringTable | undefined>;
  recurringView(row: RecurringTable): Promise<RecurringView>;
}

/**
 * The changes a donor makes to a recurring gift (amount, card, pause, resume, cancel), each made only
 * to the version the donor saw.
 */
/** A change asked of a cancelled recurring gift: nothing is changed. */
const GIFT_CANCELLED: GivingUserError = {
  field: ['id'],
  code: 'INVALID_STATE',
  message: 'This gift is cancelled; start a new one instead.',
};

export class RecurringChanges {
  constructor(
    private readonly ctx: DonationContext,
    private readonly gifts: GiftReader,
  ) {}

  /**
   * One change to a donor's recurring gift, made only to the version the donor saw: `expectedVersion`
   * must be the row's `version` (else `STALE`, nothing changed: another tab, device or the scheduler
   * moved it on), `change` works out the new columns (or refuses), then a compare-and-set on that
   * version writes them with an event; the payload is the row read back.
   */
  private async changeRecurring(
    id: string,
    customerId: string | null,
    expectedVersion: unknown,
    change: (
      row: RecurringTable,
    ) => Promise<
      { set: Partial<RecurringTable>; event: { kind: string; message: string } } | GivingUserError
    >,
  ): Promise<{ recurringDonation: RecurringView | null; userErrors: GivingUserError[] }> {
    if (!customerId)
      return {
        recurringDonation: null,
        userErrors: [
          {
            field: null,
            code: 'SIGN_IN_REQUIRED',
            message: 'Sign in to manage your recurring gifts.',
          },
        ],
      };
    if (
      typeof expectedVersion !== 'number' ||
      !Number.isSafeInteger(expectedVersion) ||
      expectedVersion < 1
    )
      return {
        recurringDonation: null,
        userErrors: [
          {
            field: ['expectedVersion'],
            code: 'INVALID',
            message:
              'expectedVersion must be the version of the gift as shown (a whole number from 1).',
          },
        ],
      };
    const row = await this.gifts.recurringById(id);
    if (!row || row.customer_id !== customerId)
      return {
        recurringDonation: null,
        userErrors: [
          { field: ['id'], code: 'NOT_FOUND', message: 'No recurring gift of yours has that id.' },
        ],
      };
    if (row.version !== expectedVersion)
      return { recurringDonation: null, userErrors: [STALE_GIFT] };
    const outcome = await change(row);
    if ('code' in outcome) return { recurringDonation: null, userErrors: [outcome] };
    const at = this.ctx.now().toISOString();
    const written = await this.ctx.db.transaction().execute(async (trx) => {
      const result = await trx
        .updateTable('giving_recurring')
        .set({ ...outcome.set, version: expectedVersion + 1, updated_at: at })
        .where('id', '=', id)
        .where('version', '=', expectedVersion)
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) !== 1) return false;
      await trx
        .insertInto('giving_recurring_events')
        .values({ id: randomUUID(), recurring_id: id, at, ...outcome.event })
        .execute();
      return true;
    });
    if (!written) return { recurringDonation: null, userErrors: [STALE_GIFT] };
    const fresh = await this.gifts.recurringById(id);
    return {
      recurringDonation: fresh ? await this.gifts.recurringView(fresh) : null,
      userErrors: [],
    };
  }

  updateAmount(
    id: string,
    customerId: string | null,
    expectedVersion: unknown,
    rawAmount: unknown,
    coverFees: boolean,
  ) {
    return this.changeRecurring(id, customerId, expectedVersion, async (row) => {
      if (row.status === 'cancelled') return GIFT_CANCELLED;
      const checked = checkAmount(rawAmount, row.currency, ['amount']);
      if (Array.isArray(checked)) return checked[0] as GivingUserError;
      const fee = feeFor(checked.amount, coverFees);
      return {
        set: { amount: checked.amount, fee, cover_fees: coverFees ? 1 : 0 },
        event: {
          kind: 'amount_changed',
          message: `Amount changed from ${decimalAmount(row.amount + row.fee)} to ${decimalAmount(checked.amount + fee)} ${row.currency}.`,
        },
      };
    });
  }

  /** A new card is checked with the provider, which can decline it: the same limits as a gift's payment. */
  async updateCard(
    id: string,
    customerId: string | null,
    expectedVersion: unknown,
    rawCard: unknown,
    clientAddress: string,
  ) {
    if (customerId && !(await this.ctx.limits.admitPayment(clientAddress)))
      return { recurringDonation: null, userErrors: [PAYMENTS_THROTTLED] };
    return this.changeRecurring(id, customerId, expectedVersion, async (row) => {
      if (row.status === 'cancelled') return GIFT_CANCELLED;
      const errors: GivingUserError[] = [];
      const card = checkCard(rawCard, ['card'], errors, this.ctx.now());
      if (!card) return errors[0] as GivingUserError;
      const kept = await this.ctx.limits.declines.run(
        { address: clientAddress, cardNumber: card.number },
        () => this.ctx.options.payments.saveCard(card),
      );
      if (kept === 'throttled' || kept === 'busy')
        return { ...(kept === 'busy' ? PAYMENT_BUSY : DECLINES_THROTTLED), field: ['card'] };
      if (!kept.ok)
        return {
          ...declineError(kept),
          field: ['card'],
          message: `${kept.message} Your gift still uses the card ending ${row.card_last4}.`,
        };
      return {
        set: {
          payment_method: kept.card.paymentMethod,
          card_last4: kept.card.last4,
          card_exp_month: kept.card.expMonth,
          card_exp_year: kept.card.expYear,
        },
        event: {
          kind: 'card_changed',
          message: `Card changed to the one ending ${kept.card.last4}.`,
        },
      };
    });
  }

  pause(id: string, customerId: string | null, expectedVersion: unknown) {
    return this.changeRecurring(id, customerId, expectedVersion, async (row) =>
      row.status === 'active' || row.status === 'past_due'
        ? {
            set: { status: 'paused' },
            event: {
              kind: 'paused',
              message: 'Paused: nothing will be charged until it is resumed.',
            },
          }
        : {
            field: ['id'],
            code: 'INVALID_STATE',
            message: `A ${row.status} gift cannot be paused.`,
          },
    );
  }

  resume(id: string, customerId: string | null, expectedVersion: unknown) {
    return this.changeRecurring(id, customerId, expectedVersion, async (row) => {
      if (row.status !== 'paused')
        return {
          field: ['id'],
          code: 'INVALID_STATE',
          message: `A ${row.status} gift cannot be resumed.`,
        };
      if (row.frequency === 'one_off')
        return { field: ['id'], code: 'INVALID_STATE', message: 'Not a recurring gift.' };
      const next = nextChargeFrom(
        row.frequency,
        row.anchor_day,
        new Date(row.created_at),
        this.ctx.now(),
      );
      return {
        set: { status: 'active', next_charge_at: next.toISOString(), failure_count: 0 },
        event: {
          kind: 'resumed',
          message: `Resumed; the next gift is due ${next.toISOString().slice(0, 10)}.`,
        },
      };
    });
  }

  cancel(id: string, customerId: string | null, expectedVersion: unknown) {
    return this.changeRecurring(id, customerId, expectedVersion, async (row) =>
      row.status === 'cancelled'
        ? { field: ['id'], code: 'INVALID_STATE', message: 'This gift is already cancelled.' }
        : {
            set: {
              status: 'cancelled',
              next_charge_at: null,
              cancelled_at: this.ctx.now().toISOString(),
            },
            event: {
              kind: 'cancelled',
              message: 'Cancelled by the donor: no further gifts will be charged.',
            },
          },
    );
  }
}
