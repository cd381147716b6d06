import {
  applyRepricing,
  CheckoutError,
  completeCheckout,
  confirmationHref,
  type CheckoutSummary,
} from './checkout-api';

const cart: CheckoutSummary = {
  token: 't',
  countryCode: 'US',
  currencyCode: 'USD',
  email: null,
  totalQuantity: 2,
  subtotal: '20.00',
  totalTax: '0.00',
  totalDuty: '0.00',
  total: '20.00',
  taxIncluded: false,
  deliveryOptions: [
    {
      handle: 'standard',
      title: 'Standard delivery',
      description: '2–4 working days',
      estimatedCost: { amount: '5.95', currencyCode: 'USD' },
    },
    {
      handle: 'express',
      title: 'Express delivery',
      description: 'next working day, tracked',
      estimatedCost: { amount: '14.95', currencyCode: 'USD' },
    },
  ],
  lines: [
    {
      merchandiseId: 'gid://shopify/ProductVariant/1',
      title: 'Mug',
      variantTitle: 'Default Title',
      quantity: 2,
      price: '10.00',
      total: '20.00',
      image: '/api/images/mug.webp',
      available: true,
    },
  ],
};

describe('applyRepricing', () => {
  it("takes the refusal's country, currency and amounts and keeps titles and images", () => {
    const next = applyRepricing(cart, {
      countryCode: 'GB',
      currencyCode: 'GBP',
      subtotal: '16.00',
      totalTax: '2.67',
      totalDuty: '0.00',
      total: '16.00',
      taxIncluded: true,
      deliveryOptions: [],
      lines: [
        {
          merchandiseId: 'gid://shopify/ProductVariant/1',
          quantity: 2,
          price: '8.00',
          total: '16.00',
        },
      ],
    });
    expect(next).toMatchObject({
      countryCode: 'GB',
      currencyCode: 'GBP',
      total: '16.00',
      taxIncluded: true,
    });
    expect(next.lines[0]).toMatchObject({
      title: 'Mug',
      image: '/api/images/mug.webp',
      price: '8.00',
      total: '16.00',
    });
  });
});

describe('confirmationHref', () => {
  it('keeps the order number in the path and the token in the query', () => {
    expect(confirmationHref('/checkout/confirmation/1001', 'abc_-9')).toBe(
      '/checkout/confirmation/1001?token=abc_-9',
    );
  });
});

describe('completeCheckout refusals', () => {
  const realFetch = globalThis.fetch;
  afterEach(() => {
    globalThis.fetch = realFetch;
  });
  const answer = (status: number, body: unknown) => {
    globalThis.fetch = async () =>
      new Response(JSON.stringify(body), {
        status,
        headers: { 'Content-Type': 'application/json' },
      });
  };
  const refusal = (work: Promise<unknown>) =>
    work.then(
      () => null,
      (e: unknown) => e,
    );

  it("carries the bank's page of a 402 requires_action (3-D Secure: nothing charged yet)", async () => {
    answer(402, {
      error: 'requires_action',
      message: 'Your bank asks you to confirm this payment. Nothing has been charged yet.',
      authentication: { challengeUrl: '/api/payments/test/challenge/abc' },
    });
    const error = await refusal(completeCheckout('t', 'k', {}));
    expect(error).toBeInstanceOf(CheckoutError);
    expect(error).toMatchObject({
      status: 402,
      code: 'requires_action',
      challengeUrl: '/api/payments/test/challenge/abc',
    });
  });

  it('a decline has no bank page', async () => {
    answer(402, {
      error: 'authentication_failed',
      message: 'Your bank could not confirm this payment, so nothing was charged.',
    });
    expect(await refusal(completeCheckout('t', 'k', {}))).toMatchObject({
      status: 402,
      code: 'authentication_failed',
      challengeUrl: null,
    });
  });
});
