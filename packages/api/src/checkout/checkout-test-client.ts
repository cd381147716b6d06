import type { TestApi } from '../test-support/api-server';
import { CART_CREATE, type Payload } from '../test-support/cart-operations';

/** Test-only: carts and checkouts through the HTTP API, as a storefront and the checkout page make them. */

export const ADDRESS = {
  firstName: 'Ada',
  lastName: 'Reader',
  address1: '1 Chapel Lane',
  city: 'York',
  zip: 'YO1 7HH',
  country: 'GB',
};
export const CARD = {
  cardNumber: '4242 4242 4242 4242',
  expMonth: 12,
  expYear: 2099,
  cvc: '123',
  name: 'Ada Reader',
};

export interface Completed {
  status: number;
  body: {
    order?: {
      id: string;
      number: number;
      total: string;
      subtotal: string;
      currencyCode: string;
      totalTax: string;
      shippingLine: { handle: string; title: string; price: string } | null;
      shippingAddress: unknown;
    };
    errors?: { field: string; message: string }[];
    accessToken?: string;
    error?: string;
    message?: string;
    cart?: {
      countryCode: string;
      currencyCode: string;
      total: string;
      totalTax: string;
      deliveryOptions: {
        handle: string;
        estimatedCost: { amount: string; currencyCode: string };
      }[];
      lines: { merchandiseId: string; price: string }[];
    };
  };
}

let keys = 0;

export function checkoutClient(api: TestApi, label: string) {
  /** A cart declared for `country`; `path` is the checkout's `/checkout/<token>?key=…`. */
  async function newCart(lines: { merchandiseId: string; quantity: number }[], country = 'GB') {
    const { data } = await api.client.request<{ cartCreate: Payload }>(CART_CREATE, {
      variables: { input: { lines, buyerIdentity: { countryCode: country } } },
    });
    const cart = data?.cartCreate.cart;
    if (!cart) throw new Error('cart missing');
    const url = new URL(cart.checkoutUrl);
    return { cart, path: `${url.pathname}?${url.searchParams.toString()}` };
  }

  async function complete(
    path: string,
    overrides: Record<string, unknown> = {},
  ): Promise<Completed> {
    const [pathname, query] = path.split('?');
    const body = {
      email: 'ada@example.org',
      shippingAddress: ADDRESS,
      payment: CARD,
      idempotencyKey: `${label}-${++keys}-${Date.now()}`,
      ...overrides,
    };
    const response = await fetch(`${api.baseUrl}${pathname}/complete?${query}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as Completed['body'] };
  }

  const lookup = (number: number | string, query: string) =>
    fetch(`${api.baseUrl}/orders/${number}?${query}`);

  return { newCart, complete, lookup };
}
