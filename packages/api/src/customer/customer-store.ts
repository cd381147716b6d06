import { randomInt } from 'node:crypto';
import type { Db } from '../db/database';
import { gid } from '../commerce/gid';
import { type CustomerDb, type CustomerTable, customerDb } from './customer-tables';
import type { CustomerView } from './customer-types';

export type CustomerRow = CustomerTable;
export type TokenKind = 'access' | 'reset';

export function customerGid(id: string): string {
  return gid('Customer', id);
}

export function customerView(row: CustomerRow): CustomerView {
  const displayName = [row.first_name, row.last_name].filter(Boolean).join(' ') || row.email;
  return {
    id: customerGid(row.id),
    firstName: row.first_name,
    lastName: row.last_name,
    displayName,
    email: row.email,
    phone: row.phone,
    acceptsMarketing: row.accepts_marketing === 1,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

/** Plain reads and writes of the customer tables; every rule lives in CustomerService. */
export class CustomerStore {
  private readonly db: CustomerDb;

  constructor(db: Db) {
    this.db = customerDb(db);
  }

  /** Numeric ids like Shopify's, random so they say nothing about how many customers exist. */
  newId(): string {
    return String(randomInt(1_000_000_000, 281_474_976_710_655));
  }

  byEmail(email: string): Promise<CustomerRow | undefined> {
    return this.db
      .selectFrom('customers')
      .selectAll()
      .where('email', '=', email)
      .executeTakeFirst();
  }

  byId(id: string): Promise<CustomerRow | undefined> {
    return this.db.selectFrom('customers').selectAll().where('id', '=', id).executeTakeFirst();
  }

  async insert(row: CustomerRow): Promise<void> {
    await this.db.insertInto('customers').values(row).execute();
  }

  async update(
    id: string,
    changes: Partial<Omit<CustomerRow, 'id' | 'created_at'>>,
  ): Promise<void> {
    await this.db.updateTable('customers').set(changes).where('id', '=', id).execute();
  }

  async insertToken(
    tokenHash: string,
    customerId: string,
    kind: TokenKind,
    expiresAt: string,
    now: string,
  ): Promise<void> {
    await this.db
      .insertInto('customer_tokens')
      .values({
        token_hash: tokenHash,
        customer_id: customerId,
        kind,
        expires_at: expiresAt,
        used_at: null,
        created_at: now,
      })
      .execute();
  }

  /** The live (unused, unexpired) token of that kind, with its customer. */
  liveToken(tokenHash: string, kind: TokenKind, now: string) {
    return this.db
      .selectFrom('customer_tokens')
      .innerJoin('customers', 'customers.id', 'customer_tokens.customer_id')
      .selectAll('customers')
      .select(['customer_tokens.expires_at as token_expires_at'])
      .where('customer_tokens.token_hash', '=', tokenHash)
      .where('customer_tokens.kind', '=', kind)
      .where('customer_tokens.used_at', 'is', null)
      .where('customer_tokens.expires_at', '>', now)
      .executeTakeFirst();
  }

  /** Marks a token used; true only for the one caller that flipped it (single use under concurrency). */
  async consumeToken(tokenHash: string, now: string): Promise<boolean> {
    const result = await this.db
      .updateTable('customer_tokens')
      .set({ used_at: now })
      .where('token_hash', '=', tokenHash)
      .where('used_at', 'is', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  async deleteToken(tokenHash: string, kind: TokenKind): Promise<boolean> {
    const result = await this.db
      .deleteFrom('customer_tokens')
      .where('token_hash', '=', tokenHash)
      .where('kind', '=', kind)
      .executeTakeFirst();
    return Number(result.numDeletedRows) === 1;
  }

  /** Drops every token of a kind for a customer (a password reset ends all sessions). */
  async deleteTokens(customerId: string, kind: TokenKind): Promise<void> {
    await this.db
      .deleteFrom('customer_tokens')
      .where('customer_id', '=', customerId)
      .where('kind', '=', kind)
      .execute();
  }

  /** Moves a token's expiry: an access token renewed (kept, as Shopify's is), a reset link made to outlast the mail cap. */
  async extendToken(tokenHash: string, expiresAt: string): Promise<void> {
    await this.db
      .updateTable('customer_tokens')
      .set({ expires_at: expiresAt })
      .where('token_hash', '=', tokenHash)
      .execute();
  }

  async deleteExpiredTokens(now: string): Promise<void> {
    await this.db.deleteFrom('customer_tokens').where('expires_at', '<=', now).execute();
  }
}
