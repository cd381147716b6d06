import type { CurrencyRate } from '@site/contracts/page-data';
import { convertAmount, formatAmount, formatMoney } from './money-format';

const rates: CurrencyRate[] = [
  { code: 'GBP', name: 'Pound sterling', symbol: '£', rateFromGbp: 1, decimals: 2 },
  { code: 'EUR', name: 'Euro', symbol: '€', rateFromGbp: 1.2, decimals: 2 },
  { code: 'USD', name: 'US dollar', symbol: 'US$', rateFromGbp: 1.25, decimals: 2 },
];

describe('money formatting', () => {
  it('formats with the symbol, grouping and fixed decimals', () => {
    expect(formatAmount(1234.5, 'GBP')).toBe('£1,234.50');
    expect(formatAmount(0, 'NZD')).toBe('NZ$0.00');
    expect(formatAmount(-3, 'XYZ')).toBe('-XYZ 3.00');
    expect(formatAmount(12, 'USD', rates)).toBe('US$12.00');
  });

  it('converts through GBP', () => {
    expect(convertAmount({ amount: '10.00', currencyCode: 'GBP' }, 'EUR', rates)).toBe(12);
    expect(convertAmount({ amount: '12.50', currencyCode: 'USD' }, 'EUR', rates)).toBe(12);
    expect(convertAmount({ amount: '12.50', currencyCode: 'USD' }, 'JPY', rates)).toBeNull();
    expect(convertAmount({ amount: 'abc', currencyCode: 'GBP' }, 'EUR', rates)).toBeNull();
  });

  it('shows the chosen currency when it can, the original otherwise', () => {
    const m = { amount: '24.99', currencyCode: 'GBP' };
    expect(formatMoney(m, undefined, rates)).toBe('£24.99');
    expect(formatMoney(m, 'EUR', rates)).toBe('€29.99');
    expect(formatMoney(m, 'CAD', rates)).toBe('£24.99');
  });
});
