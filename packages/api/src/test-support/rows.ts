import type { Db } from '../db/database';
import { paymentsDb, type PaymentDomain } from '../payments/payment-tables';

/*
 * Rows the API tests read back to check what a request stored: the payments ledger's attempts and
 * a variant's stock.
 */

/** The one payment attempt under a submission's key; throws when there is none. */
export const attemptOf = (db: Db, key: string) =>
  paymentsDb(db)
    .selectFrom('payment_attempts')
    .selectAll()
    .where('domain_key', '=', key)
    .executeTakeFirstOrThrow();

/** Every payment attempt of one area under a key, oldest first. */
export const attemptsOf = (db: Db, domain: PaymentDomain, key: string) =>
  paymentsDb(db)
    .selectFrom('payment_attempts')
    .selectAll()
    .where('domain', '=', domain)
    .where('domain_key', '=', key)
    .orderBy('created_at')
    .execute();

/** A variant's stock as stored. */
export const stockOf = async (db: Db, id: number) =>
  (await db.selectFrom('variants').select('stock').where('id', '=', id).executeTakeFirstOrThrow())
    .stock;
