import type { CurrencyRate } from '@site/contracts/page-data';
import { displayPrice } from './money-format';

const rates: CurrencyRate[] = [
  { code: 'GBP', name: 'Pound sterling', symbol: '£', rateFromGbp: 1, decimals: 2 },
  { code: 'EUR', name: 'Euro', symbol: '€', rateFromGbp: 1.2, decimals: 2 },
  { code: 'USD', name: 'US dollar', symbol: 'US$', rateFromGbp: 1.25, decimals: 2 },
];

describe('displayPrice', () => {
  it('shows the chosen currency when it can, the original otherwise, in the one format', () => {
    const m = { amount: '24.99', currencyCode: 'GBP' };
    expect(displayPrice(m, undefined, rates)).toBe('£24.99');
    expect(displayPrice(m, 'EUR', rates)).toBe('€29.99');
    expect(displayPrice({ amount: '12.50', currencyCode: 'USD' }, 'EUR', rates)).toBe('€12.00');
    // No rate for CAD: the original, not a guess.
    expect(displayPrice(m, 'CAD', rates)).toBe('£24.99');
  });

  it('leaves a price already in the chosen currency as it is (no round trip through the rates)', () => {
    expect(displayPrice({ amount: '15.99', currencyCode: 'EUR' }, 'EUR', [])).toBe('€15.99');
    expect(displayPrice({ amount: '2490', currencyCode: 'USD' }, 'USD', rates)).toBe('US$2,490.00');
  });

  it('never throws on a malformed amount', () => {
    expect(displayPrice({ amount: '', currencyCode: 'GBP' }, 'EUR', rates)).toBe(' GBP');
    expect(displayPrice({ amount: 'abc', currencyCode: 'GBP' }, undefined, rates)).toBe('abc GBP');
  });
});
