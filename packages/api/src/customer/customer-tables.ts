import type { Db } from '../db/database';

/*
 * Kysely types of the customer tables (migration 0004). They are added to the shared `Db` type with
 * `withTables`, so the catalogue's schema file stays as it is.
 */
export interface CustomerTable {
  id: string;
  /** Lower-cased; the login and uniqueness key. */
  email: string;
  first_name: string | null;
  last_name: string | null;
  phone: string | null;
  accepts_marketing: number;
  /** `scrypt$N$r$p$salt$hash` (see password.ts). */
  password_hash: string;
  /** 'enabled' | 'disabled'. */
  state: string;
  created_at: string;
  updated_at: string;
}

/** Access and reset tokens: only the SHA-256 of the token is ever stored. */
export interface CustomerTokenTable {
  token_hash: string;
  customer_id: string;
  /** 'access' | 'reset'. */
  kind: string;
  expires_at: string;
  used_at: string | null;
  created_at: string;
}

export interface ShopSessionTable {
  id_hash: string;
  customer_id: string | null;
  currency: string;
  created_at: string;
  expires_at: string;
}

export type CustomerTables = {
  customers: CustomerTable;
  customer_tokens: CustomerTokenTable;
  shop_sessions: ShopSessionTable;
};

export type CustomerDb = ReturnType<typeof customerDb>;

export function customerDb(db: Db) {
  return db.withTables<CustomerTables>();
}
