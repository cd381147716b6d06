import { databaseKinds } from '../test-support/databases';
import type { BookingView, TourService } from '../tours/tour-service';
import { paymentsDb } from './payment-tables';
import type { ChargeRequest, ConfirmResult, PaymentProvider } from './provider';
import {
  areasWith,
  bookingInput as sharedBookingInput,
  giftInput as sharedGiftInput,
  testCard,
} from './test-areas';
import { TestPaymentProvider } from './test-provider';
import { suiteDatabase } from '../test-support/suite';
import { DiesAfterCharge, DiesBeforeCharge } from '../test-support/dying-providers';
import { recordingMailer } from '../test-support/mailbox';

jest.setTimeout(60_000);

/*
 * A process that dies mid-payment, simulated in one test process: its provider takes the charge
 * (or not) and its answer never comes back, so nothing after the charge runs. A "restart" is new
 * services and a new provider instance on the same database.
 */
const START = new Date('2026-11-25T10:00:00Z');

let counter = 0;
const newKey = (prefix: string) => `${prefix}-${process.pid}-${Date.now()}-${counter++}`;
const card = testCard('4242424242424242', START.getUTCFullYear() + 3);
const giftInput = (key: string) => sharedGiftInput(key, card);

describe.each(databaseKinds())('payments across a crash (%s)', (kind) => {
  const database = suiteDatabase(kind);
  let now = START;
  const clock = () => now;
  const { mails, mailer } = recordingMailer();
  beforeEach(() => {
    now = new Date(START.getTime() + counter * 3_600_000);
    mails.length = 0;
  });

  /** One server process's services on the shared database. */
  const processWith = (provider: PaymentProvider) =>
    areasWith({ db: database.db, provider, mailer, clock });

  const db = () => paymentsDb(database.db);
  const providerRows = (key: string) =>
    db()
      .selectFrom('payment_provider_keys')
      .selectAll()
      .where('idempotency_key', 'like', `${key}%`)
      .execute();
  const attempts = (key: string) =>
    db().selectFrom('payment_attempts').selectAll().where('domain_key', '=', key).execute();
  /** Waits until the dying process has written what it writes before it dies. */
  async function until(check: () => Promise<boolean>) {
    for (let i = 0; i < 400 && !(await check()); i++) await new Promise((r) => setTimeout(r, 10));
    expect(await check()).toBe(true);
  }
  const later = (ms: number) => {
    now = new Date(now.getTime() + ms);
  };

  async function giftDiesAfterCharge(key: string) {
    void processWith(new DiesAfterCharge(clock, database.db)).giving.donate(
      giftInput(key),
      null,
      '127.0.0.1',
    );
    await until(async () => (await providerRows(`gift_${key}`)).length === 1);
  }
  const donationsCharged = async (chargeId: string) =>
    (
      await database.db
        .withTables<{ giving_donations: { charge_id: string } }>()
        .selectFrom('giving_donations')
        .select('charge_id')
        .where('charge_id', '=', chargeId)
        .execute()
    ).length;

  it('a gift retried after a crash and a restart is answered with the first charge, never a second', async () => {
    const key = newKey('gift');
    await giftDiesAfterCharge(key);
    later(61_000);
    const restarted = processWith(new TestPaymentProvider(clock, database.db));
    const answer = await restarted.giving.donate(giftInput(key), null, '127.0.0.2');
    expect(answer.userErrors).toEqual([]);
    const charges = await providerRows(`gift_${key}`);
    expect(charges).toHaveLength(1);
    expect(await attempts(key)).toMatchObject([
      { status: 'completed', charge_id: charges[0]!.charge_id, resolved_by: 'request' },
    ]);
    expect(await donationsCharged(charges[0]!.charge_id!)).toBe(1);
  });

  it('a gift left behind by a crash is written by the reconciler and mailed; a retry then replays it without charging', async () => {
    const key = newKey('gift');
    await giftDiesAfterCharge(key);
    later(2 * 60_000 + 1_000);
    const restarted = processWith(new TestPaymentProvider(clock, database.db));
    expect(await restarted.reconciler.run()).toMatchObject({ completed: 1, refunded: 0 });
    const [attempt] = await attempts(key);
    expect(attempt).toMatchObject({ status: 'completed', resolved_by: 'reconciler' });
    expect(await donationsCharged(attempt!.charge_id!)).toBe(1);
    expect(mails.map((m) => m.to)).toContain('katharina@example.org');
    const retry = await restarted.giving.donate(giftInput(key), null, '127.0.0.2');
    expect(retry.userErrors).toEqual([]);
    expect(await providerRows(`gift_${key}`)).toHaveLength(1);
    expect(await restarted.reconciler.run()).toMatchObject({
      completed: 0,
      refunded: 0,
      failed: 0,
    });
  });

  it('an attempt whose charge never reached the provider is marked failed, its payer told nothing was charged', async () => {
    const key = newKey('gift');
    void processWith(new DiesBeforeCharge(clock, database.db)).giving.donate(
      giftInput(key),
      null,
      '127.0.0.1',
    );
    await until(async () => (await attempts(key)).length === 1);
    later(2 * 60_000 + 1_000);
    const restarted = processWith(new TestPaymentProvider(clock, database.db));
    expect(await restarted.reconciler.run()).toMatchObject({ failed: 1 });
    expect(await attempts(key)).toMatchObject([{ status: 'failed', charge_id: null }]);
    expect(await providerRows(`gift_${key}`)).toHaveLength(0);
    expect(mails).toEqual([
      expect.objectContaining({
        to: 'katharina@example.org',
        subject: 'Your payment was not completed',
      }),
    ]);
    const retry = await restarted.giving.donate(giftInput(key), null, '127.0.0.2');
    expect(retry.userErrors).toEqual([expect.objectContaining({ code: 'PROCESSING_ERROR' })]);
    expect(await providerRows(`gift_${key}`)).toHaveLength(0);
  });

  const client = { address: '127.0.0.1', customerId: null };
  async function holdSeat(tours: TourService) {
    const { hold, userErrors } = await tours.createHold(
      { departureId: 'crash-tour-2027-09-06', travellers: 1, singleRooms: 1, doubleRooms: 0 },
      client,
    );
    expect(userErrors).toEqual([]);
    return hold!;
  }
  const bookingInput = (key: string, hold: { id: string; token: string }) =>
    sharedBookingInput(key, hold, card);

  async function bookingDiesAfterCharge(key: string) {
    const dying = processWith(new DiesAfterCharge(clock, database.db));
    const hold = await holdSeat(dying.tours);
    const input = bookingInput(key, hold);
    void dying.tours.book(input, null, client);
    await until(async () => (await providerRows(`tour_book_${key}`)).length === 1);
    return { input, holdId: hold.id };
  }
  const bookingsCharged = async (chargeId: string) =>
    (
      await database.db
        .withTables<{ tour_payments: { charge_id: string } }>()
        .selectFrom('tour_payments')
        .select('charge_id')
        .where('charge_id', '=', chargeId)
        .execute()
    ).length;

  it('a booking left behind while its hold is active is written by the reconciler; a retry replays it without charging', async () => {
    const key = newKey('book');
    const { input } = await bookingDiesAfterCharge(key);
    later(2 * 60_000 + 1_000);
    const restarted = processWith(new TestPaymentProvider(clock, database.db));
    expect(await restarted.reconciler.run()).toMatchObject({ completed: 1 });
    const [attempt] = await attempts(key);
    expect(attempt).toMatchObject({
      domain: 'booking',
      status: 'completed',
      amount: 50_000,
      currency: 'USD',
    });
    expect(await bookingsCharged(attempt!.charge_id!)).toBe(1);
    const retry = await restarted.tours.book(input, null, {
      address: '127.0.0.2',
      customerId: null,
    });
    expect(retry.userErrors).toEqual([]);
    expect(retry.booking).toMatchObject({ status: 'CONFIRMED' });
    expect(await providerRows(`tour_book_${key}`)).toHaveLength(1);
  });

  it('a booking whose hold was released before the reconciler came is refunded, its payer mailed, and a retry charges nothing', async () => {
    const key = newKey('book');
    const { input } = await bookingDiesAfterCharge(key);
    later(16 * 60_000); // past the 15-minute hold
    const restarted = processWith(new TestPaymentProvider(clock, database.db));
    expect(await restarted.tours.expireHolds()).toBeGreaterThanOrEqual(1);
    expect(await restarted.reconciler.run()).toMatchObject({ completed: 0, refunded: 1 });
    const [attempt] = await attempts(key);
    expect(attempt).toMatchObject({ status: 'refunded', resolved_by: 'reconciler' });
    const [charge] = await providerRows(`tour_book_${key}`);
    expect(charge).toMatchObject({
      charge_id: attempt!.charge_id,
      refunded_amount: 50_000,
      amount: 50_000,
    });
    expect(await bookingsCharged(attempt!.charge_id!)).toBe(0);
    expect(mails).toEqual([
      expect.objectContaining({
        to: 'martin@example.org',
        subject: 'Your payment has been refunded',
      }),
    ]);
    const retry = await restarted.tours.book(input, null, {
      address: '127.0.0.2',
      customerId: null,
    });
    expect(retry.booking).toBeNull();
    expect(await providerRows(`tour_book_${key}`)).toHaveLength(1);
  });

  /** A booking with its deposit paid (3,650.00 USD, 500.00 paid): its access and the balance's input. */
  async function depositBooking() {
    const { tours } = processWith(new TestPaymentProvider(clock, database.db));
    const made = await tours.book(
      bookingInput(newKey('book'), await holdSeat(tours)),
      null,
      client,
    );
    expect(made.userErrors).toEqual([]);
    await tours.idle();
    mails.length = 0;
    const view = made.booking!;
    const access = {
      reference: view.reference,
      token: new URL(view.confirmationUrl).searchParams.get('token'),
    };
    const key = newKey('balance');
    return { id: view.id, access, key, input: { idempotencyKey: key, access, card } };
  }
  const balanceLines = (bookingId: string) =>
    database.db
      .withTables<{
        tour_payments: { booking_id: string; kind: string; amount: number; charge_id: string };
      }>()
      .selectFrom('tour_payments')
      .select(['kind', 'amount', 'charge_id'])
      .where('booking_id', '=', bookingId)
      .where('kind', '=', 'balance')
      .execute();
  const bookingRow = (id: string) =>
    database.db
      .withTables<{ tour_bookings: { id: string; status: string; paid: number; total: number } }>()
      .selectFrom('tour_bookings')
      .select(['status', 'paid', 'total'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();

  it('a balance payment is in the ledger before its charge and completed with the booking paid', async () => {
    const { id, key, input } = await depositBooking();
    const seen: string[] = [];
    /** Looks at the ledger when the provider is asked. */
    class Witness extends TestPaymentProvider {
      override async confirm(request: ChargeRequest): Promise<ConfirmResult> {
        const row = await db()
          .selectFrom('payment_attempts')
          .select('status')
          .where('provider_key', '=', request.idempotencyKey)
          .executeTakeFirst();
        seen.push(row?.status ?? 'none');
        return super.confirm(request);
      }
    }
    const { tours } = processWith(new Witness(clock, database.db));
    const paid = await tours.payBalance(input, null, client);
    expect(paid.userErrors).toEqual([]);
    expect(paid.booking).toMatchObject({ status: 'PAID', balance: { amount: '0.00' } });
    expect(seen).toEqual(['pending']);
    const [attempt] = await attempts(key);
    expect(attempt).toMatchObject({
      domain: 'balance',
      status: 'completed',
      resolved_by: 'request',
      provider_key: `tour_balance_${key}`,
      amount: 315_000,
      currency: 'USD',
      email: 'martin@example.org',
    });
    expect(await balanceLines(id)).toEqual([
      { kind: 'balance', amount: 315_000, charge_id: attempt!.charge_id },
    ]);
    await tours.idle();
    expect(mails.map((m) => m.subject)).toEqual([expect.stringMatching(/^Payment received: TB-/)]);
  });

  it('a balance payment whose booking is cancelled while the card is charged is refunded, never recorded', async () => {
    const { id, access, key, input } = await depositBooking();
    /** The booking is cancelled by someone else while the provider takes the charge. */
    class CancelledMeanwhile extends TestPaymentProvider {
      override async confirm(request: ChargeRequest): Promise<ConfirmResult> {
        const result = await super.confirm(request);
        const other = processWith(new TestPaymentProvider(clock, database.db)).tours;
        const quote = (await other.booking(access, null)) as BookingView;
        await other.cancel(
          { access, expectedRefund: quote.cancellationQuote!.refund.amount },
          null,
        );
        await other.idle();
        return result;
      }
    }
    const { tours } = processWith(new CancelledMeanwhile(clock, database.db));
    const paid = await tours.payBalance(input, null, client);
    expect(paid.booking).toBeNull();
    expect(paid.userErrors).toEqual([expect.objectContaining({ code: 'PROCESSING_ERROR' })]);
    const [attempt] = await attempts(key);
    expect(attempt).toMatchObject({ status: 'refunded', resolved_by: 'request' });
    const [charge] = await providerRows(`tour_balance_${key}`);
    expect(charge).toMatchObject({ amount: 315_000, refunded_amount: 315_000 });
    expect(await balanceLines(id)).toEqual([]);
    expect(await bookingRow(id)).toMatchObject({ status: 'cancelled', paid: 50_000 });
  });

  it('a balance payment left behind by a crash is recorded by the reconciler and mailed; a retry replays it without charging', async () => {
    const { id, key, input } = await depositBooking();
    void processWith(new DiesAfterCharge(clock, database.db)).tours.payBalance(input, null, client);
    await until(async () => (await providerRows(`tour_balance_${key}`)).length === 1);
    later(2 * 60_000 + 1_000);
    const restarted = processWith(new TestPaymentProvider(clock, database.db));
    expect(await restarted.reconciler.run()).toMatchObject({ completed: 1, refunded: 0 });
    const [attempt] = await attempts(key);
    expect(attempt).toMatchObject({
      domain: 'balance',
      status: 'completed',
      resolved_by: 'reconciler',
    });
    expect(await balanceLines(id)).toEqual([
      { kind: 'balance', amount: 315_000, charge_id: attempt!.charge_id },
    ]);
    expect(await bookingRow(id)).toMatchObject({ status: 'paid', paid: 365_000, total: 365_000 });
    await restarted.tours.idle();
    expect(mails).toEqual([
      expect.objectContaining({
        to: 'martin@example.org',
        subject: expect.stringMatching(/^Payment received: TB-/),
      }),
    ]);
    const retry = await restarted.tours.payBalance(input, null, {
      address: '127.0.0.2',
      customerId: null,
    });
    expect(retry.userErrors).toEqual([]);
    expect(retry.booking).toMatchObject({ status: 'PAID' });
    expect(await providerRows(`tour_balance_${key}`)).toHaveLength(1);
    expect(await restarted.reconciler.run()).toMatchObject({ completed: 0, refunded: 0 });
  });

  it('a balance payment left behind whose booking was cancelled before the reconciler came is refunded, its payer mailed, and a retry charges nothing', async () => {
    const { id, access, key, input } = await depositBooking();
    void processWith(new DiesAfterCharge(clock, database.db)).tours.payBalance(input, null, client);
    await until(async () => (await providerRows(`tour_balance_${key}`)).length === 1);
    later(2 * 60_000 + 1_000);
    const restarted = processWith(new TestPaymentProvider(clock, database.db));
    const quote = (await restarted.tours.booking(access, null)) as BookingView;
    const cancelled = await restarted.tours.cancel(
      { access, expectedRefund: quote.cancellationQuote!.refund.amount },
      null,
    );
    expect(cancelled.userErrors).toEqual([]);
    await restarted.tours.idle();
    mails.length = 0;
    expect(await restarted.reconciler.run()).toMatchObject({ completed: 0, refunded: 1 });
    const [attempt] = await attempts(key);
    expect(attempt).toMatchObject({
      domain: 'balance',
      status: 'refunded',
      resolved_by: 'reconciler',
    });
    const [charge] = await providerRows(`tour_balance_${key}`);
    expect(charge).toMatchObject({
      charge_id: attempt!.charge_id,
      amount: 315_000,
      refunded_amount: 315_000,
    });
    expect(await balanceLines(id)).toEqual([]);
    expect(await bookingRow(id)).toMatchObject({ status: 'cancelled', paid: 50_000 });
    expect(mails).toEqual([
      expect.objectContaining({
        to: 'martin@example.org',
        subject: 'Your payment has been refunded',
      }),
    ]);
    const retry = await restarted.tours.payBalance(input, null, {
      address: '127.0.0.2',
      customerId: null,
    });
    expect(retry.booking).toBeNull();
    expect(retry.userErrors).toEqual([expect.objectContaining({ code: 'PROCESSING_ERROR' })]);
    expect(await providerRows(`tour_balance_${key}`)).toHaveLength(1);
  });
});
