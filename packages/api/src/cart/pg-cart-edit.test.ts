import { databaseKinds } from '../test-support/databases';
import { VARIANT } from '../test-support/cart-operations';
import { CartPlan } from './cart-plan';
import { CartService } from './cart-service';
import { readCartForEdit, writeIfUnchanged } from './pg-cart-edit';
import { suiteDatabase } from '../test-support/suite';

jest.setTimeout(30_000);

const postgres = databaseKinds().includes('postgres');

(postgres ? describe : describe.skip)('the conditional cart write (PostgreSQL)', () => {
  const database = suiteDatabase('postgres');
  let carts: CartService;

  beforeAll(async () => {
    carts = new CartService(database.db);
  });

  async function newCart(): Promise<string> {
    const { cart } = await carts.create(
      { lines: [{ merchandiseId: VARIANT.mug, quantity: 1 }] },
      'GB',
    );
    return cart!.token;
  }

  type Read = NonNullable<Awaited<ReturnType<typeof readCartForEdit>>>;
  /** A plan that adds one of the mug to what `read` holds. */
  function addMug(read: Read): CartPlan {
    const plan = new CartPlan(read.lines, read.row.token);
    plan.add([{ merchandiseId: VARIANT.mug, quantity: 1 }]);
    return plan;
  }

  /** The conditional write of `plan` (by default a mug more) over the version `read` saw. */
  const writeOver = (token: string, read: Read, plan = addMug(read)) =>
    writeIfUnchanged(database.db, token, read.version, new Date().toISOString(), plan);

  async function mugQuantity(token: string): Promise<number> {
    const read = await readCartForEdit(database.db, token);
    return read!.lines[0]!.quantity;
  }

  it('writes when the cart is still the version that was read', async () => {
    const token = await newCart();
    const read = (await readCartForEdit(database.db, token))!;
    const written = await writeOver(token, read);
    expect(written?.stock.get(2013)).toBe(read.lines[0]!.stock);
    expect(await mugQuantity(token)).toBe(2);
    expect(written?.version).not.toBe(read.version);
    expect((await readCartForEdit(database.db, token))!.version).toBe(written?.version);
  });

  it.each([
    ['when another edit came between the read and the write', { updated_at: 'meanwhile' }],
    ['to a cart checked out since it was read', { status: 'completed' as const }],
  ])('writes nothing %s', async (_, change) => {
    const token = await newCart();
    const read = (await readCartForEdit(database.db, token))!;
    await database.db.updateTable('carts').set(change).where('token', '=', token).execute();
    expect(await writeOver(token, read)).toBeNull();
    expect(await mugQuantity(token)).toBe(1);
  });

  it('leaves a new line out with everything else when the version has moved on', async () => {
    const token = await newCart();
    const read = (await readCartForEdit(database.db, token))!;
    const plan = new CartPlan(read.lines, token);
    plan.add([{ merchandiseId: VARIANT.paperback, quantity: 3 }]);
    await database.db
      .updateTable('carts')
      .set({ updated_at: 'meanwhile' })
      .where('token', '=', token)
      .execute();
    expect(await writeOver(token, read, plan)).toBeNull();
    expect((await readCartForEdit(database.db, token))!.lines).toHaveLength(1);
  });

  it('writes nothing when the stock no longer covers a changed line', async () => {
    const token = await newCart();
    const read = (await readCartForEdit(database.db, token))!;
    await database.db.updateTable('variants').set({ stock: 1 }).where('id', '=', 2013).execute();
    try {
      expect(await writeOver(token, read)).toBeNull();
      expect(await mugQuantity(token)).toBe(1);
    } finally {
      await database.db
        .updateTable('variants')
        .set({ stock: read.lines[0]!.stock })
        .where('id', '=', 2013)
        .execute();
    }
  });

  it('edits a cart right after another process did, from what is in the database', async () => {
    const other = new CartService(database.db); // another server process: its own kept versions
    const { cart } = await carts.create(
      { lines: [{ merchandiseId: VARIANT.mug, quantity: 1 }] },
      'GB',
    );
    const id = `gid://shopify/Cart/${cart!.token}?key=${cart!.key}`;
    expect(
      (await carts.addLines(id, [{ merchandiseId: VARIANT.mug, quantity: 1 }])).cart?.totalQuantity,
    ).toBe(2);
    expect(
      (await other.addLines(id, [{ merchandiseId: VARIANT.paperback, quantity: 2 }])).cart
        ?.totalQuantity,
    ).toBe(4);
    const again = await carts.addLines(id, [{ merchandiseId: VARIANT.mug, quantity: 1 }]);
    expect(again.userErrors).toEqual([]);
    expect(again.cart?.lines.map((l) => [l.variant.id, l.quantity])).toEqual([
      [2013, 3],
      [2002, 2],
    ]);
  });

  it('judges stock by the database, not by the stock kept from its last write', async () => {
    const { cart } = await carts.create(
      { lines: [{ merchandiseId: VARIANT.facsimile, quantity: 1 }] },
      'GB',
    );
    const id = `gid://shopify/Cart/${cart!.token}?key=${cart!.key}`;
    const setStock = (stock: number) =>
      database.db.updateTable('variants').set({ stock }).where('id', '=', 2009).execute();
    const before = cart!.lines[0]!.variant.stock;
    try {
      await setStock(2);
      expect(
        (await carts.addLines(id, [{ merchandiseId: VARIANT.facsimile, quantity: 1 }])).userErrors,
      ).toEqual([]);
      await setStock(5); // kept stock says 2: the add must still pass
      expect(
        (await carts.addLines(id, [{ merchandiseId: VARIANT.facsimile, quantity: 1 }])).cart
          ?.totalQuantity,
      ).toBe(3);
      await setStock(3); // kept stock says 5: the add must fail
      const over = await carts.addLines(id, [{ merchandiseId: VARIANT.facsimile, quantity: 1 }]);
      expect(over.userErrors.map((e) => e.code)).toEqual(['MAXIMUM_EXCEEDED']);
      expect(over.cart?.totalQuantity).toBe(3);
    } finally {
      await setStock(before);
    }
  });
});
