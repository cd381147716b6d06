import { databaseKinds, openTestDatabase, type TestDatabase } from '../test-support/databases';
import { VARIANT } from '../test-support/cart-operations';
import { CartPlan } from './cart-plan';
import { CartService } from './cart-service';
import { readCartForEdit, writeIfUnchanged } from './pg-cart-edit';

jest.setTimeout(30_000);

const postgres = databaseKinds().includes('postgres');

(postgres ? describe : describe.skip)('the conditional cart write (PostgreSQL)', () => {
  let database: TestDatabase;
  let carts: CartService;

  beforeAll(async () => {
    database = await openTestDatabase('postgres');
    carts = new CartService(database.db);
  });
  afterAll(() => database.close());

  async function newCart(): Promise<string> {
    const { cart } = await carts.create({ lines: [{ merchandiseId: VARIANT.mug, quantity: 1 }] }, 'GB');
    return cart!.token;
  }

  /** A plan that adds one of the mug to what `read` holds. */
  function addMug(read: NonNullable<Awaited<ReturnType<typeof readCartForEdit>>>): CartPlan {
    const plan = new CartPlan(read.lines, read.row.token);
    plan.add([{ merchandiseId: VARIANT.mug, quantity: 1 }]);
    return plan;
  }

  async function mugQuantity(token: string): Promise<number> {
    const read = await readCartForEdit(database.db, token);
    return read!.lines[0]!.quantity;
  }

  it('writes when the cart is still the version that was read', async () => {
    const token = await newCart();
    const read = (await readCartForEdit(database.db, token))!;
    expect(await writeIfUnchanged(database.db, token, read.version, new Date().toISOString(), addMug(read))).toBe(true);
    expect(await mugQuantity(token)).toBe(2);
    expect((await readCartForEdit(database.db, token))!.version).not.toBe(read.version);
  });

  it('writes nothing when another edit came between the read and the write', async () => {
    const token = await newCart();
    const read = (await readCartForEdit(database.db, token))!;
    await database.db.updateTable('carts').set({ updated_at: 'meanwhile' }).where('token', '=', token).execute();
    expect(await writeIfUnchanged(database.db, token, read.version, new Date().toISOString(), addMug(read))).toBe(false);
    expect(await mugQuantity(token)).toBe(1);
  });

  it('writes nothing to a cart checked out since it was read', async () => {
    const token = await newCart();
    const read = (await readCartForEdit(database.db, token))!;
    await database.db.updateTable('carts').set({ status: 'completed' }).where('token', '=', token).execute();
    expect(await writeIfUnchanged(database.db, token, read.version, new Date().toISOString(), addMug(read))).toBe(false);
    expect(await mugQuantity(token)).toBe(1);
  });

  it('leaves a new line out with everything else when the version has moved on', async () => {
    const token = await newCart();
    const read = (await readCartForEdit(database.db, token))!;
    const plan = new CartPlan(read.lines, token);
    plan.add([{ merchandiseId: VARIANT.paperback, quantity: 3 }]);
    await database.db.updateTable('carts').set({ updated_at: 'meanwhile' }).where('token', '=', token).execute();
    expect(await writeIfUnchanged(database.db, token, read.version, new Date().toISOString(), plan)).toBe(false);
    expect((await readCartForEdit(database.db, token))!.lines).toHaveLength(1);
  });
});
