/**
 * The product page's "Add to cart" before the app is live (issue 29; @site/contracts/islands). The
 * boot script loads this after `load`; a press it is offered then adds to the cart at once, with
 * `fetch` alone, instead of waiting a second or more on a phone for the app to start and replay it.
 *
 * It does what the app's add does: the same Storefront calls (shared/cart/api), the cart kept under
 * the same storage key, priced in the same country. It writes only the form's status line; the
 * form adopts the answer as it hydrates (add-to-cart-form.tsx), and the cart runtime loads the cart
 * it made. A quantity that is no quantity is not taken: the app replays that press and says why.
 */
import { readChoice } from '@site/app-state/visitor-choice';
import {
  answerInIsland,
  ISLAND_PRESS,
  ISLAND_READY_ATTR,
  islandsClosed,
} from '@site/contracts/islands';
import { createCartApi } from '../shared/cart/api/cart-api';
import type { CartLineInput } from '../shared/cart/api/cart-types';
import { CART_ID_KEY, readStoredCartId } from '../shared/cart/cart-storage';
import { islandAddKey, ISLAND_CART } from '../shared/cart/island-keys';
import { parseQuantity } from '../shared/cart/parse-quantity';
import { countryForCart, lookUpGeo, resolveRegion } from '../shared/region/resolve-region';
import { fetchRequest } from '../shared/storefront/fetch-request';
import { ADDED, NOT_ADDED } from '../shared/cart/add-messages';

const api = createCartApi(fetchRequest(), location.origin);
/** An add is on its way: the app's form disables its button meanwhile, so a press adds nothing. */
let adding = false;

async function country(): Promise<string> {
  const chosen = readChoice(localStorage);
  if (chosen) return chosen.country;
  return countryForCart(null, await resolveRegion({ session: sessionStorage, lookUp: lookUpGeo }));
}

/** Adds to the kept cart, or to a new one when none is kept or the kept one is gone. */
async function add(lines: CartLineInput[]): Promise<string> {
  const where = await country();
  const kept = readStoredCartId(localStorage);
  let cartId: string;
  try {
    cartId = kept ? (await api.addLines(kept, lines, where)).id : '';
  } catch (error) {
    // Only a cart that is gone is replaced: after any other failure the lines may have been added.
    if ((await api.fetchCart(kept as string, where).catch(() => undefined)) !== null) throw error;
    cartId = '';
  }
  if (!cartId) cartId = (await api.createCart(where, lines)).id;
  localStorage.setItem(CART_ID_KEY, cartId);
  return cartId;
}

function take(form: HTMLFormElement, event: Event): void {
  // Once the app renders the form, its answer would race the hydration: the app takes the press.
  if (islandsClosed(document)) return;
  const merchandiseId = form.dataset.merchandiseId;
  const quantity = parseQuantity(
    form.querySelector<HTMLInputElement>('[name="quantity"]')?.value ?? '',
  );
  if (!merchandiseId || quantity === null) return;
  event.preventDefault();
  if (adding) return;
  adding = true;
  const status = form.querySelector<HTMLElement>('[role="status"]');
  const cart = add([{ merchandiseId, quantity }]);
  void cart.then(
    () => (adding = false),
    () => (adding = false),
  );
  answerInIsland(ISLAND_CART, () => cart);
  void answerInIsland(islandAddKey(merchandiseId), () =>
    cart.then(
      () => true,
      (error: unknown) => {
        console.error('storefront:', error instanceof Error ? error.message : error);
        return false;
      },
    ),
  ).then((ok) => {
    // Once the app renders the form it is React's: it adopts the answer and shows it itself.
    if (!status || islandsClosed(document)) return;
    status.textContent = ok ? ADDED : NOT_ADDED;
    status.classList.toggle('form-error', !ok);
  });
}

for (const form of document.querySelectorAll<HTMLFormElement>('form[data-island="commerce"]')) {
  form.addEventListener(ISLAND_PRESS, (event) => take(form, event));
  form.setAttribute(ISLAND_READY_ATTR, '');
}
