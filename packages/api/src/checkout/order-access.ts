import { randomBytes, timingSafeEqual } from 'node:crypto';
import { hashToken } from '../customer/tokens';
import type { Db } from '../db/database';
import type { OrderTable } from '../db/schema';

/*
 * Who may read an order: whoever holds one of its access tokens. Order numbers are sequential and
 * printed on receipts, and an e-mail address is no secret, so neither opens an order. A token is
 * 32 random bytes (256 bits, base64url in the confirmation URL); the database keeps only its SHA-256,
 * like the account tokens, so a leaked database or backup opens no order.
 */

/** Kysely type of the table migration 0006 creates; added with `withTables` as the customer tables are. */
export interface OrderAccessTokenTable {
  token_hash: string;
  order_id: string;
  created_at: string;
}

const accessDb = (db: Db) => db.withTables<{ order_access_tokens: OrderAccessTokenTable }>();

/** The shape every token we hand out has; anything else is refused before touching the database. */
export const ORDER_TOKEN = /^[A-Za-z0-9_-]{43}$/;

export function newOrderToken(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * Stores the hash of `token` for an order. Called inside the checkout transaction for a new order
 * (so an order never exists without its token), and on a replay of that checkout.
 */
export async function grantOrderAccess(
  db: Db,
  orderId: string,
  token: string,
  now: string,
): Promise<void> {
  await accessDb(db)
    .insertInto('order_access_tokens')
    .values({ token_hash: hashToken(token), order_id: orderId, created_at: now })
    .execute();
}

/** A fresh token for an existing order (an idempotent replay: the first token is not recoverable). */
export async function issueOrderToken(db: Db, orderId: string, now: string): Promise<string> {
  const token = newOrderToken();
  await grantOrderAccess(db, orderId, token, now);
  return token;
}

// Compared against when the order does not exist, so a miss costs what a wrong token costs.
const DUMMY_HASH = hashToken('no order has this token');

function sameHash(a: string, b: string): boolean {
  const x = Buffer.from(a, 'hex');
  const y = Buffer.from(b, 'hex');
  return x.length === y.length && timingSafeEqual(x, y);
}

/**
 * The order numbered `number` if `token` is one of its tokens, else null (a missing order and a wrong
 * token look the same). The hashes are compared in constant time, every one of them, without an
 * early exit, so the answer's timing says nothing about how close a guess was.
 */
export async function orderForToken(
  db: Db,
  number: number,
  token: string,
): Promise<OrderTable | null> {
  if (!ORDER_TOKEN.test(token)) return null;
  const presented = hashToken(token);
  const order = await db
    .selectFrom('orders')
    .selectAll()
    .where('number', '=', number)
    .executeTakeFirst();
  const stored = order
    ? (
        await accessDb(db)
          .selectFrom('order_access_tokens')
          .select('token_hash')
          .where('order_id', '=', order.id)
          .execute()
      ).map((r) => r.token_hash)
    : [DUMMY_HASH];
  let match = false;
  for (const hash of stored) match = sameHash(presented, hash) || match;
  return order && match ? order : null;
}
