import { expect, test } from '@playwright/test';
import { siteClient } from './support/client';
import { openStoredData } from './support/database';
import { strangerCard } from './support/cards';
import { DECLINE_CODES, donate, oneOffGift, type DonatePayload } from './support/gifts';

// Card testing through `donate`: one client tries card after card, each in its own request, to learn
// which are live from the decline codes. After 5 declines in 10 minutes (per address, per card) the
// answer is THROTTLED, says nothing about the card, and the provider is not asked at all.

const THROTTLED_MESSAGE = /Too many payments were declined from here\. Nothing was charged/;

/**
 * The mixed bag a card tester brings: numbers bought in bulk (Luhn-valid, declined) and mistyped
 * ones (a bad checksum, INVALID_NUMBER), each a card of its own. Stripe's named decline cards are
 * left to the API tests: on the suite's one server other specs decline them too, and past 5 their
 * fingerprints are throttled for everyone, as they should be.
 */
const mixedCards = (n: number) =>
  Array.from({ length: n }, (_, i) => {
    const card = strangerCard();
    return i % 2 === 0 ? card : `${card.slice(0, -1)}${(Number(card.at(-1)) + 1) % 10}`;
  });

const gift = (cardNumber: string) => oneOffGift({ keyPrefix: 'ct', cardNumber });

const attemptsFor = (keys: string[]) => {
  const db = openStoredData();
  try {
    const marks = keys.map(() => '?').join(',');
    return (
      db
        .prepare(
          // Gifts' attempts are in the shared payments ledger (issue 27), under the gift's key.
          `select count(*) as n from payment_attempts where domain = 'gift' and domain_key in (${marks})`,
        )
        .get(...keys) as { n: number }
    ).n;
  } finally {
    db.close();
  }
};

const declineCodeOf = (p: DonatePayload) =>
  p.userErrors.find((e) => DECLINE_CODES.includes(e.code))?.code ?? null;

test('card testing through donate: 12 mixed cards from one address, each in its own request; after 5 declines THROTTLED, no code, no charge', async () => {
  const tester = siteClient();
  const inputs = mixedCards(12).map((card) => gift(card));
  const started = Date.now();
  const answers: DonatePayload[] = [];
  for (const input of inputs) answers.push(await donate(tester, input));
  const elapsed = Date.now() - started;
  const coded = answers.filter((a) => declineCodeOf(a) !== null).length;
  const throttled = answers.filter((a) => a.userErrors.some((e) => e.code === 'THROTTLED')).length;
  const attempts = attemptsFor(inputs.map((i) => i.idempotencyKey));
  console.log(
    `giving card testing: ${coded} of 12 cards answered with a decline code, ${throttled} THROTTLED, ${attempts} payment attempts stored, ${elapsed} ms`,
  );

  expect(answers.slice(0, 5).map(declineCodeOf)).toEqual([
    'CARD_DECLINED',
    'INVALID_NUMBER',
    'CARD_DECLINED',
    'INVALID_NUMBER',
    'CARD_DECLINED',
  ]);
  for (const answer of answers.slice(5)) {
    expect(answer.donation).toBeNull();
    expect(answer.userErrors).toHaveLength(1);
    expect(answer.userErrors[0]).toMatchObject({
      code: 'THROTTLED',
      message: expect.stringMatching(THROTTLED_MESSAGE),
    });
    // Nothing in the answer tells one card from another.
    expect(JSON.stringify(answer)).not.toMatch(
      /CARD_DECLINED|INSUFFICIENT|EXPIRED|INVALID_NUMBER|AUTHENTICATION|your card|funds|has expired|3-D Secure|test cards/i,
    );
  }
  // The provider was asked 5 times: every throttled request stopped before the attempts ledger.
  expect(attempts).toBe(5);

  // A good card from the same address is refused as well, before any charge; another address gives.
  const good = gift('4242424242424242');
  expect((await donate(tester, good)).userErrors[0]?.code).toBe('THROTTLED');
  expect(attemptsFor([good.idempotencyKey])).toBe(0);
  const elsewhere = await donate(siteClient(), gift('4242424242424242'));
  expect(elsewhere.userErrors).toEqual([]);
  expect(elsewhere.donation?.id).toBeTruthy();
});

test('one card tried from many addresses is limited by its fingerprint: after 5 declines, THROTTLED', async () => {
  const card = strangerCard();
  const answers: DonatePayload[] = [];
  for (let i = 0; i < 8; i++) answers.push(await donate(siteClient(), gift(card)));
  const coded = answers.filter((a) => declineCodeOf(a) !== null).length;
  console.log(`giving one card from 8 addresses: ${coded} answered with a decline code`);
  expect(coded).toBe(5);
  expect(answers.slice(5).every((a) => a.userErrors[0]?.code === 'THROTTLED')).toBe(true);
});
