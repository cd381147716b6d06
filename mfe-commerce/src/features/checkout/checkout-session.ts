const KEY_PREFIX = 'site.checkout-key.';

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

/**
 * After an order the attempt is over: the next checkout of this cart token needs a new key. The
 * confirmation needs nothing from here; its URL carries the order's access token.
 */
export function finishCheckout(token: string, session: Session): void {
  session.removeItem(KEY_PREFIX + token);
  // Written by earlier versions (the order's e-mail, for a lookup that no longer exists).
  session.removeItem('site.last-order');
}
