import { MAX_QUANTITY, parseQuantity } from './parse-quantity';

describe('parseQuantity (spec §5)', () => {
  it('reads base-10 whole numbers', () => {
    expect(parseQuantity('1')).toBe(1);
    expect(parseQuantity(' 12 ')).toBe(12);
    expect(parseQuantity('08')).toBe(8);
    expect(parseQuantity(String(MAX_QUANTITY))).toBe(MAX_QUANTITY);
  });
  it('rejects everything else', () => {
    for (const bad of [
      '',
      '0',
      '-1',
      '2.5',
      '1e2',
      '0x10',
      'abc',
      '3 4',
      String(MAX_QUANTITY + 1),
      '١',
    ]) {
      expect(parseQuantity(bad)).toBeNull();
    }
  });
});
