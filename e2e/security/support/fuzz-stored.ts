import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { openStoredData, tableSnapshot } from './database';
import { securityDataDir } from './paths';

// "Refused input stores nothing", checked on the data itself. Other tests write to the same server
// at the same time (the suite runs two workers), so a change counts against a fuzz batch when it
// belongs to one of the batch's own rows (`owned` ids) or carries a value the batch sent; changes
// that are neither are someone else's and only noted. The catalogue never changes from outside.

/**
 * Tables whose rows a refused request could have written, and the columns that tell whose a row
 * is: values unique to one request (an address made for it, a random key or token), never shared
 * wording such as a name, which another test may send too.
 */
const ATTRIBUTABLE: Record<string, string[]> = {
  customers: ['email'],
  customer_tokens: [],
  carts: ['email', 'customer_token'],
  cart_lines: [],
  orders: ['cart_token', 'idempotency_key'],
  order_lines: [],
  order_access_tokens: [],
  idempotency_keys: ['key', 'request_hash'],
  checkout_cart_locks: ['idempotency_key', 'cart_token'],
  contact_messages: ['email'],
};
/** Tables nothing writes while the site serves, except stock (checkouts elsewhere in the suite). */
const CATALOGUE = [
  'products',
  'product_tags',
  'product_images',
  'product_options',
  'variants',
  'variant_prices',
  'collections',
  'collection_products',
];
/** The ids other rows point at: once such a row is ours, the rows naming its id are ours too. */
const ID_COLUMNS = ['id', 'token', 'cart_token', 'order_id', 'customer_id'];

type Snapshot = Map<string, string[]>;

/** Where the suite's server keeps contact messages (start-server.mjs sets CONTACT_DB to it). */
export function contactDbPath(): string {
  return path.join(securityDataDir, 'contact.sqlite');
}

function tablesOf(db: Database.Database): Set<string> {
  return new Set(
    (
      db.prepare("select name from sqlite_master where type = 'table'").all() as { name: string }[]
    ).map((t) => t.name),
  );
}

function snapshot(): Snapshot {
  const out: Snapshot = new Map();
  const site = openStoredData();
  try {
    const present = tablesOf(site);
    for (const table of [...Object.keys(ATTRIBUTABLE), ...CATALOGUE])
      if (present.has(table)) out.set(table, tableSnapshot(site, table));
  } finally {
    site.close();
  }
  // The contact store is a database of its own, created with its first message.
  if (fs.existsSync(contactDbPath())) {
    const contact = new Database(contactDbPath(), { readonly: true, fileMustExist: true });
    try {
      if (tablesOf(contact).has('contact_messages'))
        out.set('contact_messages', tableSnapshot(contact, 'contact_messages'));
    } finally {
      contact.close();
    }
  }
  return out;
}

/** Case, spacing and phone punctuation aside, as the server normalises what it stores. */
const normal = (value: string) =>
  value
    .normalize('NFC')
    .toLowerCase()
    .replace(/[\s().-]/g, '');

export interface StoredChange {
  table: string;
  kind: 'added' | 'removed';
  row: Record<string, unknown>;
}

/** One fuzz batch: a snapshot before, the strings sent, and the check after. */
export class StoredDataGuard {
  private readonly before = snapshot();
  private readonly sent = new Set<string>();

  /** `owned`: ids of rows the batch's target owns (a victim customer, a cart token) that must not change. */
  constructor(private readonly owned: readonly string[] = []) {}

  /** Remembers what a request carried, to recognise it in a stored row. */
  record(strings: readonly string[]): void {
    for (const s of strings) {
      const n = normal(s);
      if (n.length > 0) this.sent.add(n);
    }
  }

  /** Every row added or removed since the batch began, split into the batch's and everyone else's. */
  changes(): { ours: StoredChange[]; foreign: StoredChange[] } {
    const after = snapshot();
    const all: StoredChange[] = [];
    for (const table of new Set([...this.before.keys(), ...after.keys()])) {
      const was = new Set(this.before.get(table) ?? []);
      const now = new Set(after.get(table) ?? []);
      const rows = (from: Set<string>, without: Set<string>, kind: StoredChange['kind']) =>
        [...from]
          .filter((r) => !without.has(r))
          .forEach((r) => all.push({ table, kind, row: JSON.parse(r) as Record<string, unknown> }));
      rows(now, was, 'added');
      rows(was, now, 'removed');
    }
    const ids = new Set(this.owned);
    const ours = new Set<StoredChange>();
    for (const change of all) {
      if (CATALOGUE.includes(change.table) && !this.onlyStockChanged(change, all)) ours.add(change);
      else if (
        (ATTRIBUTABLE[change.table] ?? []).some((column) => this.carriesSent(change.row[column]))
      )
        ours.add(change);
    }
    // Rows that point at an owned or attributed row (its lines, tokens, order lines) are ours too.
    for (let grew = true; grew;) {
      grew = false;
      for (const change of ours)
        for (const c of ID_COLUMNS)
          if (typeof change.row[c] === 'string') ids.add(change.row[c] as string);
      for (const change of all) {
        if (ours.has(change) || !ID_COLUMNS.some((c) => ids.has(String(change.row[c])))) continue;
        ours.add(change);
        grew = true;
      }
    }
    return { ours: [...ours], foreign: all.filter((c) => !ours.has(c)) };
  }

  private carriesSent(value: unknown): boolean {
    if (typeof value !== 'string' || value.length === 0) return false;
    const n = normal(value);
    return this.sent.has(n);
  }

  /** A variant row that differs from its other half only in `stock`: a checkout elsewhere. */
  private onlyStockChanged(change: StoredChange, all: StoredChange[]): boolean {
    if (change.table !== 'variants') return false;
    const strip = ({ stock: _stock, ...rest }: Record<string, unknown>) => JSON.stringify(rest);
    return all.some(
      (o) =>
        o !== change &&
        o.table === 'variants' &&
        o.kind !== change.kind &&
        strip(o.row) === strip(change.row),
    );
  }
}

/** A readable list of changes for an assertion message (long values cut). */
export function describeChanges(changes: readonly StoredChange[]): string {
  return changes
    .slice(0, 20)
    .map(
      (c) =>
        `${c.kind} ${c.table}: ${JSON.stringify(c.row, (_k, v: unknown) => (typeof v === 'string' && v.length > 120 ? `${v.slice(0, 120)}…` : v))}`,
    )
    .join('\n');
}
