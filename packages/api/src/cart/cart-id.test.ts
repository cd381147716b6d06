import { hashKey, keyMatches, newCartRef } from './cart-id';

describe('cart keys', () => {
  it('match only the stored hash of the same key, on first sight and when seen again', () => {
    const { key } = newCartRef();
    const other = newCartRef().key;
    const stored = hashKey(key);
    for (let i = 0; i < 3; i++) {
      expect(keyMatches(key, stored)).toBe(true);
      expect(keyMatches(other, stored)).toBe(false);
      expect(keyMatches(key, hashKey(other))).toBe(false);
      expect(keyMatches(key, 'not-a-hash')).toBe(false);
    }
  });
});
