import type { CartLineView } from './cart-types';
import type { CartForEdit } from './pg-cart-edit';

/** More carts than this being edited within a while means something is wrong; start again. */
const MAX_CARTS = 10_000;

/**
 * The carts this process wrote last on PostgreSQL, as its write left them: the row, its version and
 * its lines. The next edit of such a cart skips the read and goes straight to the conditional write,
 * which does nothing if anyone (this process or another) changed the cart since; the edit then reads
 * the cart afresh. Stock kept here is only a first guess: the write checks stock itself and answers
 * with it. An entry is taken out while an edit uses it, so two edits never start from the same one.
 */
export class CartVersions {
  private readonly kept = new Map<string, CartForEdit>();

  take(token: string): CartForEdit | undefined {
    const entry = this.kept.get(token);
    if (entry) this.kept.delete(token);
    return entry;
  }

  keep(row: CartForEdit['row'], version: string, lines: CartLineView[]): void {
    if (this.kept.size >= MAX_CARTS) this.kept.clear();
    this.kept.set(row.token, {
      row,
      version,
      lines: lines.map((l) => ({
        id: l.id,
        variant_id: l.variant.id,
        quantity: l.quantity,
        attributes_json: l.attributes.length === 0 ? '[]' : JSON.stringify(l.attributes),
        position: l.position,
        stock: l.variant.stock,
      })),
    });
  }
}
