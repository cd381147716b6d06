import { convert, convertMoney, formatMoney, sumMoney } from './money';
import { isGivingCurrency } from './currencies';
import { loadRates, readRateNodes, resetRates } from './rates';
import { testRate as rate } from '@site/contracts/test-rates';

const rates = [rate('GBP', 1), rate('USD', 1.25), rate('EUR', 1.2)];

describe('convert', () => {
  it('goes through GBP', () => {
    expect(convert(125, 'USD', 'GBP', rates)).toBeCloseTo(100);
    expect(convert(100, 'GBP', 'EUR', rates)).toBeCloseTo(120);
    expect(convert(125, 'USD', 'EUR', rates)).toBeCloseTo(120);
  });
  it('keeps an amount already in the target currency, even without rates', () => {
    expect(convert(7, 'NZD', 'NZD', [])).toBe(7);
  });
  it('refuses a currency without a rate or a non-number', () => {
    expect(convert(10, 'JPY', 'GBP', rates)).toBeNull();
    expect(convert(Number.NaN, 'GBP', 'USD', rates)).toBeNull();
    expect(convertMoney({ amount: '', currencyCode: 'GBP' }, 'GBP', rates)).toBeNull();
    expect(convertMoney({ amount: 'ten', currencyCode: 'GBP' }, 'GBP', rates)).toBeNull();
  });
});

describe('sumMoney', () => {
  it('adds every currency in the target and counts what it could not convert', () => {
    const { total, skipped } = sumMoney(
      [
        { amount: '25.00', currencyCode: 'GBP' },
        { amount: '12.50', currencyCode: 'USD' },
        { amount: '5', currencyCode: 'XXX' },
      ],
      'GBP',
      rates,
    );
    expect(total).toBeCloseTo(35);
    expect(skipped).toBe(1);
  });
});

describe('formatMoney', () => {
  it('prints the same text wherever it runs (en-GB)', () => {
    expect(formatMoney(2548.4, 'GBP', { whole: true })).toBe('£2,548');
    expect(formatMoney(25.5, 'USD')).toBe('US$25.50');
    expect(formatMoney(6000, 'EUR', { whole: true })).toBe('€6,000');
  });
  it('falls back to the code for a currency Intl does not know', () => {
    expect(formatMoney(3, 'ZZZZ')).toBe('3.00 ZZZZ');
  });
});

describe('currencies', () => {
  it('takes the six giving currencies only', () => {
    expect(['GBP', 'EUR', 'USD', 'CAD', 'AUD', 'NZD'].every(isGivingCurrency)).toBe(true);
    expect(isGivingCurrency('JPY')).toBe(false);
    expect(isGivingCurrency(undefined)).toBe(false);
  });
});

describe('loadRates', () => {
  beforeEach(() => {
    resetRates();
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => jest.restoreAllMocks());

  const respond = (body: unknown, ok = true) =>
    Promise.resolve({ ok, json: () => Promise.resolve(body) });

  it('reads the static query named by app-data, keeping well-formed nodes only', async () => {
    const asked: string[] = [];
    const loaded = await loadRates((url) => {
      asked.push(url);
      if (url === '/page-data/app-data.json') return respond({ staticQueryHash: 'abc123' });
      return respond({
        data: {
          rate: { nodes: [rate('USD', 1.27), { code: 'bad', rateFromGbp: 2 }, rate('EUR', -1)] },
        },
      });
    });
    expect(asked).toEqual(['/page-data/app-data.json', '/page-data/sq/d/abc123.json']);
    expect(loaded.map((r) => r.code)).toEqual(['USD']);
  });

  it('gives no rates, without throwing, when the hash is not a plain name or the files are missing', async () => {
    await expect(loadRates(() => respond({ staticQueryHash: '../x' }))).resolves.toEqual([]);
    await expect(loadRates(() => respond({}, false))).resolves.toEqual([]);
  });

  it('ignores anything that is not a list', () => {
    expect(readRateNodes({ USD: 1 })).toEqual([]);
  });
});
