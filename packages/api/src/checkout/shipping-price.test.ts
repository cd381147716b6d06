import { VARIANT } from '../test-support/cart-operations';
import { databaseKinds } from '../test-support/databases';
import { ADDRESS, checkoutClient } from './checkout-test-client';
import { suiteApi } from '../test-support/suite';

jest.setTimeout(30_000);

const US_ADDRESS = { ...ADDRESS, city: 'Boston', zip: '02108', province: 'MA', country: 'US' };

describe.each(databaseKinds())('tax follows the shipping country (%s)', (kind) => {
  const { api } = suiteApi(kind);
  const client = checkoutClient(api, `ship-${kind}`);

  const summaryFor = async (path: string, country: string) =>
    (
      (await (await fetch(`${api.baseUrl}${path}&country=${country}`)).json()) as {
        cart: { countryCode: string; currencyCode: string; total: string; totalTax: string };
      }
    ).cart;

  it('re-prices a US-declared cart shipped to GB, charges nothing, then charges the confirmed GB total', async () => {
    const { path } = await client.newCart(
      [{ merchandiseId: VARIANT.paperback, quantity: 3 }],
      'US',
    );
    const charges = api.payments.charges.length;
    const refused = await client.complete(path);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      error: 'total_changed',
      cart: { countryCode: 'GB', currencyCode: 'GBP', total: '38.97', totalTax: '6.50' },
    });
    expect(refused.body.message).toContain('United Kingdom');
    expect(refused.body.message).toContain('£38.97');
    expect(api.payments.charges.length).toBe(charges);

    // The page's quote for GB is the same total the refusal gave.
    expect(await summaryFor(path, 'GB')).toMatchObject({
      countryCode: 'GB',
      currencyCode: 'GBP',
      total: '38.97',
    });

    const confirmed = await client.complete(path, {
      expectedTotal: { amount: '38.97', currencyCode: 'GBP' },
    });
    expect(confirmed.status).toBe(201);
    expect(confirmed.body.order).toMatchObject({
      currencyCode: 'GBP',
      total: '38.97',
      totalTax: '6.50',
    });
    expect(api.payments.charges.at(-1)).toMatchObject({ amount: 3897, currency: 'GBP' });
  });

  it('answers a quote for a malformed country with a clear 400, not the cart country’s prices', async () => {
    const { path } = await client.newCart(
      [{ merchandiseId: VARIANT.paperback, quantity: 1 }],
      'US',
    );
    for (const country of ['gb', 'GBR', 'ZZ', '', 'G1']) {
      const answer = await fetch(`${api.baseUrl}${path}&country=${country}`);
      expect([country, answer.status]).toEqual([country, 400]);
      expect(((await answer.json()) as { message: string }).message).toContain(
        'two-letter ISO country code',
      );
    }
  });

  it('does not let a client skip the confirmation by claiming the old total', async () => {
    const { path } = await client.newCart(
      [{ merchandiseId: VARIANT.paperback, quantity: 1 }],
      'US',
    );
    const usd = await summaryFor(path, 'US');
    const refused = await client.complete(path, {
      expectedTotal: { amount: usd.total, currencyCode: 'USD' },
    });
    expect(refused.status).toBe(409);
    expect(refused.body.cart).toMatchObject({ currencyCode: 'GBP' });
  });

  it('charges the US price list for a GB-declared cart shipped to the US once confirmed', async () => {
    const { path } = await client.newCart([{ merchandiseId: VARIANT.mug, quantity: 2 }], 'GB');
    const refused = await client.complete(path, { shippingAddress: US_ADDRESS });
    expect(refused.status).toBe(409);
    const quote = refused.body.cart!;
    expect(quote).toMatchObject({ countryCode: 'US', currencyCode: 'USD', totalTax: '0.00' });
    // The refusal carries the US delivery options too; the total agreed to includes the default one.
    const standard = quote.deliveryOptions.find((o) => o.handle === 'standard')!;
    expect(standard.estimatedCost.currencyCode).toBe('USD');
    const due = (
      (Math.round(Number(quote.total) * 100) +
        Math.round(Number(standard.estimatedCost.amount) * 100)) /
      100
    ).toFixed(2);
    const done = await client.complete(path, {
      shippingAddress: US_ADDRESS,
      expectedTotal: { amount: due, currencyCode: 'USD' },
    });
    expect(done.status).toBe(201);
    expect(done.body.order).toMatchObject({ currencyCode: 'USD', total: due });
  });

  it('needs no confirmation within one price region (a DE cart shipped to France)', async () => {
    const { path } = await client.newCart([{ merchandiseId: VARIANT.mug, quantity: 1 }], 'DE');
    const done = await client.complete(path, {
      shippingAddress: { ...ADDRESS, city: 'Paris', zip: '75001', country: 'FR' },
    });
    expect(done.status).toBe(201);
    expect(done.body.order?.currencyCode).toBe('EUR');
  });

  it('refuses a stated total that is not the one the checkout would charge', async () => {
    const { path } = await client.newCart([{ merchandiseId: VARIANT.mug, quantity: 1 }], 'GB');
    const refused = await client.complete(path, {
      expectedTotal: { amount: '0.01', currencyCode: 'GBP' },
    });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toContain('£0.01');
    const malformed = await client.complete(path, {
      expectedTotal: { amount: 12.5, currencyCode: 'XXX' },
    });
    expect(malformed.status).toBe(422);
  });
});
