import { createHash, randomBytes } from 'node:crypto';
import { isUniqueViolation, type Db } from '../db/database';
import { luhnValid } from '../checkout/luhn';
import type {
  CardDetails,
  ChargeRequest,
  ChargeResult,
  DeclineCode,
  PaymentProvider,
  Retrieved,
  SaveCardResult,
  SavedChargeRequest,
} from './provider';
import { paymentsDb, type PaymentsDb, type ProviderKeyTable } from './payment-tables';

/** Stripe's documented test cards and the outcome each one produces. */
const TEST_CARDS: Record<string, ChargeResult | 'success'> = {
  '4242424242424242': 'success',
  '4000000000000002': { ok: false, code: 'card_declined', message: 'Your card was declined.' },
  '4000000000009995': {
    ok: false,
    code: 'insufficient_funds',
    message: 'Your card has insufficient funds.',
  },
  '4000000000000069': { ok: false, code: 'expired_card', message: 'Your card has expired.' },
  // Stripe's "always authenticate" card: the bank wants 3-D Secure, which test mode cannot show.
  '4000002760003184': {
    ok: false,
    code: 'authentication_required',
    message:
      'Your bank asks to confirm this payment (3-D Secure), which cannot be done here. Please use another card.',
  },
};

const SAVED = /^pm_test_([a-z_]+)_(\d{4})_(\d{2})(\d{4})$/;

/** Stripe keeps an idempotency key for 24 hours; so does the embedded provider. */
export const PROVIDER_KEY_TTL_MS = 24 * 60 * 60_000;

export interface RecordedCharge {
  chargeId: string;
  amount: number;
  currency: string;
  idempotencyKey: string;
  refunded: boolean;
  /** Minor units given back so far (partial refunds add up). */
  refundedAmount: number;
}

const hashOf = (amount: number, currency: string, source: string) =>
  createHash('sha256').update(`${amount}|${currency}|${source}`).digest('hex');
const newChargeId = () => `ch_test_${randomBytes(12).toString('hex')}`;

/**
 * The embedded provider (`PAYMENT_PROVIDER=test`): no network, Stripe test-mode behaviour, and a
 * record of what it charged so tests can prove a payment happened exactly once.
 *
 * Idempotency keys, as Stripe's: a key that charged answers its first charge for 24 hours, whatever
 * is asked again; a declined key answers its decline while the same card is asked again (another card
 * is tried afresh); a charge given back in full frees its key. Given a database, the keys and charges
 * live in it (`payment_provider_keys`), so they hold across restarts and server processes; without one
 * (unit tests) they live in this object.
 */
export class TestPaymentProvider implements PaymentProvider {
  readonly name = 'test';
  /** What this instance charged (tests count these); with a database, the table is the whole record. */
  readonly charges: RecordedCharge[] = [];
  private readonly memory = new Map<string, ProviderKeyTable>();
  private readonly db: PaymentsDb | null;
  /** Kept cards a test has made fail from now on (a card cancelled by its bank, say). */
  private readonly failing = new Map<string, DeclineCode>();
  private readonly refundKeys = new Set<string>();

  constructor(
    private readonly today: () => Date = () => new Date(),
    db: Db | null = null,
  ) {
    this.db = db ? paymentsDb(db) : null;
  }

  async charge(request: ChargeRequest): Promise<ChargeResult> {
    const hash = hashOf(request.amount, request.currency, request.card.number);
    return this.once(request.idempotencyKey, hash, request.amount, request.currency, () =>
      this.decide(request),
    );
  }

  /**
   * Keeps a card the way Stripe's test payment methods do (`pm_card_visa`): the token names the test
   * outcome and the card's last digits and expiry, so it still works after a restart.
   */
  async saveCard(card: CardDetails): Promise<SaveCardResult> {
    const outcome = this.decide({
      amount: 0,
      currency: 'GBP',
      card,
      idempotencyKey: '',
      description: '',
    });
    if (!outcome.ok) return outcome;
    const month = String(card.expMonth).padStart(2, '0');
    return {
      ok: true,
      card: {
        paymentMethod: `pm_test_success_${card.number.slice(-4)}_${month}${card.expYear}`,
        last4: card.number.slice(-4),
        expMonth: card.expMonth,
        expYear: card.expYear,
      },
    };
  }

