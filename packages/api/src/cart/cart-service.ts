import { isCountryCode } from '../commerce/countries';
import { currencyOf } from '../commerce/regions';
import { type Db, isUniqueViolation } from '../db/database';
import { queryShape } from '../db/query-shape';
import type { CartTable } from '../db/schema';
import { type CartRef, hashKey, keyMatches, newCartRef, parseCartGid } from './cart-id';
import {
  type BuyerIdentityInput,
  type CartLineInput,
  type CartLineUpdateInput,
  CUSTOMER_TOKEN,
  isEmail,
  PHONE,
  userError,
} from './cart-inputs';
import { CartPlan, type VariantStock } from './cart-plan';
import type { CartLineView, CartResult, CartUserError, CartView } from './cart-types';
import { readCartLines, readCartView } from './cart-lines';
import { cartByToken, cartView, findCart, type LineMerchandise, loadMerchandise } from './cart-view';
import { MerchandiseCache } from './merchandise-cache';
import { writePlan } from './cart-writes';

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
const COMPLETED = userError('INVALID', ['cartId'], 'The cart has been checked out and can no longer change; create a new cart.');
const CONFLICT = userError('INVALID', null, 'The cart changed at the same time; try again.');

type Edit = (plan: CartPlan, db: Db, row: CartTable) => Promise<void> | void;

/** What the validation and the answer need to know of every variant a plan's lines hold. */
type Merchandise = Map<number, LineMerchandise>;

/** Finds, locks (PostgreSQL row lock) and touches an open cart in one statement. */
const touchOpenCart = queryShape((db: Db, now: string, token: string) =>
  db.updateTable('carts').set({ updated_at: now }).where('token', '=', token).where('status', '=', 'open').returningAll(),
);

/** Cart operations with Shopify's semantics; every mutation is one transaction or nothing. */
export class CartService {
  constructor(
    private readonly db: Db,
    private readonly now: () => string = () => new Date().toISOString(),
    /** The catalogue side of lines (see merchandise-cache.ts); stock is always read with the lines. */
    private readonly merchandise = new MerchandiseCache(),
  ) {}

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
    return this.mutate(cartId, async (plan, db, row) => {
      const identity = checkIdentity(input, ['buyerIdentity'], plan.errors);
      if (plan.errors.length > 0) return;
      await db
        .updateTable('carts')
        .set({
          ...(identity.country !== undefined ? { country: identity.country ?? 'US' } : {}),
          ...(identity.email !== undefined ? { email: identity.email } : {}),
          ...(identity.phone !== undefined ? { phone: identity.phone } : {}),
          ...(identity.customerToken !== undefined ? { customer_token: identity.customerToken } : {}),
        })
        .where('token', '=', row.token)
        .execute();
    }, true);
  }

  /**
   * Loads the cart's lines once, applies `edit` to them in memory, validates and writes the result, and
   * answers with the cart built from what it read and wrote: five statements for an add. An edit that
   * changes the cart row itself (`rowEdit`) has the cart read back instead.
   */
  private mutate(cartId: unknown, edit: Edit, rowEdit = false): Promise<CartResult> {
    const ref = parseCartGid(cartId);
    if (!ref) return Promise.resolve({ cart: null, userErrors: [NOT_FOUND] });
    return this.run(ref, async (db) => {
      // One statement finds, locks (PostgreSQL row lock) and touches the cart, so edits to one cart
      // apply one at a time; a wrong key rolls the touch back with everything else.
      const row = (await touchOpenCart(db, this.now(), ref.token)).rows[0];
      if (row && !keyMatches(ref.key, row.key_hash)) throw new Rollback([NOT_FOUND], true);
      if (!row) throw new Rollback([(await findCart(db, ref)) ? COMPLETED : NOT_FOUND], true);
      const currency = currencyOf(row.country);
      const current = await readCartLines(db, row.token, currency, this.merchandise);
      const plan = new CartPlan(
        current.map((l) => ({ id: l.id, variant_id: l.variant.id, quantity: l.quantity, position: l.position })),
        row.token,
      );
      await edit(plan, db, row);
      const known: Merchandise = new Map(current.map((l) => [l.variant.id, { variant: l.variant, product: l.product }]));
      await this.finish(db, row.token, plan, false, known, currency);
      if (rowEdit) return null;
      const attributes = new Map(current.map((l) => [l.id, l.attributes]));
      const lines = plan.final().map((l): CartLineView => {
        const { variant, product } = known.get(l.variantId)!;
        const kept = l.attributes ?? attributes.get(l.id) ?? [];
        return { id: l.id, cartToken: row.token, quantity: l.quantity, position: l.position, attributes: kept, variant, product };
      });
      return cartView(row, ref.key, lines);
    });
  }

  /** Loads what `known` lacks of the plan's variants, validates the plan against them, and writes it. */
  private async finish(db: Db, token: string, plan: CartPlan, creating: boolean, known: Merchandise, currency: string): Promise<void> {
    if (plan.errors.length === 0) {
      const missing = plan.variantIds().filter((id) => !known.has(id));
      for (const [id, found] of await loadMerchandise(db, missing, currency)) {
        known.set(id, found);
        this.merchandise.remember(id, currency, found);
      }
      plan.validate(stockOf(known));
    }
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
        return cartView(row, ref.key, await readCartLines(trx, ref.token, currencyOf(row.country), this.merchandise));
      });
    } catch (error) {
      if (error instanceof Rollback) {
        return { cart: error.cartGone ? null : await this.get(cartIdOf(ref)), userErrors: error.errors };
      }
      if (isUniqueViolation(error)) return { cart: await this.get(cartIdOf(ref)), userErrors: [CONFLICT] };
      throw error;
    }
    return { cart: view, userErrors: [] };
  }
}

