import { checkoutKey, finishCheckout } from './checkout-session';

function session() {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
    removeItem: (k: string) => void data.delete(k),
  };
}

describe('checkout session', () => {
  it('makes one idempotency key per checkout and reuses it', () => {
    const s = session();
    let made = 0;
    const make = () => `key-${++made}-abcdefgh`;
    const first = checkoutKey('tok1', s, make);
    expect(checkoutKey('tok1', s, make)).toBe(first);
    expect(checkoutKey('tok2', s, make)).not.toBe(first);
    expect(made).toBe(2);
  });

  it('starts a new attempt after an order and keeps no order details', () => {
    const s = session();
    const key = checkoutKey('tok1', s, () => 'first-key-123');
    s.setItem('site.last-order', JSON.stringify({ number: 1007, email: 'ann@example.com' }));
    finishCheckout('tok1', s);
    expect(checkoutKey('tok1', s, () => 'second-key-123')).not.toBe(key);
    expect([...s.data.keys()].filter((k) => !k.startsWith('site.checkout-key.'))).toEqual([]);
  });

  it('makes real random keys the API accepts', () => {
    expect(checkoutKey('t', session())).toMatch(/^[0-9a-f]{32}$/);
  });
});
