import { convertMoney, formatMoney, formatMoneyV2 } from './money';
import { testRate as rate } from './test-rates';

const RATES = [rate('GBP', 1), rate('EUR', 1.16), rate('USD', 1.27)];

describe('formatMoney: the site’s one money format', () => {
  it('prints each shop currency with its sign, grouping and two decimals', () => {
    expect(['GBP', 'EUR', 'USD', 'CAD', 'AUD', 'NZD'].map((c) => formatMoney(2490, c))).toEqual([
      '£2,490.00',
      '€2,490.00',
      'US$2,490.00',
      'CA$2,490.00',
      'A$2,490.00',
      'NZ$2,490.00',
    ]);
  });

  it('reads the decimal strings the APIs send, negative amounts included', () => {
    expect(formatMoney('16.5', 'GBP')).toBe('£16.50');
    expect(formatMoney('-3.95', 'EUR')).toBe('-€3.95');
    expect(formatMoneyV2({ amount: '5680', currencyCode: 'USD' })).toBe('US$5,680.00');
  });

  it('rounds to whole units only when asked', () => {
    expect(formatMoney(2548.6, 'GBP', { whole: true })).toBe('£2,549');
    expect(formatMoney(0.005, 'GBP')).toBe('£0.01');
  });

  it('never throws on what it cannot format', () => {
    expect(formatMoney('abc', 'GBP')).toBe('abc GBP');
    expect(formatMoney('', 'GBP')).toBe(' GBP');
    expect(formatMoney(12.5, 'gbp')).toBe('12.50 gbp');
    expect(formatMoney(12.5, 'ZZZ1')).toBe('12.50 ZZZ1');
    expect(formatMoneyV2(null)).toBe('');
  });
});

describe('formatMoney without Intl', () => {
  const formats = new Map<string, Intl.NumberFormat>();
  const intl = (value: number, code: string, whole: boolean) => {
    const key = `${code}${whole}`;
    if (!formats.has(key))
      formats.set(
        key,
        new Intl.NumberFormat('en-GB', {
          style: 'currency',
          currency: code,
          ...(whole ? { minimumFractionDigits: 0, maximumFractionDigits: 0 } : {}),
        }),
      );
    return formats.get(key)!.format(whole ? Math.round(value) : value);
  };
  const values = [
    0,
    0.004,
    0.005,
    0.015,
    1.005,
    2.675,
    9.995,
    12,
    16.57,
    999.995,
    1000,
    1234567.891,
    2 ** 40,
    1e20,
    1e21,
    1e-7,
    5e-324,
  ];
  // Pseudo-random amounts, as prices and conversions make them: the same list on every run.
  let seed = 7;
  for (let i = 0; i < 400; i++) {
    seed = (seed * 48271) % 2147483647;
    values.push((seed % 10_000_000) / [1, 10, 100, 1000, 7][i % 5]!);
  }

  it.each(['GBP', 'EUR', 'USD', 'CAD', 'AUD', 'NZD'])(
    'prints %s exactly as Intl does, for every amount, sign and rounding',
    (code) => {
      for (const value of values.flatMap((v) => [v, -v]))
        for (const whole of [false, true])
          expect([value, whole, formatMoney(value, code, { whole })]).toEqual([
            value,
            whole,
            intl(value, code, whole),
          ]);
    },
  );
});

describe('convertMoney', () => {
  it('goes through GBP and leaves rounding to the formatter', () => {
    expect(convertMoney(11.6, 'EUR', 'GBP', RATES)).toBeCloseTo(10, 10);
    expect(formatMoney(convertMoney(2490, 'USD', 'EUR', RATES)!, 'EUR')).toBe('€2,274.33');
  });

  it('gives null rather than a made-up figure', () => {
    expect(convertMoney(10, 'GBP', 'JPY', RATES)).toBeNull();
    expect(convertMoney(Number.NaN, 'GBP', 'EUR', RATES)).toBeNull();
    expect(convertMoney(10, 'GBP', 'EUR', [])).toBeNull();
    expect(convertMoney(10, 'GBP', 'GBP', [])).toBe(10);
  });
});