  async chargeSaved(request: SavedChargeRequest): Promise<ChargeResult> {
    const hash = hashOf(request.amount, request.currency, request.paymentMethod);
    return this.once(request.idempotencyKey, hash, request.amount, request.currency, () => {
      const match = SAVED.exec(request.paymentMethod);
      if (!match)
        return { ok: false, code: 'card_declined', message: 'This saved card is not known.' };
      const failing = this.failing.get(request.paymentMethod);
      if (failing) return { ok: false, code: failing, message: 'Your card was declined.' };
      const now = this.today();
      const [month, year] = [Number(match[3]), Number(match[4])];
      if (
        year < now.getUTCFullYear() ||
        (year === now.getUTCFullYear() && month < now.getUTCMonth() + 1)
      )
        return { ok: false, code: 'expired_card', message: 'Your card has expired.' };
      return { ok: true, chargeId: newChargeId() };
    });
  }

  /** For tests: a kept card declines from now on (or works again with `null`). */
  failSavedCard(paymentMethod: string, code: DeclineCode | null = 'card_declined'): void {
    if (code) this.failing.set(paymentMethod, code);
    else this.failing.delete(paymentMethod);
  }

  async refund(chargeId: string, amount?: number, idempotencyKey?: string): Promise<void> {
    if (idempotencyKey && this.refundKeys.has(idempotencyKey)) return;
    for (let tries = 0; tries < 5; tries++) {
      const row = await this.byCharge(chargeId);
      if (!row) throw new Error(`unknown charge ${chargeId}`);
      const left = row.amount - row.refunded_amount;
      const give = amount ?? left;
      if (!Number.isInteger(give) || give <= 0 || give > left)
        throw new Error(`refund of ${give} exceeds the ${left} left on ${chargeId}`);
      if (!(await this.addRefund(row, give))) continue;
      if (idempotencyKey) this.refundKeys.add(idempotencyKey);
      const mine = this.charges.find((c) => c.chargeId === chargeId);
      if (mine) {
        mine.refundedAmount += give;
        mine.refunded = mine.refundedAmount === mine.amount;
      }
      return;
    }
    throw new Error(`refund of ${chargeId} kept racing another refund`);
  }

  async retrieve(idempotencyKey: string): Promise<Retrieved> {
    const row = await this.live(idempotencyKey);
    if (!row) return { status: 'unknown' };
    if (row.outcome === 'succeeded' && row.charge_id)
      return {
        status: 'succeeded',
        chargeId: row.charge_id,
        amount: row.amount,
        currency: row.currency,
      };
    return {
      status: 'declined',
      code: (row.decline_code ?? 'card_declined') as DeclineCode,
      message: row.message ?? 'Your card was declined.',
    };
  }

  /** One answer per key: the stored one, or `decide`'s, stored before it is returned. */
  private async once(
    key: string,
    hash: string,
    amount: number,
    currency: string,
    decide: () => ChargeResult,
  ): Promise<ChargeResult> {
    for (let tries = 0; tries < 5; tries++) {
      const previous = await this.live(key);
      if (previous && (previous.outcome === 'succeeded' || previous.request_hash === hash))
        return answerOf(previous);
      const result = decide();
      const row: ProviderKeyTable = {
        idempotency_key: key,
        outcome: result.ok ? 'succeeded' : 'declined',
        charge_id: result.ok ? result.chargeId : null,
        request_hash: hash,
        decline_code: result.ok ? null : result.code,
        message: result.ok ? null : result.message,
        amount,
        currency,
        refunded_amount: 0,
        created_at: this.today().toISOString(),
      };
      // Only the row that lands made a charge; a concurrent request with the same key reads it instead.
      if (!(await this.put(row, previous))) continue;
      if (result.ok)
        this.charges.push({
          chargeId: result.chargeId,
          amount,
          currency,
          idempotencyKey: key,
          refunded: false,
          refundedAmount: 0,
        });
      return result;
    }
    throw new Error(`idempotency key ${key} kept racing another request`);
  }

  /** The key's row while it binds: within 24 hours, and not a charge given back in full. */
  private async live(key: string): Promise<ProviderKeyTable | null> {
    const row = this.db
      ? await this.db
          .selectFrom('payment_provider_keys')
          .selectAll()
          .where('idempotency_key', '=', key)
          .executeTakeFirst()
      : this.memory.get(key);
    return row && this.binds(row) ? row : null;
  }

  private binds(row: ProviderKeyTable): boolean {
    const expired = this.today().getTime() - Date.parse(row.created_at) > PROVIDER_KEY_TTL_MS;
    const givenBack = row.outcome === 'succeeded' && row.refunded_amount >= row.amount;
    return !expired && !givenBack;
  }

