import { randomBytes } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { freshEmail, siteClient, type SiteClient } from './support/client';
import { ordersOfCart } from './support/database';
import { strangerCard } from './support/cards';
import { donate, oneOffGift } from './support/gifts';

// Card testing through the shop's checkout: a cart of one cheap item, completed again and again with
// card after card. After 5 declines in 10 minutes the completion answers 429 with Retry-After and
// a message that names no decline; the provider is not asked.

const MUG = 'gid://shopify/ProductVariant/2013';
const ADDRESS = {
  firstName: 'Card',
  lastName: 'Tester',
  address1: '1 Tower Hill',
  city: 'London',
  zip: 'EC3N 4AB',
  country: 'GB',
};
const CART_CREATE = `mutation($input: CartInput) { cartCreate(input: $input) { cart { checkoutUrl } userErrors { message } } }`;
const THROTTLED_MESSAGE = /Too many payments were declined from here\. Nothing was charged/;

async function cart(client: SiteClient) {
  const answer = await client.storefront(CART_CREATE, {
    input: { lines: [{ merchandiseId: MUG, quantity: 1 }], buyerIdentity: { countryCode: 'GB' } },
  });
  const url = new URL(
    answer.json<{ data: { cartCreate: { cart: { checkoutUrl: string } } } }>().data.cartCreate.cart
      .checkoutUrl,
  );
  return `/api${url.pathname}/complete${url.search}`;
}

const payment = (cardNumber: string) => ({
  cardNumber,
  expMonth: 12,
  expYear: 2099,
  cvc: '123',
  name: 'Card Tester',
});

/** Completes the cart from `client` with `cardNumber`: a fresh buyer mailbox and key each time. */
const pay = (client: SiteClient, completion: string, cardNumber: string) =>
  client.post(completion, {
    email: freshEmail('buyer'),
    shippingAddress: ADDRESS,
    payment: payment(cardNumber),
    idempotencyKey: randomBytes(16).toString('hex'),
  });

test('card testing through checkout: 12 mixed cards from one address; after 5 declines 429 with Retry-After, no code, no order', async () => {
  const tester = siteClient();
  const completion = await cart(tester);
  // Cards of their own (bulk numbers and mistyped ones): Stripe's named decline cards are declined by
  // other specs on the suite's one server too, and past 5 their fingerprints are throttled for all.
  const cards = Array.from({ length: 12 }, (_, i) => {
    const card = strangerCard();
    return i % 2 === 0 ? card : `${card.slice(0, -1)}${(Number(card.at(-1)) + 1) % 10}`;
  });
  const answers: {
    status: number;
    retryAfter: string | undefined;
    body: { error?: string; message?: string };
  }[] = [];
  const started = Date.now();
  for (const cardNumber of cards) {
    const answer = await pay(tester, completion, cardNumber);
    answers.push({
      status: answer.status,
      retryAfter: answer.headers['retry-after'] as string | undefined,
      body: answer.json(),
    });
  }
  const declined = answers.filter((a) => a.status === 402).length;
  const throttled = answers.filter((a) => a.status === 429).length;
  console.log(
    `checkout card testing: ${declined} of ${cards.length} cards answered 402 with a decline code, ${throttled} answered 429, ${Date.now() - started} ms`,
  );

  expect(answers.slice(0, 5).map((a) => [a.status, a.body.error])).toEqual([
    [402, 'card_declined'],
    [402, 'invalid_number'],
    [402, 'card_declined'],
    [402, 'invalid_number'],
    [402, 'card_declined'],
  ]);
  for (const answer of answers.slice(5)) {
    expect(answer.status).toBe(429);
    expect(Number(answer.retryAfter)).toBeGreaterThan(0);
    expect(answer.body).toEqual({
      error: 'throttled',
      message: expect.stringMatching(THROTTLED_MESSAGE),
    });
  }

  // A good card from the tester's address is refused too, before any charge: no order is made.
  const good = await pay(tester, completion, '4242424242424242');
  expect(good.status).toBe(429);
  const token = completion.split('/')[3]!;
  expect(ordersOfCart(token)).toBe(0);
  // The same cart pays from a buyer's own address.
  const buyer = siteClient();
  const paid = await pay(buyer, completion, '4242424242424242');
  expect(paid.status).toBe(201);
});

test('checkout and donations count declines together: 3 in the shop and 2 in donations use up the address', async () => {
  const tester = siteClient();
  const completion = await cart(tester);
  for (let i = 0; i < 3; i++) {
    const answer = await pay(tester, completion, strangerCard());
    expect(answer.status).toBe(402);
  }
  const codes: string[] = [];
  for (let i = 0; i < 3; i++)
    codes.push(
      (await donate(tester, oneOffGift({ keyPrefix: 'mix', cardNumber: strangerCard() })))
        .userErrors[0]!.code,
    );
  expect(codes).toEqual(['CARD_DECLINED', 'CARD_DECLINED', 'THROTTLED']);
  const after = await pay(tester, completion, strangerCard());
  expect(after.status).toBe(429);
});
