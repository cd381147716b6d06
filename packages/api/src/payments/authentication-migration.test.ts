import { sql } from 'kysely';
import { migrate } from '../compose/migrations';
import { databaseKinds, openTestDatabase } from '../test-support/databases';
import { paymentsDb } from './payment-tables';

const at = '2026-11-25T10:00:00.000Z';
// The database's refusal, as text: a native driver's error need not be this realm's Error.
const refusal = (work: Promise<unknown>) =>
  work.then(
    () => 'accepted',
    (error: unknown) => String((error as { message?: unknown })?.message ?? error),
  );

describe.each(databaseKinds())(
  '0017_card_authentication on a database with payments (%s)',
  (kind) => {
    it('keeps every provider key and attempt, and then accepts the challenge states', async () => {
      const database = await openTestDatabase(kind, '0012_payments');
      try {
        const db = paymentsDb(database.db);
        await db
          .insertInto('payment_provider_keys')
          .values({
            idempotency_key: 'gift_a',
            outcome: 'succeeded',
            charge_id: 'ch_test_a',
            request_hash: 'h',
            decline_code: null,
            message: null,
            amount: 2500,
            currency: 'GBP',
            refunded_amount: 500,
            created_at: at,
          } as never)
          .execute();
        await db
          .insertInto('payment_attempts')
          .values({
            id: 'a1',
            domain: 'gift',
            domain_key: 'a',
            provider_key: 'gift_a',
            amount: 2500,
            currency: 'GBP',
            status: 'completed',
            charge_id: 'ch_test_a',
            decline_code: null,
            message: null,
            email: 'a@example.org',
            payload_json: '{}',
            lease_id: 'l',
            created_at: at,
            updated_at: at,
            resolved_by: 'request',
          })
          .execute();
        expect(
          await refusal(
            sql`update payment_attempts set status = 'requires_action' where id = 'a1'`.execute(
              database.db,
            ),
          ),
        ).toMatch(/check/i);

        await migrate(database.db);

        expect(await db.selectFrom('payment_provider_keys').selectAll().execute()).toEqual([
          expect.objectContaining({
            idempotency_key: 'gift_a',
            refunded_amount: 500,
            challenge_token: null,
          }),
        ]);
        expect(await db.selectFrom('payment_attempts').selectAll().execute()).toEqual([
          expect.objectContaining({ id: 'a1', status: 'completed', resolved_by: 'request' }),
        ]);
        await db
          .updateTable('payment_attempts')
          .set({ status: 'requires_action' })
          .where('id', '=', 'a1')
          .execute();
        expect(
          await refusal(
            db
              .updateTable('payment_attempts')
              .set({ status: 'lost' as never })
              .where('id', '=', 'a1')
              .execute(),
          ),
        ).toMatch(/check/i);
        // The constraints came back with the tables: one attempt per provider key.
        expect(
          await refusal(
            db
              .insertInto('payment_attempts')
              .values({
                id: 'a2',
                domain: 'gift',
                domain_key: 'b',
                provider_key: 'gift_a',
                amount: 1,
                currency: 'GBP',
                status: 'pending',
                charge_id: null,
                decline_code: null,
                message: null,
                email: null,
                payload_json: '{}',
                lease_id: 'l',
                created_at: at,
                updated_at: at,
                resolved_by: null,
              })
              .execute(),
          ),
        ).toMatch(/unique|duplicate/i);
      } finally {
        await database.close();
      }
    });
  },
);
