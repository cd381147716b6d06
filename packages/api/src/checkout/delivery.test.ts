import { VARIANT } from '../test-support/cart-operations';
import { databaseKinds } from '../test-support/databases';
import { ADDRESS, checkoutClient } from './checkout-test-client';
import { deliveryOptions } from './delivery-options';
import { suiteApi } from '../test-support/suite';

jest.setTimeout(30_000);

describe('delivery options (unit)', () => {
  it('makes standard free from the region’s threshold; express always costs', () => {
    const below = deliveryOptions('GB', 'GBP', 2499);
    const above = deliveryOptions('GB', 'GBP', 2500);
    expect(below.map((o) => [o.handle, o.cost])).toEqual([
      ['standard', 395],
      ['express', 795],
    ]);
    expect(above.map((o) => [o.handle, o.cost])).toEqual([
      ['standard', 0],
      ['express', 795],
    ]);
    expect(deliveryOptions('DE', 'EUR', 0).every((o) => o.currencyCode === 'EUR')).toBe(true);
    expect(below[0]!.description).toBe('2–4 working days; free from £25.00 of goods');
    expect(above[0]!.description).toBe('2–4 working days; free on this order');
  });
});

interface Summary {
  cart: {
    currencyCode: string;
    total: string;
    deliveryOptions: {
      handle: string;
      title: string;
      description: string;
      estimatedCost: { amount: string; currencyCode: string };
    }[];
  };
}

describe.each(databaseKinds())('delivery in checkout (%s)', (kind) => {
  const { api } = suiteApi(kind);
  const client = checkoutClient(api, `delivery-${kind}`);

  const summaryOf = async (path: string) =>
    (await (await fetch(`${api.baseUrl}${path}`)).json()) as Summary;

  it('offers the region’s options in its currency, and charges the chosen one on top of the goods', async () => {
    const { path } = await client.newCart([{ merchandiseId: VARIANT.mug, quantity: 1 }], 'GB');
    const { cart } = await summaryOf(path);
    expect(cart.deliveryOptions.map((o) => o.handle)).toEqual(['standard', 'express']);
    const express = cart.deliveryOptions.find((o) => o.handle === 'express')!;
    expect(express.estimatedCost).toEqual({ amount: '7.95', currencyCode: 'GBP' });
    const expected = ((Math.round(Number(cart.total) * 100) + 795) / 100).toFixed(2);

    const done = await client.complete(path, {
      shippingMethod: 'express',
      expectedTotal: { amount: expected, currencyCode: 'GBP' },
    });
    expect(done.status).toBe(201);
    expect(done.body.order).toMatchObject({
      total: expected,
      subtotal: cart.total,
      shippingLine: { handle: 'express', title: 'Express delivery', price: '7.95' },
      shippingAddress: { city: 'York', country: 'GB' },
    });
    expect(api.payments.charges.at(-1)).toMatchObject({
      amount: Math.round(Number(expected) * 100),
      currency: 'GBP',
    });
  });

  it('refuses a total that leaves the delivery out, charging nothing', async () => {
    const { path } = await client.newCart([{ merchandiseId: VARIANT.mug, quantity: 1 }], 'GB');
    const { cart } = await summaryOf(path);
    const charges = api.payments.charges.length;
    const refused = await client.complete(path, {
      shippingMethod: 'express',
      expectedTotal: { amount: cart.total, currencyCode: 'GBP' },
    });
    expect(refused.status).toBe(409);
    expect(refused.body.error).toBe('total_changed');
    expect(refused.body.message).toContain('express delivery included');
    expect(api.payments.charges.length).toBe(charges);
  });

  it('rejects an unknown delivery option with a field error', async () => {
    const { path } = await client.newCart([{ merchandiseId: VARIANT.mug, quantity: 1 }], 'GB');
    for (const shippingMethod of ['teleport', 42, '', 'STANDARD']) {
      const answer = await client.complete(path, { shippingMethod });
      expect([shippingMethod, answer.status]).toEqual([shippingMethod, 422]);
      expect(answer.body.errors).toEqual(
        expect.arrayContaining([expect.objectContaining({ field: 'shippingMethod' })]),
      );
    }
  });

  it('defaults to standard delivery for a client that sends no option', async () => {
    const { path } = await client.newCart(
      [{ merchandiseId: VARIANT.paperback, quantity: 3 }],
      'GB',
    );
    const done = await client.complete(path, { shippingAddress: ADDRESS });
    expect(done.status).toBe(201);
    expect(done.body.order?.shippingLine).toEqual({
      handle: 'standard',
      title: 'Standard delivery',
      price: '0.00',
    });
  });
});
