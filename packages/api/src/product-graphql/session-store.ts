import { randomBytes } from 'node:crypto';
import type { Db } from '../db/database';
import { type CustomerDb, customerDb } from '../customer/customer-tables';
import { hashToken, SESSION_TTL_MS } from '../customer/tokens';

export interface ShopSession {
  /** The raw id, as the client holds it; only its hash is stored. */
  id: string;
  customerId: string | null;
  currency: string;
}

const SESSION_ID = /^[A-Za-z0-9_-]{43}$/;

/** Sessions of the product GraphQL (spec §7.1): opaque random ids, stored hashed, expiring. */
export class SessionStore {
  private readonly db: CustomerDb;

  constructor(
    db: Db,
    private readonly now: () => number = Date.now,
  ) {
    this.db = customerDb(db);
  }

  private iso(offset = 0): string {
    return new Date(this.now() + offset).toISOString();
  }

  /** The live session with that id, or null (unknown, expired or malformed). */
  async find(id: string): Promise<ShopSession | null> {
    if (!SESSION_ID.test(id)) return null;
    const row = await this.db
      .selectFrom('shop_sessions')
      .select(['customer_id', 'currency'])
      .where('id_hash', '=', hashToken(id))
      .where('expires_at', '>', this.iso())
      .executeTakeFirst();
    return row ? { id, customerId: row.customer_id, currency: row.currency } : null;
  }

  async create(customerId: string | null, currency: string): Promise<ShopSession> {
    const id = randomBytes(32).toString('base64url');
    await this.db
      .insertInto('shop_sessions')
      .values({
        id_hash: hashToken(id),
        customer_id: customerId,
        currency,
        created_at: this.iso(),
        expires_at: this.iso(SESSION_TTL_MS),
      })
      .execute();
    return { id, customerId, currency };
  }

  /** Saves the session's currency and owner and slides its expiry forward. */
  async touch(session: ShopSession): Promise<void> {
    await this.db
      .updateTable('shop_sessions')
      .set({
        customer_id: session.customerId,
        currency: session.currency,
        expires_at: this.iso(SESSION_TTL_MS),
      })
      .where('id_hash', '=', hashToken(session.id))
      .execute();
  }

  async remove(id: string): Promise<void> {
    if (SESSION_ID.test(id))
      await this.db.deleteFrom('shop_sessions').where('id_hash', '=', hashToken(id)).execute();
  }
}
