import { type Kysely, sql } from 'kysely';
import { DeclineGuard } from '../checkout/decline-guard';
import type { MailMessage } from '../mail/mailer';
import { paymentsDb } from '../payments/payment-tables';
import { Reconciler } from '../payments/reconciler';
import { Payments } from '../payments/take-payment';
import { TestPaymentProvider } from '../payments/test-provider';
import { insertCustomer } from '../test-support/customers';
import { databaseKinds, openTestDatabase, type TestDatabase } from '../test-support/databases';
import { testGift } from '../test-support/gifts';
import { createGivingPaymentAttempts } from './donation-migration';
import { GivingService } from './donation-service';
import { fixedCatalogue } from './project-catalogue';
import { recurringPaymentsMigration } from './recurring-payments-migration';
import { createGivingScheduler } from './scheduler';

jest.setTimeout(60_000);

/*
 * Migration 0015 on a database as 0014 left it: giving_payment_attempts (0007's columns) holding a
 * past-due schedule's decline, a schedule's charge left pending by a process that died, and a
 * first gift's row. The database is migrated to the latest first; the old table is put back and
 * 0015 run again on it (its check rebuild keeps what is there, so it may run twice).
 */
describe.each(databaseKinds())('migration 0015_recurring_payments (%s)', (kind) => {
  let database: TestDatabase;
  let now = new Date('2027-01-31T09:00:00Z');
  const clock = () => now;
  const mails: MailMessage[] = [];
  let provider: TestPaymentProvider;
  let giving: GivingService;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    provider = new TestPaymentProvider(clock, database.db);
    giving = new GivingService({
      db: database.db,
      payments: provider,
      mailer: { send: async (m) => void mails.push(m) },
      publicUrl: 'https://history.example.org',
      now: clock,
      catalogue: fixedCatalogue([
        { id: 'season-4-production', kind: 'PROJECT', title: 'Season 4 Production', goal: null },
      ]),
    });
  });
  afterAll(() => database.close());

  let n = 0;
  /** A monthly gift; each expiry month is a kept card of its own (a test can make one fail). */
  async function giveMonthly(expMonth: number): Promise<string> {
    const customerId = `mig-${kind}-${process.pid}-${n++}`;
    await insertCustomer(database.db, customerId, now);
    const result = await giving.donate(
      testGift({
        idempotencyKey: `mig-key-${kind}-${process.pid}-${n++}`,
        frequency: 'MONTHLY',
        card: { expMonth, expYear: 2031 },
      }),
      customerId,
      '127.0.0.1',
    );
    expect(result.userErrors).toEqual([]);
    return result.donation?.recurringId as string;
  }

  /** 0007's table, as it stood until 0015. */
  async function oldLedger() {
    await createGivingPaymentAttempts(database.db as unknown as Kysely<unknown>);
    return (row: Record<string, unknown>) =>
      sql`insert into giving_payment_attempts (id, idempotency_key, recurring_id, period_key, attempt, amount, currency, outcome, decline_code, message, charge_id, created_at, finished_at)
          values (${row.id}, ${row.idempotency_key ?? null}, ${row.recurring_id ?? null}, ${row.period_key ?? null}, ${row.attempt ?? 1}, 1000, 'GBP', ${row.outcome}, ${row.decline_code ?? null}, ${row.message ?? null}, ${row.charge_id ?? null}, ${row.created_at}, ${row.finished_at ?? null})`.execute(
        database.db,
      );
  }

  it('copies schedules’ attempts (retry state, pending charges under their old keys), leaves first gifts’ rows, and drops the table', async () => {
    const pastDue = await giveMonthly(12);
    const crashed = await giveMonthly(11);
    const failedAt = '2027-02-28T10:00:00.000Z';
    // As the old scheduler left them: pastDue's February payment declined (retry on 2 March) …
    const payment = (await giving.recurringById(pastDue))!.payment_method;
    provider.failSavedCard(payment, 'insufficient_funds');
    await database.db
      .withTables<{
        giving_recurring: {
          id: string;
          status: string;
          failure_count: number;
          next_charge_at: string | null;
        };
      }>()
      .updateTable('giving_recurring')
      .set({ status: 'past_due', failure_count: 1, next_charge_at: '2027-03-02T10:00:00.000Z' })
      .where('id', '=', pastDue)
      .execute();
    // … and crashed's February charge taken by the provider, its process dead before it wrote the gift.
    now = new Date(failedAt);
    const crashedCharge = await provider.chargeSaved({
      amount: 1000,
      currency: 'GBP',
      paymentMethod: (await giving.recurringById(crashed))!.payment_method,
      idempotencyKey: `recurring_${crashed}_2027-02_1`,
      description: 'x',
    });
    if (!crashedCharge.ok) throw new Error('the test charge failed');
    const insert = await oldLedger();
    await insert({
      id: `old-${kind}-1`,
      recurring_id: pastDue,
      period_key: '2027-02',
      attempt: 1,
      outcome: 'failed',
      decline_code: 'insufficient_funds',
      message: 'Your card was declined.',
      created_at: failedAt,
      finished_at: failedAt,
    });
    await insert({
      id: `old-${kind}-2`,
      recurring_id: crashed,
      period_key: '2027-02',
      attempt: 1,
      outcome: 'pending',
      created_at: failedAt,
    });
    await insert({
      id: `old-${kind}-3`,
      idempotency_key: 'a-first-gift',
      outcome: 'succeeded',
      charge_id: 'ch_first',
      created_at: '2027-01-31T09:00:00.000Z',
      finished_at: '2027-01-31T09:00:00.000Z',
    });

    await recurringPaymentsMigration.up(database.db as never);

    // (Refusals are counted, not matched with toThrow: better-sqlite3's errors may come from another realm under Jest.)
    const refused = (query: Promise<unknown>) =>
      query.then(
        () => false,
        () => true,
      );
    expect(
      await refused(sql`select count(*) from giving_payment_attempts`.execute(database.db)),
    ).toBe(true);
    // The domain check admits 'recurring' and still refuses what it never named; the provider key stays unique.
    const attempt = (id: string, domain: string, providerKey: string) =>
      sql`insert into payment_attempts (id, domain, domain_key, provider_key, amount, currency, status, payload_json, lease_id, created_at, updated_at)
          values (${id}, ${domain}, 'k', ${providerKey}, 1, 'GBP', 'failed', '{}', 'l', ${failedAt}, ${failedAt})`.execute(
        database.db,
      );
    expect(await refused(attempt(`bogus-${kind}`, 'bogus', `bogus-${kind}`))).toBe(true);
    expect(
      await refused(attempt(`dup-${kind}`, 'recurring', `recurring_${pastDue}_2027-02_1`)),
    ).toBe(true);
    const moved = await paymentsDb(database.db)
      .selectFrom('payment_attempts')
      .selectAll()
      .where('domain', '=', 'recurring')
      .orderBy('domain_key')
      .execute();
    expect(moved).toHaveLength(2);
    expect(moved.find((r) => r.domain_key === pastDue)).toMatchObject({
      id: `old-${kind}-1`,
      status: 'declined',
      provider_key: `recurring_${pastDue}_2027-02_1`,
      decline_code: 'insufficient_funds',
      email: 'ruth@example.org',
      created_at: failedAt,
    });
    expect(moved.find((r) => r.domain_key === crashed)).toMatchObject({
      status: 'pending',
      provider_key: `recurring_${crashed}_2027-02_1`,
      charge_id: null,
    });
    expect(
      await paymentsDb(database.db)
        .selectFrom('payment_attempts')
        .select('id')
        .where('id', '=', `old-${kind}-3`)
        .execute(),
    ).toEqual([]);

    // The pending charge: the reconciler finds it by its old key and writes the gift with that charge, no second charge.
    now = new Date(Date.parse(failedAt) + 3 * 60_000);
    const reconciler = new Reconciler(
      new Payments(database.db, provider, new DeclineGuard(null), clock),
      { gift: giving.giftCompleter(), recurring: giving.recurringCompleter() },
    );
    expect(await reconciler.run()).toMatchObject({ completed: 1, refunded: 0 });
    const gifts = (id: string) =>
      giving.db
        .selectFrom('giving_donations')
        .select(['period_key', 'charge_id'])
        .where('recurring_id', '=', id)
        .orderBy('period_key')
        .execute();
    expect((await gifts(crashed)).find((g) => g.period_key === '2027-02')?.charge_id).toBe(
      crashedCharge.chargeId,
    );

    // The past-due gift keeps its retry state: the second try is for February, and the last runs 5 days after the first failure.
    const scheduler = createGivingScheduler({
      giving,
      publicUrl: 'https://history.example.org',
      clock,
    });
    now = new Date('2027-03-02T11:00:00Z');
    expect(await scheduler.runOnce()).toMatchObject({ failed: 1, cancelled: 0 });
    expect(await giving.recurringById(pastDue)).toMatchObject({
      status: 'past_due',
      failure_count: 2,
      next_charge_at: '2027-03-05T10:00:00.000Z',
    });
    provider.failSavedCard(payment, null);
    now = new Date('2027-03-05T11:00:00Z');
    expect(await scheduler.runOnce()).toMatchObject({ charged: 1 });
    expect((await gifts(pastDue)).map((g) => g.period_key)).toEqual(['2027-01', '2027-02']);
    expect(
      (await giving.recurringAttempts(pastDue)).map((a) => [a.period, a.attempt, a.status]),
    ).toEqual([
      ['2027-02', 1, 'declined'],
      ['2027-02', 2, 'declined'],
      ['2027-02', 3, 'completed'],
    ]);
  });
});
