import { currencyOf } from '../commerce/regions';
import { type Db, isUniqueViolation } from '../db/database';
import { queryShape } from '../db/query-shape';
import type { CartTable } from '../db/schema';
import { type CartRef, hashKey, keyMatches, newCartRef, parseCartGid } from './cart-id';
import { checkIdentity } from './buyer-identity';
import {
  type BuyerIdentityInput,
  type CartLineInput,
  type CartLineUpdateInput,
  userError,
} from './cart-inputs';
import { checkPlan, type Merchandise, planOf, plannedLines } from './cart-edit';
import { CartPlan } from './cart-plan';
import type { CartResult, CartUserError, CartView } from './cart-types';
import { linesOf, readCartLines, readCartView } from './cart-lines';
import { cartByToken, cartView, findCart } from './cart-view';
import { CartVersions } from './cart-versions';
import { MerchandiseCache, withStock } from './merchandise-cache';
import { writePlan } from './cart-writes';
import { isPostgres, readCartForEdit, writableAtOnce, writeIfUnchanged } from './pg-cart-edit';

/** Thrown inside a transaction to roll it back and report user errors instead. */
class Rollback extends Error {
  constructor(
    readonly errors: CartUserError[],
    readonly cartGone = false,
  ) {
    super('rollback');
  }
}

const NOT_FOUND = userError('INVALID', ['cartId'], 'The specified cart does not exist.');
const COMPLETED = userError(
  'INVALID',
  ['cartId'],
  'The cart has been checked out and can no longer change; create a new cart.',
);
const CONFLICT = userError('INVALID', null, 'The cart changed at the same time; try again.');

type Edit = (plan: CartPlan, db: Db, row: CartTable) => Promise<void> | void;

/** Finds, locks (PostgreSQL row lock) and touches an open cart in one statement. */
const touchOpenCart = queryShape((db: Db, now: string, token: string) =>
  db
    .updateTable('carts')
    .set({ updated_at: now })
    .where('token', '=', token)
    .where('status', '=', 'open')
    .returningAll(),
);

/** Cart operations with Shopify's semantics; every mutation is one transaction or nothing. */
export class CartService {
  constructor(
    private readonly db: Db,
    private readonly now: () => string = () => new Date().toISOString(),
    /** The catalogue side of lines (see merchandise-cache.ts); stock is always read with the lines. */
    private readonly merchandise = new MerchandiseCache(),
  ) {}

  /** Carts this process wrote last on PostgreSQL, at the version it left them (cart-versions.ts). */
  private readonly versions = new CartVersions();

  /** A cart the caller owns and can still change; completed or foreign carts read as missing. */
  async get(cartId: unknown): Promise<CartView | null> {
    const ref = parseCartGid(cartId);
    const view = ref ? await readCartView(this.db, ref, this.merchandise) : null;
    return view && !view.completed ? view : null;
  }

  async create(
    input: { lines?: CartLineInput[] | null; buyerIdentity?: BuyerIdentityInput | null },
    contextCountry: string | null,
  ): Promise<CartResult> {
    const ref = newCartRef();
    const errors: CartUserError[] = [];
    const identity = checkIdentity(input.buyerIdentity ?? {}, ['input', 'buyerIdentity'], errors);
    if (errors.length > 0) return { cart: null, userErrors: errors };
    const stamp = this.now();
    const country = identity.country ?? contextCountry ?? 'US';
    return this.run(ref, async (db) => {
      await db
        .insertInto('carts')
        .values({
          token: ref.token,
          key_hash: hashKey(ref.key),
          country,
          email: identity.email ?? null,
          phone: identity.phone ?? null,
          customer_token: identity.customerToken ?? null,
          status: 'open',
          created_at: stamp,
          updated_at: stamp,
        })
        .execute();
      const plan = new CartPlan([], ref.token);
      plan.add(input.lines ?? [], ['input', 'lines']);
      await this.finish(db, ref.token, plan, true, new Map(), currencyOf(country));
      return null;
    });
  }

  addLines(cartId: unknown, lines: CartLineInput[]): Promise<CartResult> {
    return this.mutate(cartId, (plan) => plan.add(lines));
  }

  updateLines(cartId: unknown, lines: CartLineUpdateInput[]): Promise<CartResult> {
    return this.mutate(cartId, (plan) => plan.update(lines));
  }

  removeLines(cartId: unknown, lineIds: string[]): Promise<CartResult> {
    return this.mutate(cartId, (plan) => plan.remove(lineIds));
  }

  updateBuyerIdentity(cartId: unknown, input: BuyerIdentityInput): Promise<CartResult> {
    return this.mutate(
      cartId,
      async (plan, db, row) => {
        const identity = checkIdentity(input, ['buyerIdentity'], plan.errors);
        if (plan.errors.length > 0) return;
        await db
          .updateTable('carts')
          .set({
            ...(identity.country !== undefined ? { country: identity.country ?? 'US' } : {}),
            ...(identity.email !== undefined ? { email: identity.email } : {}),
            ...(identity.phone !== undefined ? { phone: identity.phone } : {}),
            ...(identity.customerToken !== undefined
              ? { customer_token: identity.customerToken }
              : {}),
          })
          .where('token', '=', row.token)
          .execute();
      },
      true,
    );
  }

