import { expect, test } from '@playwright/test';
import fc from 'fast-check';
import { freshEmail } from './support/client';
import { FuzzBatch, fuzzBatch } from './support/fuzz-client';
import {
  Entries,
  invalidEmail,
  nastyJson,
  nastyString,
  notAString,
  PROTO_KEYS,
} from './support/fuzz-values';

// Property: `POST /api/contact` stores no message or sign-up when a field is broken, and answers
// every such request (and every body that is no form at all) without a 5xx, in time.

const NUM_RUNS = 200;

type Form = Record<string, unknown>;

/** A message the router would store: every property below breaks at least one of its fields. */
const validMessage = (): Form => ({
  kind: 'message',
  name: 'Fuzz Tester',
  email: freshEmail('fuzz-contact'),
  subject: 'A question',
  message: 'A message long enough to send.',
});

// A control character after the first letter; where it ends the text (s empty) the router must refuse it, not trim it away.
const withControl = (max: number) =>
  fc
    .tuple(nastyString, fc.constantFrom('\u0000', '\u0001', '\u001b', '\u007f', '\u000b'))
    .map(([s, c]) => `a${c}${s}`.slice(0, max));
const tooLong = (max: number) =>
  fc.integer({ min: max + 1, max: max + 300 }).map((n) => `${'y'.repeat(n)}`);
const nonString = notAString.filter((v) => v !== null);

/** [field, replacement or undefined to delete] that the router must refuse for a message. */
const messageBreak: fc.Arbitrary<[string, unknown]> = fc.oneof(
  fc
    .oneof(
      fc.constantFrom('', 'Message', 'MESSAGE', 'subscribe ', 'unsubscribe', 'admin'),
      nastyString,
      nonString,
    )
    .filter((k) => k !== 'message' && k !== 'subscribe')
    .map((v): [string, unknown] => ['kind', v]),
  fc
    .oneof(invalidEmail, nonString, fc.constantFrom(undefined, '', '  '))
    .map((v): [string, unknown] => ['email', v]),
  fc
    .oneof(fc.constantFrom(undefined, '', '   '), tooLong(100), withControl(100), nonString)
    .map((v): [string, unknown] => ['name', v]),
  fc.oneof(tooLong(150), withControl(150), nonString).map((v): [string, unknown] => ['subject', v]),
  fc
    .oneof(
      fc.constantFrom(undefined, '', 'too short', '         x'),
      tooLong(5000),
      withControl(5000).map((s) => `${s}0123456789`),
      nonString,
    )
    .map((v): [string, unknown] => ['message', v]),
);

const brokenMessage = fc
  .tuple(
    fc.array(messageBreak, { minLength: 1, maxLength: 3 }),
    fc.array(fc.tuple(fc.constantFrom(...PROTO_KEYS), nastyJson), { maxLength: 2 }),
  )
  .map(([breaks, extra]) => {
    const form = validMessage();
    for (const [field, value] of breaks) {
      if (value === undefined) delete form[field];
      else form[field] = value;
    }
    return new Entries([...Object.entries(form), ...extra]);
  });
/** A sign-up ignores name and message; only a broken address (or kind) makes it invalid. */
const brokenSignup = fc
  .oneof(invalidEmail, nonString, fc.constantFrom(undefined, ''))
  .map((email) => ({ kind: 'subscribe', email, name: 'x'.repeat(500), message: '\u0000' }));

test('a contact form with a broken field is refused and stored nowhere', async () => {
  test.setTimeout(90_000);
  const body = fc.oneof(
    { weight: 4, arbitrary: brokenMessage },
    { weight: 2, arbitrary: brokenSignup },
    { weight: 1, arbitrary: nastyJson },
  );
  await fuzzBatch({ numRuns: NUM_RUNS }, body, async (value, batch) => {
    const answer = await batch.send({
      path: '/api/contact',
      body: value,
      headers: { 'content-type': 'application/json' },
    });
    expect([400, 413], `stored or odd: ${answer.text.slice(0, 300)}`).toContain(answer.status);
  });
});

test('the contact form is refused in every other content type and method', async () => {
  test.setTimeout(90_000);
  const contentType = fc.constantFrom(
    'text/plain',
    'application/x-www-form-urlencoded',
    'multipart/form-data; boundary=x',
    'application/json; charset=utf-16',
    'application/json; charset=latin1',
    'application/graphql',
    'application/jsonx',
    'json',
    '',
  );
  const valid = fc.constant(null).map(() => validMessage());
  const request = fc.oneof(
    fc.tuple(contentType, valid).map(([type, form]) => ({ method: 'POST', type, form })),
    fc
      .tuple(fc.constantFrom('PUT', 'PATCH', 'DELETE', 'GET', 'OPTIONS'), valid)
      .map(([method, form]) => ({ method, type: 'application/json', form })),
  );
  await fuzzBatch({ numRuns: 60 }, request, async ({ method, type, form }, batch) => {
    const headers: Record<string, string> = type === '' ? {} : { 'content-type': type };
    const body =
      type === 'application/x-www-form-urlencoded'
        ? new URLSearchParams(form as Record<string, string>).toString()
        : JSON.stringify(form);
    const answer = await batch.send({
      path: '/api/contact',
      method,
      body,
      headers,
      carries: Object.values(form) as string[],
    });
    expect(
      answer.status,
      `${method} ${type} stored a message: ${answer.text.slice(0, 300)}`,
    ).not.toBe(201);
  });
});

// Found by the property above: the contact router's address check (`x@y.z` with no whitespace)
// lets control characters, angle brackets and a domain starting with "-" through, and stores them.
// Every other address check of the API (customers, carts, checkout) refuses these.
test('the contact form refuses addresses with control characters or markup (found by fuzzing)', async () => {
  const batch = new FuzzBatch();
  for (const email of [
    'a@b.co\u0000',
    'a\u0007@b.co',
    'a@b.co\u001b[31m',
    'a@b.co\u007f',
    'a@b\u0000.co',
    '<a@b.co>',
    'a@-b.co',
  ]) {
    const answer = await batch.request({
      path: '/api/contact',
      body: { kind: 'subscribe', email },
      headers: { 'content-type': 'application/json' },
    });
    expect.soft(answer.status, `${JSON.stringify(email)} was stored: ${answer.text}`).toBe(400);
  }
  batch.expectNothingStored();
});