  /** Stores a key's answer in place of `previous` (a lapsed or other-card row), or reports that another request won. */
  private async put(row: ProviderKeyTable, previous: ProviderKeyTable | null): Promise<boolean> {
    if (!this.db) {
      // Checked and set in one turn of the event loop, so two requests with one key cannot both charge.
      const current = this.memory.get(row.idempotency_key);
      if (current && current !== previous && this.binds(current)) return false;
      this.memory.set(row.idempotency_key, row);
      return true;
    }
    const db = this.db;
    return db
      .transaction()
      .execute(async (trx) => {
        const old = await trx
          .selectFrom('payment_provider_keys')
          .selectAll()
          .where('idempotency_key', '=', row.idempotency_key)
          .executeTakeFirst();
        if (old) {
          if (!previous && this.binds(old)) return false;
          if (previous && old.created_at !== previous.created_at) return false;
          // A replaced charge keeps its own row under an archived key, so its refunds still find it.
          if (old.outcome === 'succeeded')
            await trx
              .updateTable('payment_provider_keys')
              .set({ idempotency_key: `${old.idempotency_key}#${old.charge_id}` })
              .where('idempotency_key', '=', old.idempotency_key)
              .execute();
          else
            await trx
              .deleteFrom('payment_provider_keys')
              .where('idempotency_key', '=', old.idempotency_key)
              .execute();
        }
        try {
          await trx.insertInto('payment_provider_keys').values(row).execute();
          return true;
        } catch (error) {
          if (isUniqueViolation(error)) return false;
          throw error;
        }
      })
      .catch((error: unknown) => {
        if (isUniqueViolation(error)) return false;
        throw error;
      });
  }

  private async byCharge(chargeId: string): Promise<ProviderKeyTable | null> {
    if (!this.db)
      return (
        [...this.memory.values()].find((r) => r.charge_id === chargeId) ??
        this.archived.get(chargeId) ??
        null
      );
    return (
      (await this.db
        .selectFrom('payment_provider_keys')
        .selectAll()
        .where('charge_id', '=', chargeId)
        .executeTakeFirst()) ?? null
    );
  }

  private readonly archived = new Map<string, ProviderKeyTable>();

  private async addRefund(row: ProviderKeyTable, give: number): Promise<boolean> {
    if (!this.db) {
      if (row.refunded_amount + give >= row.amount && row.charge_id)
        this.archived.set(row.charge_id, row);
      row.refunded_amount += give;
      return true;
    }
    const done = await this.db
      .updateTable('payment_provider_keys')
      .set({ refunded_amount: row.refunded_amount + give })
      .where('charge_id', '=', row.charge_id)
      .where('refunded_amount', '=', row.refunded_amount)
      .executeTakeFirst();
    return Number(done.numUpdatedRows) === 1;
  }

  private decide({ card }: ChargeRequest): ChargeResult {
    if (!luhnValid(card.number))
      return { ok: false, code: 'invalid_number', message: 'Your card number is invalid.' };
    const now = this.today();
    const expired =
      card.expYear < now.getUTCFullYear() ||
      (card.expYear === now.getUTCFullYear() && card.expMonth < now.getUTCMonth() + 1);
    if (expired) return { ok: false, code: 'expired_card', message: 'Your card has expired.' };
    const outcome = TEST_CARDS[card.number];
    if (outcome === 'success') return { ok: true, chargeId: newChargeId() };
    if (outcome) return outcome;
    return {
      ok: false,
      code: 'card_declined',
      message: 'Your card was declined: test mode accepts test cards only.',
    };
  }
}

function answerOf(row: ProviderKeyTable): ChargeResult {
  if (row.outcome === 'succeeded' && row.charge_id) return { ok: true, chargeId: row.charge_id };
  return {
    ok: false,
    code: (row.decline_code ?? 'card_declined') as DeclineCode,
    message: row.message ?? 'Your card was declined.',
  };
}

/**
 * The provider named by `PAYMENT_PROVIDER` (default `test`). Add real providers here. The embedded
 * one keeps its idempotency keys in `db` when given, as a hosted provider keeps them on its side.
 */
export function paymentProviderFromEnv(
  env: NodeJS.ProcessEnv,
  db: Db | null = null,
): PaymentProvider {
  const name = (env.PAYMENT_PROVIDER ?? 'test').trim() || 'test';
  if (name === 'test') return new TestPaymentProvider(undefined, db);
  throw new Error(
    `PAYMENT_PROVIDER "${name}" is not available; this build ships "test" only (see README).`,
  );
}
