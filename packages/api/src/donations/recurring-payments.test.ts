import { DeclineGuard } from '../checkout/decline-guard';
import { paymentsDb } from '../payments/payment-tables';
import type { ChargeResult, PaymentProvider, SavedChargeRequest } from '../payments/provider';
import { Reconciler } from '../payments/reconciler';
import { Payments } from '../payments/take-payment';
import { TestPaymentProvider } from '../payments/test-provider';
import { insertCustomer } from '../test-support/customers';
import { databaseKinds } from '../test-support/databases';
import { GivingService } from './donation-service';
import { fixedCatalogue } from './project-catalogue';
import { createGivingScheduler } from './scheduler';
import { suiteDatabase } from '../test-support/suite';
import { DiesAfterSavedCharge, DiesBeforeSavedCharge } from '../test-support/dying-providers';
import { testGift } from '../test-support/gifts';
import { attemptsOf } from '../test-support/rows';
import { recordingMailer } from '../test-support/mailbox';

jest.setTimeout(60_000);

/*
 * Recurring gifts' later periods on the shared payments ledger (issue 27): the attempt before the
 * charge, the gift in the transaction that completes it, and a charge whose process died completed
 * by the reconciler, once. A process that dies is simulated as in payments/reconciler.test.ts: its
 * provider takes the charge and its answer never comes back; a "restart" is new services and a new
 * provider instance on the same database (the provider keeps its keys there).
 */
const PUBLIC = 'https://history.example.org';
const START = new Date('2027-01-31T09:00:00Z');

let counter = 0;

