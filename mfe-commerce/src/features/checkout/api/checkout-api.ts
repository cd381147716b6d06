// The embedded checkout (packages/api): `/api/checkout/:token?key=[&country=]` and `/api/orders/:number?token=`.

export interface CheckoutLine {
  merchandiseId: string;
  title: string;
  variantTitle: string;
  quantity: number;
  price: string;
  total: string;
  image: string | null;
  available: boolean;
}

/** A way to deliver the order, as the Storefront API's CartDeliveryOption; the first is the default. */
export interface DeliveryOption {
  handle: string;
  title: string;
  description: string;
  estimatedCost: { amount: string; currencyCode: string };
}

export interface CheckoutSummary {
  token: string;
  countryCode: string;
  currencyCode: string;
  email: string | null;
  totalQuantity: number;
  subtotal: string;
  totalTax: string;
  totalDuty: string;
  total: string;
  taxIncluded: boolean;
  /** Goods totals above; the chosen option's cost is added to `total` when paying. */
  deliveryOptions: DeliveryOption[];
  lines: CheckoutLine[];
}

export interface Order {
  number: number;
  name: string;
  email: string;
  currencyCode: string;
  subtotal: string;
  totalTax: string;
  total: string;
  /** As the checkout's lines, without what only matters before paying. */
  lines: Omit<CheckoutLine, 'image' | 'available'>[];
  shippingAddress: {
    firstName?: string;
    lastName?: string;
    address1?: string;
    address2?: string | null;
    city?: string;
    province?: string | null;
    zip?: string;
    country?: string;
  } | null;
  /** How it ships (Shopify's Order.shippingLine); null for an order from before delivery options. */
  shippingLine?: { handle: string; title: string; price: string } | null;
}

/** The new amounts of a `total_changed` refusal: the cart priced for where it ships. */
export type RepricedCart = Omit<CheckoutSummary, 'token' | 'email' | 'totalQuantity' | 'lines'> & {
  lines: Pick<CheckoutLine, 'merchandiseId' | 'quantity' | 'price' | 'total'>[];
};

/**
 * A failed call: the HTTP status and the API's `{error, message, errors?, orderNumber?, cart?,
 * authentication?}` body. `challengeUrl` is set for a 402 `requires_action` (3-D Secure): nothing is
 * charged yet, and the same request with the same key answers once the bank's page is done.
 */
export class CheckoutError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fieldErrors: { field: string; message: string }[] = [],
    readonly orderNumber: number | null = null,
    readonly repriced: RepricedCart | null = null,
    readonly challengeUrl: string | null = null,
  ) {
    super(message);
  }
}

async function call<T>(url: string, init?: RequestInit): Promise<T> {
  const response = await fetch(url, {
    ...init,
    headers: { Accept: 'application/json', ...(init?.headers ?? {}) },
  });
  const body = (await response.json().catch(() => ({}))) as Record<string, unknown>;
  if (!response.ok) {
    const errors = Array.isArray(body.errors)
      ? (body.errors as { field: string; message: string }[]).filter(
          (e) => typeof e?.field === 'string',
        )
      : [];
    throw new CheckoutError(
      response.status,
      typeof body.error === 'string' ? body.error : 'http_error',
      typeof body.message === 'string'
        ? body.message
        : `The checkout answered HTTP ${response.status}.`,
      errors,
      typeof body.orderNumber === 'number' ? body.orderNumber : null,
      body.error === 'total_changed' && typeof body.cart === 'object' && body.cart !== null
        ? (body.cart as RepricedCart)
        : null,
      response.status === 402 && body.error === 'requires_action'
        ? challengeUrlOf(body.authentication)
        : null,
    );
  }
  return body as T;
}

function challengeUrlOf(authentication: unknown): string | null {
  const url = (authentication as { challengeUrl?: unknown } | null)?.challengeUrl;
  return typeof url === 'string' && url !== '' ? url : null;
}

const base = (token: string) => `/api/checkout/${encodeURIComponent(token)}`;

/** The checkout summary, priced for delivery to `country` when one is given (tax and currency follow it). */
export async function fetchCheckout(
  token: string,
  key: string,
  country?: string,
): Promise<CheckoutSummary> {
  const where = country ? `&country=${encodeURIComponent(country)}` : '';
  return (
    await call<{ cart: CheckoutSummary }>(`${base(token)}?key=${encodeURIComponent(key)}${where}`)
  ).cart;
}

/** The order and its access token: the only key to the order's confirmation (the number is guessable). */
export async function completeCheckout(
  token: string,
  key: string,
  body: unknown,
): Promise<{ order: Order; accessToken: string }> {
  const url = `${base(token)}/complete?key=${encodeURIComponent(key)}`;
  const init = {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  };
  return call<{ order: Order; accessToken: string }>(url, init);
}

export async function fetchOrder(number: string, accessToken: string): Promise<Order> {
  return (
    await call<{ order: Order }>(
      `/api/orders/${encodeURIComponent(number)}?token=${encodeURIComponent(accessToken)}`,
    )
  ).order;
}

/** An order of the signed-in customer's own account, opened with their customer access token. */
export async function fetchAccountOrder(
  number: string,
  customerAccessToken: string,
): Promise<Order> {
  const headers = { Authorization: `Bearer ${customerAccessToken}` };
  return (await call<{ order: Order }>(`/api/orders/${encodeURIComponent(number)}`, { headers }))
    .order;
}

/** The summary with a `total_changed` refusal's amounts; lines keep their titles and images. */
export function applyRepricing(cart: CheckoutSummary, repriced: RepricedCart): CheckoutSummary {
  const { lines, ...totals } = repriced;
  const byId = new Map(lines.map((l) => [l.merchandiseId, l]));
  return {
    ...cart,
    ...totals,
    lines: cart.lines.map((l) => {
      const line = byId.get(l.merchandiseId);
      return line ? { ...l, quantity: line.quantity, price: line.price, total: line.total } : l;
    }),
  };
}

/** The confirmation page's address: the number for people to read, the token that opens the order. */
export function confirmationHref(path: string, accessToken: string): string {
  return `${path}?token=${encodeURIComponent(accessToken)}`;
}
