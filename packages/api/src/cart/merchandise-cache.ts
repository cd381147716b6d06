import type { VariantView } from '../catalogue/views';
import type { Db } from '../db/database';
import { type LineMerchandise, loadMerchandise } from './cart-view';

/** How long a variant's catalogue facts are reused: an edit to the catalogue shows in carts within this time. */
export const MERCHANDISE_TTL_MS = 60_000;
/** More entries than the shop has variants × currencies means something is wrong; start again. */
const MAX_ENTRIES = 20_000;

interface Entry {
  at: number;
  merchandise: LineMerchandise;
}

/**
 * What cart lines show of their variants (title, SKU, options, price in a currency, image, product name
 * and handle), kept in the process for a minute: while the shop runs only stock changes, and stock
 * never comes from here — the cart reads it with its lines, in its transaction. Checkout does not use
 * this cache: an order is priced from the database at the moment it is paid.
 */
export class MerchandiseCache {
  private readonly byCurrency = new Map<string, Map<number, Entry>>();
  private size = 0;

  constructor(
    private readonly ttlMs = MERCHANDISE_TTL_MS,
    private readonly now: () => number = Date.now,
  ) {}

  /** The variants' merchandise in `currency`; what is missing or old is read from `db` in one query. */
  async get(
    db: Db,
    ids: Iterable<number>,
    currency: string,
  ): Promise<Map<number, LineMerchandise>> {
    const found = new Map<number, LineMerchandise>();
    const missing: number[] = [];
    const kept = this.byCurrency.get(currency);
    const now = this.now();
    for (const id of ids) {
      const entry = kept?.get(id);
      if (entry && now - entry.at < this.ttlMs) found.set(id, entry.merchandise);
      else if (!found.has(id)) missing.push(id);
    }
    if (missing.length === 0) return found;
    for (const [id, merchandise] of await loadMerchandise(db, missing, currency)) {
      found.set(id, merchandise);
      this.remember(id, currency, merchandise);
    }
    return found;
  }

  /** Keeps merchandise just read from the database (also by others, e.g. for a line's new variant). */
  remember(id: number, currency: string, merchandise: LineMerchandise): void {
    if (this.size >= MAX_ENTRIES) {
      this.byCurrency.clear();
      this.size = 0;
    }
    let kept = this.byCurrency.get(currency);
    if (!kept) this.byCurrency.set(currency, (kept = new Map()));
    if (!kept.has(id)) this.size++;
    kept.set(id, { at: this.now(), merchandise });
  }
}

/** A kept variant with the stock just read: the one field of a variant that changes while the shop runs. */
export function withStock(v: VariantView, stock: number): VariantView {
  return {
    id: v.id,
    productId: v.productId,
    title: v.title,
    sku: v.sku,
    stock,
    currency: v.currency,
    price: v.price,
    compareAt: v.compareAt,
    image: v.image,
    selectedOptions: v.selectedOptions,
    productStub: v.productStub,
  };
}
