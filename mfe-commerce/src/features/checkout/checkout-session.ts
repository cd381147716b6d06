const KEY_PREFIX = 'site.checkout-key.';
const LAST_ORDER = 'site.last-order';

type Session = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function newKey(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * The idempotency key of this cart's checkout attempt: made once and reused by every resubmit
 * (a double click, a retry after a network error, a reload), so the API never charges twice.
 */
export function checkoutKey(token: string, session: Session, make: () => string = newKey): string {
  const stored = session.getItem(KEY_PREFIX + token);
  if (stored && /^[A-Za-z0-9_-]{8,100}$/.test(stored)) return stored;
  const key = make();
  session.setItem(KEY_PREFIX + token, key);
  return key;
}

/** After an order the attempt is over, and the confirmation page needs the email to look the order up. */
export function finishCheckout(token: string, order: { number: number; email: string }, session: Session): void {
  session.removeItem(KEY_PREFIX + token);
  session.setItem(LAST_ORDER, JSON.stringify({ number: order.number, email: order.email }));
}

export function lastOrderEmail(number: string, session: Pick<Storage, 'getItem'>): string | null {
  try {
    const saved = JSON.parse(session.getItem(LAST_ORDER) ?? 'null') as { number?: unknown; email?: unknown } | null;
    return saved && String(saved.number) === number && typeof saved.email === 'string' ? saved.email : null;
  } catch {
    return null;
  }
}
