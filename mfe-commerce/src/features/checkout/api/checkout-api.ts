// The embedded checkout (packages/api): `/api/checkout/:token?key=` and `/api/orders/:number?email=`.

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
  lines: { merchandiseId: string; title: string; variantTitle: string; quantity: number; price: string; total: string }[];
  shippingAddress: { firstName?: string; lastName?: string; address1?: string; city?: string; zip?: string; country?: string } | null;
}

/** A failed call: the HTTP status and the API's `{error, message, errors?}` body. */
export class CheckoutError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fieldErrors: { field: string; message: string }[] = [],
    readonly orderNumber: number | null = null,
  ) {
    super(message);
  }
}

async function call<T>(url: string, init?: RequestInit): Promise<T> {
  const response = await fetch(url, { ...init, headers: { Accept: 'application/json', ...(init?.headers ?? {}) } });
  const body = (await response.json().catch(() => ({}))) as Record<string, unknown>;
  if (!response.ok) {
    const errors = Array.isArray(body.errors) ? (body.errors as { field: string; message: string }[]).filter((e) => typeof e?.field === 'string') : [];
    throw new CheckoutError(
      response.status,
      typeof body.error === 'string' ? body.error : 'http_error',
      typeof body.message === 'string' ? body.message : `The checkout answered HTTP ${response.status}.`,
      errors,
      typeof body.orderNumber === 'number' ? body.orderNumber : null,
    );
  }
  return body as T;
}

const base = (token: string) => `/api/checkout/${encodeURIComponent(token)}`;

export async function fetchCheckout(token: string, key: string): Promise<CheckoutSummary> {
  return (await call<{ cart: CheckoutSummary }>(`${base(token)}?key=${encodeURIComponent(key)}`)).cart;
}

export async function completeCheckout(token: string, key: string, body: unknown): Promise<Order> {
  const url = `${base(token)}/complete?key=${encodeURIComponent(key)}`;
  const init = { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) };
  return (await call<{ order: Order }>(url, init)).order;
}

export async function fetchOrder(number: string, email: string): Promise<Order> {
  return (await call<{ order: Order }>(`/api/orders/${encodeURIComponent(number)}?email=${encodeURIComponent(email)}`)).order;
}