describe.each(databaseKinds())('recurring gifts on the payments ledger (%s)', (kind) => {
  const database = suiteDatabase(kind);
  let now = START;
  const clock = () => now;
  const { mails, mailer } = recordingMailer();

  beforeEach(() => {
    // Each test in an earlier year than the one before, so no earlier test's schedule is due in a later one.
    now = new Date(Date.UTC(2090 - counter, 0, 31, 9));
    mails.length = 0;
  });

  /** One server process's services on the shared database. */
  function processWith(provider: PaymentProvider) {
    const giving = new GivingService({
      db: database.db,
      payments: provider,
      mailer,
      publicUrl: PUBLIC,
      now: clock,
      catalogue: fixedCatalogue([
        { id: 'season-4-production', kind: 'PROJECT', title: 'Season 4 Production', goal: null },
      ]),
    });
    const reconciler = new Reconciler(
      new Payments(database.db, provider, new DeclineGuard(null), clock),
      { gift: giving.giftCompleter(), recurring: giving.recurringCompleter() },
      mailer,
    );
    const scheduler = createGivingScheduler({ giving, mailer, publicUrl: PUBLIC, clock });
    return { giving, reconciler, scheduler };
  }

  const db = () => paymentsDb(database.db);
  const attempts = (scheduleId: string) => attemptsOf(database.db, 'recurring', scheduleId);
  /** The provider's charges under a schedule's keys (a charge given back and replaced keeps its row under an archived key). */
  const providerRows = (scheduleId: string) =>
    db()
      .selectFrom('payment_provider_keys')
      .selectAll()
      .where('idempotency_key', 'like', `recurring_${scheduleId}%`)
      .execute();
  const gifts = (scheduleId: string) =>
    database.db
      .withTables<{
        giving_donations: {
          recurring_id: string | null;
          period_key: string | null;
          charge_id: string;
        };
      }>()
      .selectFrom('giving_donations')
      .select(['period_key', 'charge_id'])
      .where('recurring_id', '=', scheduleId)
      .orderBy('period_key')
      .execute();
  const later = (ms: number) => {
    now = new Date(now.getTime() + ms);
  };
  async function until(check: () => Promise<boolean>) {
    for (let i = 0; i < 400 && !(await check()); i++) await new Promise((r) => setTimeout(r, 10));
    expect(await check()).toBe(true);
  }

  /** A signed-in donor's monthly gift, made now; returns the schedule's id. */
  async function giveMonthly(giving: GivingService): Promise<string> {
    const customerId = await customer();
    const result = await giving.donate(
      monthlyInput(`recurring-ledger-${kind}-${process.pid}-${counter++}`),
      customerId,
      '127.0.0.1',
    );
    expect(result.userErrors).toEqual([]);
    return result.donation?.recurringId as string;
  }
  const monthlyInput = (idempotencyKey: string) =>
    testGift({ idempotencyKey, frequency: 'MONTHLY', card: { expYear: now.getUTCFullYear() + 4 } });
  async function customer(): Promise<string> {
    const customerId = `c-${kind}-${process.pid}-${counter++}`;
    return insertCustomer(database.db, customerId, now);
  }
  const february = () => `${now.getUTCFullYear()}-02`;
  /** An hour after the schedule's February date (the 28th or, in a leap year, the 29th). */
  async function dueInFebruary(giving: GivingService, id: string) {
    now = new Date(
      Date.parse((await giving.recurringById(id))?.next_charge_at as string) + 3_600_000,
    );
    expect(now.getUTCMonth()).toBe(1);
  }

  /** Every key charged at most once, and what was charged and kept (not given back) for the schedule. */
  async function charges(scheduleId: string) {
    const rows = await providerRows(scheduleId);
    const perKey = new Map<string, number>();
    for (const r of rows.filter((r) => r.outcome === 'succeeded')) {
      const key = r.idempotency_key.split('#')[0] as string;
      perKey.set(key, (perKey.get(key) ?? 0) + 1);
    }
    const kept = rows.filter((r) => r.outcome === 'succeeded' && r.refunded_amount < r.amount);
    return { maxPerKey: Math.max(0, ...perKey.values()), kept };
  }

  it('a period’s charge writes its attempt before the provider is asked and completes it with the period’s gift', async () => {
    const seen: Array<string | undefined> = [];
    class Watching extends TestPaymentProvider {
      override async chargeSaved(request: SavedChargeRequest): Promise<ChargeResult> {
        const row = await db()
          .selectFrom('payment_attempts')
          .select('status')
          .where('provider_key', '=', request.idempotencyKey)
          .executeTakeFirst();
        seen.push(row?.status);
        return super.chargeSaved(request);
      }
    }
    const server = processWith(new Watching(clock, database.db));
    const id = await giveMonthly(server.giving);
    seen.length = 0; // the first gift's charge (domain 'gift')
    await dueInFebruary(server.giving, id);
    expect(await server.scheduler.runOnce()).toMatchObject({ charged: 1 });
    expect(seen).toEqual(['pending']);
    const [gift] = (await gifts(id)).filter((g) => g.period_key === february());
    const rows = await attempts(id);
    expect(rows).toEqual([
      expect.objectContaining({
        status: 'completed',
        resolved_by: 'request',
        provider_key: `recurring_${id}_${february()}_1`,
        charge_id: gift?.charge_id,
        amount: 1000,
        currency: 'GBP',
        email: 'ruth@example.org',
      }),
    ]);
    expect(JSON.parse(rows[0]!.payload_json)).toMatchObject({
      scheduleId: id,
      period: february(),
      attempt: 1,
    });
  });

  it('a period whose process died after the charge is completed by the reconciler exactly once, and never charged again', async () => {
    const first = processWith(new TestPaymentProvider(clock, database.db));
    const id = await giveMonthly(first.giving);
    await dueInFebruary(first.giving, id);
    void processWith(new DiesAfterSavedCharge(clock, database.db)).scheduler.runOnce();
    await until(async () => (await providerRows(id)).length === 1);
    expect(await attempts(id)).toMatchObject([{ status: 'pending' }]);
    expect((await gifts(id)).map((g) => g.period_key)).not.toContain(february());

    const receipts = () => mails.filter((m) => m.subject.startsWith('Your gift receipt')).length;
    const receiptsBefore = receipts();
    later(2 * 60_000 + 1_000);
    const [a, b] = [
      processWith(new TestPaymentProvider(clock, database.db)),
      processWith(new TestPaymentProvider(clock, database.db)),
    ];
    const summaries = await Promise.all([
      a.reconciler.run(),
      b.reconciler.run(),
      a.reconciler.run(),
    ]);
    expect(summaries.reduce((n, s) => n + s.completed, 0)).toBe(1);
    expect(summaries.reduce((n, s) => n + s.refunded + s.failed, 0)).toBe(0);
    const [attempt] = await attempts(id);
    expect(attempt).toMatchObject({ status: 'completed', resolved_by: 'reconciler' });
    const periodGifts = (await gifts(id)).filter((g) => g.period_key === february());
    expect(periodGifts).toEqual([expect.objectContaining({ charge_id: attempt!.charge_id })]);
    expect(receipts() - receiptsBefore).toBe(1);
    expect((await a.giving.recurringById(id))?.next_charge_at).toBe(
      `${now.getUTCFullYear()}-03-31T09:00:00.000Z`,
    );

    // After the scheduler's claim lapses nothing is due for February; March is charged as usual.
    later(15 * 60_000);
    expect(await a.scheduler.runOnce()).toMatchObject({ charged: 0 });
    now = new Date(`${now.getUTCFullYear()}-03-31T10:00:00Z`);
    expect(await b.scheduler.runOnce()).toMatchObject({ charged: 1 });
    const { maxPerKey, kept } = await charges(id);
    expect(maxPerKey).toBeLessThanOrEqual(1);
    expect(kept).toHaveLength(2); // February and March, one charge each
    const year = now.getUTCFullYear();
    expect((await gifts(id)).map((g) => g.period_key)).toEqual([
      `${year}-01`,
      `${year}-02`,
      `${year}-03`,
    ]);
  });

  it('a reconciler and a restarted scheduler racing over a charge whose process died charge its key at most once and write the period once', async () => {
    const first = processWith(new TestPaymentProvider(clock, database.db));
    const ids = [
      await giveMonthly(first.giving),
      await giveMonthly(first.giving),
      await giveMonthly(first.giving),
    ];
    await dueInFebruary(first.giving, ids[0]!);
    // Three processes, each dying in the charge of the first schedule it claims.
    for (const _ of ids)
      void processWith(new DiesAfterSavedCharge(clock, database.db)).scheduler.runOnce();
    await until(async () =>
      (await Promise.all(ids.map(providerRows))).every((rows) => rows.length === 1),
    );
    // Past the scheduler's claim (10 minutes) and the reconciler's deadline (2): both come for them at once.
    later(11 * 60_000);
    const [a, b] = [
      processWith(new TestPaymentProvider(clock, database.db)),
      processWith(new TestPaymentProvider(clock, database.db)),
    ];
    await Promise.all([
      a.reconciler.run(),
      b.scheduler.runOnce(),
      b.reconciler.run(),
      a.scheduler.runOnce(),
    ]);
    for (const id of ids) {
      const periodGifts = (await gifts(id)).filter((g) => g.period_key === february());
      expect(periodGifts).toHaveLength(1);
      const { maxPerKey, kept } = await charges(id);
      expect(maxPerKey).toBeLessThanOrEqual(1);
      expect(kept.map((k) => k.charge_id)).toEqual([periodGifts[0]!.charge_id]);
      const rows = await attempts(id);
      expect(rows.filter((r) => r.status === 'completed')).toEqual([
        expect.objectContaining({ charge_id: periodGifts[0]!.charge_id }),
      ]);
      expect(rows.every((r) => r.status === 'completed' || r.status === 'refunded')).toBe(true);
    }
  });

  it('a period whose charge never reached the provider is marked failed by the reconciler and charged once by the scheduler under a new key', async () => {
    const first = processWith(new TestPaymentProvider(clock, database.db));
    const id = await giveMonthly(first.giving);
    await dueInFebruary(first.giving, id);
    void processWith(new DiesBeforeSavedCharge(clock, database.db)).scheduler.runOnce();
    await until(async () => (await attempts(id)).length === 1);
    later(2 * 60_000 + 1_000);
    const restarted = processWith(new TestPaymentProvider(clock, database.db));
    expect(await restarted.reconciler.run()).toMatchObject({ failed: 1 });
    expect(await providerRows(id)).toHaveLength(0);
    later(10 * 60_000);
    expect(await restarted.scheduler.runOnce()).toMatchObject({ charged: 1, failed: 0 });
    expect((await attempts(id)).map((r) => [r.status, r.provider_key])).toEqual([
      ['failed', `recurring_${id}_${february()}_1`],
      ['completed', `recurring_${id}_${february()}_2`],
    ]);
    expect((await restarted.giving.recurringById(id))?.failure_count).toBe(0);
    expect((await gifts(id)).filter((g) => g.period_key === february())).toHaveLength(1);
  });

  it('a first monthly gift whose process died after the charge is written by the reconciler with its schedule and kept card; a retry replays it', async () => {
    const customerId = await customer();
    const key = `first-${kind}-${process.pid}-${counter++}`;
    void processWith(new DiesAfterSavedCharge(clock, database.db)).giving.donate(
      monthlyInput(key),
      customerId,
      '127.0.0.1',
    );
    await until(
      async () =>
        (
          await db()
            .selectFrom('payment_provider_keys')
            .select('charge_id')
            .where('idempotency_key', '=', `gift_${key}`)
            .execute()
        ).length === 1,
    );
    later(2 * 60_000 + 1_000);
    const restarted = processWith(new TestPaymentProvider(clock, database.db));
    expect(await restarted.reconciler.run()).toMatchObject({
      completed: 1,
      refunded: 0,
      failed: 0,
    });
    const [attempt] = await db()
      .selectFrom('payment_attempts')
      .selectAll()
      .where('domain', '=', 'gift')
      .where('domain_key', '=', key)
      .execute();
    expect(attempt).toMatchObject({ status: 'completed', resolved_by: 'reconciler' });
    const schedules = await restarted.giving.recurringFor(customerId);
    expect(schedules).toEqual([
      expect.objectContaining({ status: 'ACTIVE', cardLast4: '4242', frequency: 'MONTHLY' }),
    ]);
    expect((await restarted.giving.recurringById(schedules[0]!.id))?.payment_method).toMatch(
      /^pm_test_success_4242_/,
    );
    const retry = await restarted.giving.donate(monthlyInput(key), customerId, '127.0.0.2');
    expect(retry.userErrors).toEqual([]);
    expect(retry.donation).toMatchObject({ recurringId: schedules[0]!.id });
    expect(
      await db()
        .selectFrom('payment_provider_keys')
        .select('charge_id')
        .where('idempotency_key', 'like', `gift_${key}%`)
        .execute(),
    ).toEqual([{ charge_id: attempt!.charge_id }]);
  });
});
