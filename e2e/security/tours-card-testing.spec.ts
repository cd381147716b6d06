import { expect, test } from '@playwright/test';
import { freshEmail, siteClient } from './support/client';
import {
  BOOK,
  BOOKABLE,
  bookingInput,
  data,
  hold,
  type Json,
  release,
  strangerCard,
} from './tours-support';

// Card testing through tourBook (issue 26 §3, tours). Before the fix one hold let a client try card
// after card, each answered with its own decline code: an oracle once a real provider is
// configured. Now declines are counted per address (/64) and per card (DeclineVelocity, the shared
// store): after 5 in 10 minutes a payment is refused THROTTLED before the provider is asked, with
// one message whatever the card.

// Cards of the test's own (see strangerCard): each declined, each a fingerprint of its own.
const DECLINING = Array.from({ length: 30 }, () => strangerCard());

test('30 cards tried through one hold: at most 5 declines are answered, then THROTTLED with one message', async () => {
  const tester = siteClient();
  const h = await hold(tester, BOOKABLE, 1);
  expect(h.userErrors).toEqual([]);
  const email = freshEmail('cards');
  const codes: string[] = [];
  for (let i = 0; i < 30; i++) {
    const answer = data(
      await tester.productGraphql(BOOK, { input: bookingInput(h.hold, email, DECLINING[i]) }),
    ).tourBook as Json;
    codes.push(answer.booking ? 'BOOKED' : answer.userErrors[0].code);
  }
  const revealed = codes.filter((c) => c !== 'THROTTLED').length;
  console.log(
    `tours: 30 declining cards through one hold: ${revealed} answered with their decline (${[...new Set(codes)].join(', ')}), ${codes.length - revealed} THROTTLED`,
  );
  expect(revealed).toBeLessThanOrEqual(5);
  expect(codes.slice(5).every((c) => c === 'THROTTLED')).toBe(true);
  // A good card from the same address is refused too, before any charge.
  const good = data(await tester.productGraphql(BOOK, { input: bookingInput(h.hold, email) }))
    .tourBook as Json;
  expect(good.userErrors[0].code).toBe('THROTTLED');
  expect(good.userErrors[0].message).toMatch(/Nothing was charged/);
  await release(tester, h.hold);
});

test('one stolen card tried from 10 addresses: at most 5 declines, then THROTTLED everywhere', async () => {
  const stolen = strangerCard();
  const codes: string[] = [];
  for (let i = 0; i < 10; i++) {
    const client = siteClient();
    const h = await hold(client, BOOKABLE, 1);
    expect(h.userErrors).toEqual([]);
    const answer = data(
      await client.productGraphql(BOOK, {
        input: bookingInput(h.hold, freshEmail('stolen'), stolen),
      }),
    ).tourBook as Json;
    codes.push(answer.userErrors[0].code);
    await release(client, h.hold);
  }
  const revealed = codes.filter((c) => c !== 'THROTTLED').length;
  console.log(
    `tours: one declining card from 10 addresses: ${revealed} answered with their decline, ${codes.length - revealed} THROTTLED`,
  );
  expect(revealed).toBeLessThanOrEqual(5);
  expect(codes.at(-1)).toBe('THROTTLED');
});

test('several card tries in one request are refused before any charge', async () => {
  const tester = siteClient();
  const h = await hold(tester, BOOKABLE, 1);
  const input = (n: string) =>
    JSON.stringify(bookingInput(h.hold, freshEmail('alias-cards'), n))
      .replace(/"([a-zA-Z]+)":/g, '$1:')
      .replace(/occupancy:"SINGLE"/, 'occupancy:SINGLE');
  const fields = DECLINING.slice(0, 4).map(
    (n, i) => `b${i}: tourBook(input: ${input(n)}) { userErrors { code } }`,
  );
  const answer = await tester.productGraphql(`mutation { ${fields.join(' ')} }`);
  console.log(
    `tours: ${fields.length} aliased tourBook calls in one request: status ${answer.status}`,
  );
  expect(answer.status).toBe(400);
  expect(answer.text).toContain('TOO_MANY_MUTATIONS');
  await release(tester, h.hold);
});
