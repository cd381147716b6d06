/** @jest-environment jsdom */
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { MemoryRouter } from 'react-router-dom';
import { cartActor, cartCache } from '../../../shared/cart/cart-runtime';
import { CART_ID_KEY } from '../../../shared/cart/cart-storage';
import type { RawCart } from '../../../shared/cart/api/cart-types';
import CartButton from './cart-button';
import CartDrawer from './cart-drawer';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
// Nothing here reaches a network: the region lookup never answers, so the machine never loads.
globalThis.fetch = () => new Promise<Response>(() => {});
jest.mock('./cart.css', () => ({}));
jest.mock('@site/ui/rates', () => ({ loadRates: async () => [] }));
// jsdom has no <dialog> methods; the drawer is rendered, never opened, here.
HTMLDialogElement.prototype.showModal = function showModal() {};

const gbp = (amount: string) => ({ amount, currencyCode: 'GBP' });
const cart: RawCart = {
  id: 'gid://shopify/Cart/c1',
  checkoutUrl: `${location.origin}/checkout/c1?key=k`,
  totalQuantity: 3,
  cost: {
    totalAmount: gbp('37.50'),
    subtotalAmount: gbp('37.50'),
    totalTaxAmount: null,
    totalDutyAmount: null,
  },
  lines: {
    edges: [
      {
        node: {
          id: 'line-1',
          quantity: 3,
          merchandise: {
            id: 'gid://shopify/ProductVariant/1',
            title: 'Default Title',
            price: gbp('12.50'),
            image: null,
            product: { title: 'Luther Rose Mug', handle: 'luther-rose-mug' },
          },
        },
      },
    ],
  },
};

describe('the cart widgets read the cart from urql’s cache', () => {
  it('the button and the drawer show the cached cart the machine points at', async () => {
    localStorage.setItem(CART_ID_KEY, cart.id);
    await cartCache().write(cart);
    expect(cartActor().getSnapshot().context).not.toHaveProperty('cart');
    const container = document.createElement('div');
    document.body.append(container);
    await act(async () => {
      createRoot(container).render(
        <MemoryRouter>
          <CartButton />
          <CartDrawer />
        </MemoryRouter>,
      );
    });
    expect(container.querySelector('.cart-button')?.getAttribute('aria-label')).toBe(
      'Cart, 3 items',
    );
    expect(container.textContent).toContain('3 items in your cart.');
    expect(container.textContent).toContain('Luther Rose Mug');
    expect(container.querySelector('.cart-checkout')?.getAttribute('href')).toBe(
      '/checkout/c1?key=k',
    );

    // A later answer (a mutation's payload) written into the cache is shown at once.
    await act(() => cartCache().write({ ...cart, totalQuantity: 4 }));
    expect(container.querySelector('.cart-button')?.getAttribute('aria-label')).toBe(
      'Cart, 4 items',
    );
  });
});
