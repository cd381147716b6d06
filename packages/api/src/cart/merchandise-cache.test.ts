import { databaseKinds } from '../test-support/databases';
import { CartService } from './cart-service';
import { MerchandiseCache } from './merchandise-cache';
import { suiteDatabase } from '../test-support/suite';

jest.setTimeout(30_000);

const MUG = 'gid://shopify/ProductVariant/2013';

describe.each(databaseKinds())('cart lines with kept merchandise (%s)', (kind) => {
  const database = suiteDatabase(kind);
  let clock = 0;
  let carts: CartService;
  beforeAll(async () => {
    carts = new CartService(database.db, undefined, new MerchandiseCache(60_000, () => clock));
  });

  async function cartWithMug() {
    const created = await carts.create(
      { lines: [{ merchandiseId: MUG, quantity: 1 }], buyerIdentity: { countryCode: 'GB' } },
      null,
    );
    if (!created.cart) throw new Error('no cart');
    return `gid://shopify/Cart/${created.cart.token}?key=${created.cart.key}`;
  }

  it('reads stock with every cart, and shows a catalogue edit once the kept copy is a minute old', async () => {
    const { db } = database;
    const id = await cartWithMug();
    const before = (await carts.get(id))!.lines[0]!.variant;
    await db.updateTable('variants').set({ stock: 3 }).where('id', '=', 2013).execute();
    await db
      .updateTable('variant_prices')
      .set({ amount: before.price + 100 })
      .where('variant_id', '=', 2013)
      .where('currency', '=', 'GBP')
      .execute();

    const soon = (await carts.get(id))!.lines[0]!.variant;
    expect(soon.stock).toBe(3);
    expect(soon.price).toBe(before.price);

    clock += 60_000;
    const later = await carts.addLines(id, [{ merchandiseId: MUG, quantity: 1 }]);
    expect(later.cart?.lines[0]?.variant.price).toBe(before.price + 100);
    expect(later.cart?.lines[0]?.quantity).toBe(2);
  });

  it('refuses more than the stock just read, whatever was kept', async () => {
    const id = await cartWithMug();
    await database.db.updateTable('variants').set({ stock: 1 }).where('id', '=', 2013).execute();
    const result = await carts.addLines(id, [{ merchandiseId: MUG, quantity: 1 }]);
    expect(result.userErrors.map((e) => e.code)).toEqual(['MAXIMUM_EXCEEDED']);
  });
});
