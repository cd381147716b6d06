import { databaseKinds } from '../test-support/databases';
import { paymentsDb } from './payment-tables';
import { PROVIDER_KEY_TTL_MS, TestPaymentProvider } from './test-provider';
import { suiteDatabase } from '../test-support/suite';

const card = (number: string) => ({
  number,
  expMonth: 12,
  expYear: 2031,
  cvc: '123',
  name: 'K Zell',
});
const ask = (key: string, number = '4242424242424242', amount = 2500) => ({
  amount,
  currency: 'GBP',
  card: card(number),
  idempotencyKey: key,
  description: 'test',
});

describe.each(databaseKinds())(
  'the embedded provider keeps its idempotency keys in the database (%s)',
  (kind) => {
    const database = suiteDatabase(kind);
    let now = new Date('2026-11-25T10:00:00Z');
    const clock = () => now;
    const rows = (key: string) =>
      paymentsDb(database.db)
        .selectFrom('payment_provider_keys')
        .selectAll()
        .where('idempotency_key', '=', key)
        .execute();

    it('a key retried after a restart answers with its first charge, as Stripe does, and charges nothing more', async () => {
      const first = await new TestPaymentProvider(clock, database.db).charge(ask('restart-key-1'));
      const restarted = new TestPaymentProvider(clock, database.db);
      const again = await restarted.charge(ask('restart-key-1'));
      expect(first.ok && again).toEqual(first);
      expect(restarted.charges).toEqual([]);
      expect(await rows('restart-key-1')).toHaveLength(1);
      expect(await restarted.retrieve('restart-key-1')).toEqual({
        status: 'succeeded',
        chargeId: first.ok ? first.chargeId : '',
        amount: 2500,
        currency: 'GBP',
      });
    });

    it('concurrent charges with one key over two instances make one charge', async () => {
      const [a, b] = [
        new TestPaymentProvider(clock, database.db),
        new TestPaymentProvider(clock, database.db),
      ];
      const answers = await Promise.all(
        Array.from({ length: 8 }, (_, i) => (i % 2 ? a : b).charge(ask('race-key-1'))),
      );
      expect(new Set(answers.map((r) => (r.ok ? r.chargeId : 'declined'))).size).toBe(1);
      expect(a.charges.length + b.charges.length).toBe(1);
    });

    it('remembers a decline for the same card across a restart; another card is tried afresh', async () => {
      const declined = await new TestPaymentProvider(clock, database.db).charge(
        ask('decline-key-1', '4000000000000002'),
      );
      expect(declined).toMatchObject({ ok: false, code: 'card_declined' });
      const restarted = new TestPaymentProvider(clock, database.db);
      expect(await restarted.retrieve('decline-key-1')).toMatchObject({
        status: 'declined',
        code: 'card_declined',
      });
      expect(await restarted.charge(ask('decline-key-1', '4000000000000002'))).toEqual(declined);
      expect(await restarted.charge(ask('decline-key-1'))).toMatchObject({ ok: true });
      expect(await restarted.retrieve('never-used-key')).toEqual({ status: 'unknown' });
    });

    it('refunds a charge made before a restart, once; a key lapses after 24 hours', async () => {
      const first = await new TestPaymentProvider(clock, database.db).charge(ask('refund-key-1'));
      if (!first.ok) throw new Error('not charged');
      const restarted = new TestPaymentProvider(clock, database.db);
      await restarted.refund(first.chargeId, 1000, 'refund-once');
      await restarted.refund(first.chargeId, 1000, 'refund-once');
      expect(await rows('refund-key-1')).toMatchObject([{ refunded_amount: 1000 }]);
      await expect(restarted.refund(first.chargeId, 2000)).rejects.toThrow(/exceeds/);
      now = new Date(now.getTime() + PROVIDER_KEY_TTL_MS + 1000);
      expect(await restarted.retrieve('refund-key-1')).toEqual({ status: 'unknown' });
      const fresh = await restarted.charge(ask('refund-key-1'));
      expect(fresh.ok && fresh.chargeId).not.toBe(first.chargeId);
      // The first charge is still refundable by its id after its key lapsed.
      await restarted.refund(first.chargeId);
    });
  },
);
