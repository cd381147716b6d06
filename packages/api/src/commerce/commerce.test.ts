import { isCountryCode } from './countries';
import { gid, parseGid, parseNumericGid } from './gid';
import { decimalAmount, money } from './money';
import { currencyOf, regionOf } from './regions';
import { cartTotals } from './tax';

describe('regions (spec §9)', () => {
  it.each([
    ['GB', 'GB', 'GBP'],
    ['FR', 'DE', 'EUR'],
    ['XK', 'DE', 'EUR'],
    ['ME', 'DE', 'EUR'],
    ['CA', 'CA', 'CAD'],
    ['AU', 'AU', 'AUD'],
    ['NZ', 'NZ', 'NZD'],
    ['US', 'US', 'USD'],
    ['CH', 'US', 'USD'],
    ['JP', 'US', 'USD'],
  ])('%s → region %s in %s', (country, region, currency) => {
    expect(regionOf(country)).toBe(region);
    expect(currencyOf(country)).toBe(currency);
  });

  it('falls back to US without a country', () => {
    expect(regionOf(null)).toBe('US');
  });
});

describe('money and tax', () => {
  it('formats minor units as decimal strings', () => {
    expect(decimalAmount(0)).toBe('0.00');
    expect(decimalAmount(5)).toBe('0.05');
    expect(decimalAmount(123456)).toBe('1234.56');
    expect(decimalAmount(-250)).toBe('-2.50');
    expect(money(1999, 'EUR')).toEqual({ amount: '19.99', currencyCode: 'EUR' });
  });

  it('includes VAT/GST in GB, DE, AU and NZ, adds GST in CA and none in the US', () => {
    expect(cartTotals(12000, 'GB')).toEqual({ subtotal: 12000, tax: 2000, duty: 0, total: 12000 });
    expect(cartTotals(11900, 'DE')).toEqual({ subtotal: 11900, tax: 1900, duty: 0, total: 11900 });
    expect(cartTotals(11000, 'AU').tax).toBe(1000);
    expect(cartTotals(11500, 'NZ').tax).toBe(1500);
    expect(cartTotals(10000, 'CA')).toEqual({ subtotal: 10000, tax: 500, duty: 0, total: 10500 });
    expect(cartTotals(10000, 'US')).toEqual({ subtotal: 10000, tax: 0, duty: 0, total: 10000 });
  });
});

describe('gids and country codes', () => {
  it('round-trips gids and rejects the wrong type or a malformed id', () => {
    expect(parseNumericGid(gid('ProductVariant', 2001), 'ProductVariant')).toBe(2001);
    expect(parseNumericGid('gid://shopify/Product/2001', 'ProductVariant')).toBeNull();
    expect(parseNumericGid('gid://shopify/ProductVariant/01', 'ProductVariant')).toBeNull();
    expect(
      parseNumericGid('gid://shopify/ProductVariant/99999999999', 'ProductVariant'),
    ).toBeNull();
    expect(parseGid(gid('Cart', 'abc', { key: 'k1' }), 'Cart')?.params.get('key')).toBe('k1');
    expect(parseGid('gid://shopify/Cart/a b', 'Cart')).toBeNull();
    expect(parseGid('gid://shopify/Cart/abc', 'Cart')?.params.get('key')).toBeNull();
  });

  it('form-encodes gid parameters exactly as URLSearchParams does', () => {
    for (const value of ['plain-_.*09Az', 'a b', 'x&y=z', 'é/?#+', '']) {
      const query = { key: value, cart: 'c' };
      expect(gid('Cart', 'abc', query)).toBe(
        `gid://shopify/Cart/abc?${new URLSearchParams(query).toString()}`,
      );
      expect(new URLSearchParams(gid('Cart', 'abc', query).split('?')[1]).get('key')).toBe(value);
    }
    expect(parseGid(42, 'Cart')).toBeNull();
  });

  it('knows ISO codes and Shopify extras only', () => {
    expect(isCountryCode('GB')).toBe(true);
    expect(isCountryCode('XK')).toBe(true);
    expect(isCountryCode('gb')).toBe(false);
    expect(isCountryCode('UK')).toBe(false);
    expect(isCountryCode('EU')).toBe(false);
  });
});
