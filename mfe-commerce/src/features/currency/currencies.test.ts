import { isCurrency } from './currencies';

describe('isCurrency', () => {
  it('accepts the shop currencies only', () => {
    expect(isCurrency('GBP')).toBe(true);
    expect(isCurrency('EUR')).toBe(true);
    expect(isCurrency('gbp')).toBe(false);
    expect(isCurrency('XYZ')).toBe(false);
  });
});