function stockOf(known: Merchandise): Map<number, VariantStock> {
  const stock = new Map<number, VariantStock>();
  for (const [id, { variant, product }] of known) {
    const name = variant.title === 'Default Title' ? product.title : `${product.title} (${variant.title})`;
    stock.set(id, { id, stock: variant.stock, name });
  }
  return stock;
}

function cartIdOf(ref: CartRef): string {
  return `gid://shopify/Cart/${ref.token}?key=${ref.key}`;
}

interface Identity {
  country?: string | null;
  email?: string | null;
  phone?: string | null;
  customerToken?: string | null;
}

/** Validates a buyer identity; `undefined` fields are left as they are, `null` clears them. */
function checkIdentity(input: BuyerIdentityInput, path: string[], errors: CartUserError[]): Identity {
  const out: Identity = {};
  if (input.countryCode !== undefined) {
    if (input.countryCode !== null && !isCountryCode(input.countryCode)) {
      errors.push(userError('INVALID', [...path, 'countryCode'], 'The country code is not a valid ISO 3166-1 alpha-2 code.'));
    }
    out.country = input.countryCode;
  }
  if (input.email !== undefined) {
    const email = input.email?.trim() || null;
    if (email !== null && !isEmail(email)) errors.push(userError('INVALID', [...path, 'email'], 'Enter a valid email address.'));
    out.email = email;
  }
  if (input.phone !== undefined) {
    if (input.phone !== null && !PHONE.test(input.phone)) {
      errors.push(userError('INVALID', [...path, 'phone'], 'Enter the phone number in international format, e.g. +441234567890.'));
    }
    out.phone = input.phone;
  }
  if (input.customerAccessToken !== undefined) {
    if (input.customerAccessToken !== null && !CUSTOMER_TOKEN.test(input.customerAccessToken)) {
      errors.push(userError('INVALID', [...path, 'customerAccessToken'], 'The customer access token is malformed.'));
    }
    out.customerToken = input.customerAccessToken;
  }
  return out;
}
