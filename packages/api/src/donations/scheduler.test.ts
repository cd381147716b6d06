import { TestPaymentProvider } from '../payments/test-provider';
import type { MailMessage } from '../mail/mailer';
import { insertCustomer } from '../test-support/customers';
import { databaseKinds } from '../test-support/databases';
import { GivingService } from './donation-service';
import { fixedCatalogue } from './project-catalogue';
import { createGivingScheduler } from './scheduler';
import { suiteDatabase } from '../test-support/suite';
import { testGift } from '../test-support/gifts';

jest.setTimeout(60_000);

let keys = 0;

describe.each(databaseKinds())('giving scheduler (%s)', (kind) => {
  const database = suiteDatabase(kind);
  let now: Date;
  let payments: TestPaymentProvider;
  let giving: GivingService;
  const mails: MailMessage[] = [];

  beforeEach(() => {
    now = new Date('2027-01-31T09:00:00Z');
    payments = new TestPaymentProvider(() => now);
    mails.length = 0;
    giving = makeService();
  });

  const makeService = () =>
    new GivingService({
      db: database.db,
      payments,
      mailer: { send: async (m) => void mails.push(m) },
      publicUrl: 'https://history.example.org',
      now: () => now,
      catalogue: fixedCatalogue([
        { id: 'season-4-production', kind: 'PROJECT', title: 'Season 4 Production', goal: null },
      ]),
    });
  const scheduler = (service = giving) =>
    createGivingScheduler({
      giving: service,
      mailer: { send: async (m) => void mails.push(m) },
      publicUrl: 'https://history.example.org',
      clock: () => now,
    });

  /** A customer row for the gift to belong to. */
  async function customer(): Promise<string> {
    const id = `c-${kind}-${keys++}-${Date.now()}`;
    return insertCustomer(database.db, id, now);
  }

  async function give(frequency: 'MONTHLY' | 'YEARLY'): Promise<string> {
    const customerId = await customer();
    const result = await giving.donate(
      testGift({
        idempotencyKey: `sched-key-${kind}-${keys++}-${Date.now()}`,
        frequency,
        card: { expYear: 2031 },
      }),
      customerId,
      '127.0.0.1',
    );
    expect(result.userErrors).toEqual([]);
    return result.donation?.recurringId as string;
  }
  const ledger = (id: string) =>
    giving.db
      .selectFrom('giving_donations')
      .select(['period_key', 'created_at'])
      .where('recurring_id', '=', id)
      .orderBy('created_at')
      .execute();
  const schedule = async (id: string) => giving.recurringById(id);
  const events = async (id: string) =>
    (await giving.recurringView((await schedule(id))!)).events.map((e) => e.kind);

  it('charges a monthly gift once a month for three months, on the anchor day clamped to short months', async () => {
    const id = await give('MONTHLY');
    const s = scheduler();
    for (const at of [
      '2027-02-27T10:00:00Z',
      '2027-02-28T09:30:00Z',
      '2027-02-28T12:00:00Z',
      '2027-03-31T09:30:00Z',
    ]) {
      now = new Date(at);
      await s.runOnce();
    }
    expect((await ledger(id)).map((r) => r.period_key)).toEqual(['2027-01', '2027-02', '2027-03']);
    expect((await schedule(id))?.next_charge_at).toBe('2027-04-30T09:00:00.000Z');
    expect(payments.charges.filter((c) => c.idempotencyKey.includes(id))).toHaveLength(2);
  });

  it('after a failed payment mails the donor, retries in 2 days, and recovers with the new card', async () => {
    const id = await give('MONTHLY');
    const row = await schedule(id);
    payments.failSavedCard(row!.payment_method, 'insufficient_funds');
    const s = scheduler();
    now = new Date('2027-02-28T10:00:00Z');
    expect((await s.runOnce()).failed).toBe(1);
    expect((await schedule(id))?.status).toBe('past_due');
    expect(
      mails.filter((m) => m.subject === 'Your recurring gift could not be charged'),
    ).toHaveLength(1);
    now = new Date('2027-03-01T10:00:00Z');
    expect((await s.runOnce()).failed).toBe(0);
    payments.failSavedCard(row!.payment_method, null);
    now = new Date('2027-03-02T11:00:00Z');
    expect((await s.runOnce()).charged).toBe(1);
    const after = await schedule(id);
    expect(after).toMatchObject({
      status: 'active',
      failure_count: 0,
      next_charge_at: '2027-03-31T09:00:00.000Z',
    });
    expect((await ledger(id)).map((r) => r.period_key)).toEqual(['2027-01', '2027-02']);
    expect(await events(id)).toEqual(
      expect.arrayContaining(['payment_failed', 'retry_scheduled', 'recovered']),
    );
  });

  it('cancels after the retries at 2 and 5 days fail, with a mail and every step recorded', async () => {
    const id = await give('MONTHLY');
    payments.failSavedCard((await schedule(id))!.payment_method, 'card_declined');
    const s = scheduler();
    for (const at of ['2027-02-28T10:00:00Z', '2027-03-02T10:00:00Z', '2027-03-05T10:00:00Z']) {
      now = new Date(at);
      await s.runOnce();
    }
    expect(await schedule(id)).toMatchObject({ status: 'cancelled', next_charge_at: null });
    expect((await ledger(id)).map((r) => r.period_key)).toEqual(['2027-01']);
    expect(mails.map((m) => m.subject)).toEqual(
      expect.arrayContaining([
        'Your recurring gift could not be charged',
        'Your recurring gift has been cancelled',
      ]),
    );
    expect((await events(id)).filter((k) => k === 'payment_failed')).toHaveLength(3);
    now = new Date('2027-04-30T10:00:00Z');
    expect((await s.runOnce()).charged).toBe(0);
  });

  it('sends a yearly gift’s renewal notice once, 14 days ahead', async () => {
    const id = await give('YEARLY');
    const s = scheduler();
    now = new Date('2028-01-10T09:00:00Z');
    expect((await s.runOnce()).notices).toBe(0);
    now = new Date('2028-01-18T09:00:00Z');
    expect((await s.runOnce()).notices).toBe(1);
    now = new Date('2028-01-20T09:00:00Z');
    expect((await s.runOnce()).notices).toBe(0);
    expect(mails.filter((m) => m.subject === 'Your yearly gift renews soon')).toHaveLength(1);
    now = new Date('2028-01-31T09:00:00Z');
    // (Monthly gifts of the tests above are due too and charged alongside.)
    expect((await s.runOnce()).charged).toBeGreaterThanOrEqual(1);
    expect((await ledger(id)).map((r) => r.period_key)).toEqual(['2027', '2028']);
  });

  it('two schedulers running at once charge each period once', async () => {
    const ids = [await give('MONTHLY'), await give('MONTHLY'), await give('MONTHLY')];
    const a = scheduler(makeService());
    const b = scheduler(makeService());
    const started = Date.now();
    for (const at of ['2027-02-28T10:00:00Z', '2027-03-31T10:00:00Z', '2027-04-30T10:00:00Z']) {
      now = new Date(at);
      await Promise.all([a.runOnce(), b.runOnce(), a.runOnce(), b.runOnce()]);
    }
    for (const id of ids)
      expect((await ledger(id)).map((r) => r.period_key)).toEqual([
        '2027-01',
        '2027-02',
        '2027-03',
        '2027-04',
      ]);
    const charged = payments.charges.filter((c) => ids.some((id) => c.idempotencyKey.includes(id)));
    expect(charged).toHaveLength(9);
    console.log(
      `giving scheduler (${kind}): 2 schedulers × 3 months × 3 gifts → ${charged.length} charges, none twice, in ${Date.now() - started} ms`,
    );
  });
});
