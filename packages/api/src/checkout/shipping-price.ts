import type { CartView } from '../cart/cart-types';
import type { CartRef } from '../cart/cart-id';
import { cartView, findCart, loadCartLines } from '../cart/cart-view';
import { isCountryCode } from '../commerce/countries';
import { gid } from '../commerce/gid';
import { decimalAmount } from '../commerce/money';
import { currencyOf, regionOf } from '../commerce/regions';
import type { Db } from '../db/database';
import type { CartTable } from '../db/schema';
import type { ExpectedTotal } from './checkout-input';
import { CheckoutFailure } from './checkout-errors';
import { summaryTotals } from './checkout-summary';
import {
  type DeliveryHandle,
  type DeliveryOption,
  deliveryOptionJson,
  deliveryOptions,
} from './delivery-options';

/*
 * Where the goods go decides the price. A cart's country is only what the shopper (or a script)
 * declared while browsing; tax, duty and the price list (the currency: regions tie it to the
 * country) are those of the shipping address's country, so declaring a tax-free region and
 * shipping to a taxed one buys nothing.
 *
 * When the two disagree we re-price rather than refuse. Every country is sold to (regionOf falls
 * back to the US price list), so refusing would only send the shopper back to the currency picker
 * to do by hand what the checkout can do for them. But nobody is charged an amount they were not
 * shown: if the destination's total is not the one the shopper saw, the checkout answers 409
 * `total_changed` with the new totals and charges nothing; the page shows them, and pressing Pay
 * again (now sending that total) confirms it. The page states the total it showed (`expectedTotal`);
 * a client that sends none is held to the cart's own price region.
 */

/** The cart priced for delivery to `country`: that region's currency, price list and tax. */
export async function pricedFor(
  db: Db,
  cart: CartTable,
  key: string,
  country: string,
): Promise<CartView> {
  return cartView(
    { ...cart, country },
    key,
    await loadCartLines(db, cart.token, currencyOf(country)),
  );
}

/**
 * The checkout summary for a destination the shopper is choosing (`?country=`), so the page shows the
 * destination's total before Pay; without a valid country, the cart's own. Null: no such cart.
 */
export async function quoteFor(db: Db, ref: CartRef, country: unknown): Promise<CartView | null> {
  const cart = await findCart(db, ref);
  if (!cart) return null;
  return pricedFor(
    db,
    cart,
    ref.key,
    isCountryCode(country) && country !== 'ZZ' ? country : cart.country,
  );
}

const countryNames = new Intl.DisplayNames(['en'], { type: 'region' });
const format = (amount: number, currency: string) =>
  new Intl.NumberFormat('en-GB', { style: 'currency', currency }).format(amount / 100);

/** The delivery options for the cart as priced (its region, currency and goods total). */
export function optionsFor(view: CartView): DeliveryOption[] {
  return deliveryOptions(view.region, view.currency, view.totals.total);
}

/** What the shopper pays for `view` delivered by `handle`: the goods total and the option's cost. */
export function chargeFor(
  view: CartView,
  handle: DeliveryHandle,
): { delivery: DeliveryOption; total: number } {
  const options = optionsFor(view);
  const delivery = options.find((o) => o.handle === handle) ?? options[0]!;
  return { delivery, total: view.totals.total + delivery.cost };
}

/** The 409 a shopper sees instead of a charge they did not agree to; the body carries the new totals. */
export function totalChanged(
  view: CartView,
  shown: ExpectedTotal,
  handle: DeliveryHandle,
): CheckoutFailure {
  const place = countryNames.of(view.country) ?? view.country;
  const { delivery, total } = chargeFor(view, handle);
  return new CheckoutFailure(409, {
    error: 'total_changed',
    message:
      `Your total for delivery to ${place} is ${format(total, view.currency)} (${place}'s prices and tax, ${delivery.title.toLowerCase()} included), ` +
      `not the ${format(shown.amount, shown.currencyCode)} shown. Nothing has been charged: check the new total, then press Pay again to confirm it.`,
    shownTotal: { amount: decimalAmount(shown.amount), currencyCode: shown.currencyCode },
    cart: {
      ...summaryTotals(view),
      deliveryOptions: optionsFor(view).map(deliveryOptionJson),
      lines: view.lines.map((l) => ({
        merchandiseId: gid('ProductVariant', l.variant.id),
        quantity: l.quantity,
        price: decimalAmount(l.variant.price),
        total: decimalAmount(l.variant.price * l.quantity),
      })),
    },
  });
}

/**
 * Throws `total_changed` unless the shopper agreed to `view`'s total with the chosen delivery: the
 * one they were shown, or, when the client does not say, any total in the cart's own price region
 * (the summary showed that).
 */
export async function ensureAgreedTotal(
  db: Db,
  cart: CartTable,
  view: CartView,
  expected: ExpectedTotal | null,
  handle: DeliveryHandle,
): Promise<void> {
  if (expected) {
    if (
      expected.currencyCode !== view.currency ||
      expected.amount !== chargeFor(view, handle).total
    )
      throw totalChanged(view, expected, handle);
    return;
  }
  if (regionOf(cart.country) === view.region) return;
  const declared = await pricedFor(db, cart, view.key, cart.country);
  throw totalChanged(
    view,
    { amount: chargeFor(declared, handle).total, currencyCode: declared.currency },
    handle,
  );
}