  /**
   * Loads the cart's lines once, applies `edit` to them in memory, validates and writes the result, and
   * answers with the cart built from what it read and wrote. On PostgreSQL that is a read and one
   * conditional write (pg-cart-edit.ts), with the locking transaction when the cart changed between
   * them; elsewhere, and for an edit that changes the cart row itself (`rowEdit`, which has the cart
   * read back), the locking transaction alone.
   */
  private mutate(cartId: unknown, edit: Edit, rowEdit = false): Promise<CartResult> {
    const ref = parseCartGid(cartId);
    if (!ref) return Promise.resolve({ cart: null, userErrors: [NOT_FOUND] });
    return !rowEdit && isPostgres(this.db)
      ? this.mutateUnlocked(ref, edit)
      : this.mutateLocked(ref, edit, rowEdit);
  }

  /** Five statements for an add: begin, find-lock-touch, lines, write, commit. */
  private mutateLocked(ref: CartRef, edit: Edit, rowEdit: boolean): Promise<CartResult> {
    return this.run(ref, async (db) => {
      // One statement finds, locks (PostgreSQL row lock) and touches the cart, so edits to one cart
      // apply one at a time; a wrong key rolls the touch back with everything else.
      const row = (await touchOpenCart(db, this.now(), ref.token)).rows[0];
      if (row && !keyMatches(ref.key, row.key_hash)) throw new Rollback([NOT_FOUND], true);
      if (!row) throw new Rollback([(await findCart(db, ref)) ? COMPLETED : NOT_FOUND], true);
      const currency = currencyOf(row.country);
      const current = await readCartLines(db, row.token, currency, this.merchandise);
      const { plan, known } = planOf(current, row.token);
      await edit(plan, db, row);
      await this.finish(db, row.token, plan, false, known, currency);
      return rowEdit ? null : cartView(row, ref.key, plannedLines(plan, current, known, row.token));
    });
  }

  /**
   * Two statements for an add, or one when this process wrote the cart last (cart-versions.ts).
   * Whatever is not the plain case (no such cart, a wrong key, a checked-out cart, a plan the one
   * statement cannot write, a cart that changed meanwhile) goes the locking way, which answers it
   * exactly as before; a kept version that proves old or short of stock is read again first.
   */
  private async mutateUnlocked(ref: CartRef, edit: Edit): Promise<CartResult> {
    const kept = this.versions.take(ref.token);
    const fresh = !kept || !keyMatches(ref.key, kept.row.key_hash);
    const read = fresh ? await readCartForEdit(this.db, ref.token) : kept;
    if (!read || read.row.status !== 'open' || !keyMatches(ref.key, read.row.key_hash))
      return this.mutateLocked(ref, edit, false);
    const { row, version } = read;
    const again = () =>
      fresh ? this.mutateLocked(ref, edit, false) : this.mutateUnlocked(ref, edit);
    const currency = currencyOf(row.country);
    const current = await linesOf(this.db, row.token, read.lines, currency, this.merchandise);
    const { plan, known } = planOf(current, row.token);
    await edit(plan, this.db, row);
    await checkPlan(this.db, plan, known, currency, this.merchandise);
    if (plan.errors.length > 0)
      return fresh ? { cart: cartView(row, ref.key, current), userErrors: plan.errors } : again();
    if (!writableAtOnce(plan)) return this.mutateLocked(ref, edit, false);
    const stamp = this.now();
    const written = await writeIfUnchanged(this.db, row.token, version, stamp, plan).catch(
      (error: unknown) => {
        if (isUniqueViolation(error)) return null; // the locking way says what a clash is
        throw error;
      },
    );
    if (!written) return again();
    const lines = plannedLines(plan, current, known, row.token).map((l) => ({
      ...l,
      variant: withStock(l.variant, written.stock.get(l.variant.id) ?? 0),
    }));
    const touched = { ...row, updated_at: stamp };
    this.versions.keep(touched, written.version, lines);
    return { cart: cartView(touched, ref.key, lines), userErrors: [] };
  }

  /** Validates the plan against its variants (loading those `known` lacks), and writes it. */
  private async finish(
    db: Db,
    token: string,
    plan: CartPlan,
    creating: boolean,
    known: Merchandise,
    currency: string,
  ): Promise<void> {
    await checkPlan(db, plan, known, currency, this.merchandise);
    if (plan.errors.length > 0) throw new Rollback(plan.errors, creating);
    await writePlan(db, token, plan);
  }

  /** Runs `work` in one transaction; its cart, or the cart read back when it answers null, is the result. */
  private async run(ref: CartRef, work: (db: Db) => Promise<CartView | null>): Promise<CartResult> {
    let view: CartView | null = null;
    try {
      // The result is read inside the transaction: it is exactly what was committed, one round trip less.
      view = await this.db.transaction().execute(async (trx) => {
        const built = await work(trx);
        if (built) return built;
        const row = await cartByToken(trx, ref.token);
        if (!row) throw new Error(`cart ${ref.token} vanished inside its own transaction`);
        return cartView(
          row,
          ref.key,
          await readCartLines(trx, ref.token, currencyOf(row.country), this.merchandise),
        );
      });
    } catch (error) {
      if (error instanceof Rollback) {
        return {
          cart: error.cartGone ? null : await this.get(cartIdOf(ref)),
          userErrors: error.errors,
        };
      }
      if (isUniqueViolation(error))
        return { cart: await this.get(cartIdOf(ref)), userErrors: [CONFLICT] };
      throw error;
    }
    return { cart: view, userErrors: [] };
  }
}

function cartIdOf(ref: CartRef): string {
  return `gid://shopify/Cart/${ref.token}?key=${ref.key}`;
}
