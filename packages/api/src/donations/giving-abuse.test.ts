import express from 'express';
import { CARD_DECLINE_CODES } from '@site/contracts/card-rules';
import { TestPaymentProvider } from '../payments/test-provider';
import { CustomerService } from '../customer/customer-service';
import { isUniqueViolation } from '../db/database';
import type { MailMessage } from '../mail/mailer';
import { createProductGraphqlRouter } from '../compose/product-graphql';
import { PAYMENT_THROTTLED_MESSAGE } from '../security/decline-velocity';
import { createThrottleStore, type ClosableThrottleStore } from '../security/throttle';
import { insertCustomer } from '../test-support/customers';
import { listenOnLoopback, type LoopbackServer } from '../test-support/api-server';
import { databaseKinds } from '../test-support/databases';
import { suiteDatabase } from '../test-support/suite';
import { GivingService } from './donation-service';
import { fixedCatalogue } from './project-catalogue';
import { setSupporterHidden } from './supporter-moderation';
import { strangerCard } from '../test-support/cards';
import { testGift } from '../test-support/gifts';
import type { Json } from '../test-support/loopback-client';

jest.setTimeout(60_000);

/*
 * Abuse of `donate` (issue 26): card testing (declines per address and card, also in a burst over
 * two services on one database), receipts flooding one mailbox, links in public supporter names,
 * counting gifts by their references. Each fails on the code before it.
 */

const DONATE = `mutation ($input: DonationInput!) { donate(input: $input) { donation { id reference } userErrors { field code message } } }`;
const SUPPORTERS = `{ givingProjects(ids: ["season-4-production"]) { supporters(first: 50) { firstName } } }`;

let serial = 0;
const gift = (over: Json = {}): Json => {
  const idempotencyKey = `abuse-key-${process.pid}-${Date.now()}-${++serial}`;
  const donor = {
    firstName: 'Mallory',
    lastName: 'Tester',
    email: `mallory-${serial}@example.org`,
    country: 'GB',
  };
  return {
    ...testGift({ idempotencyKey, amount: '1', donor, card: { name: 'M Tester' } }),
    ...over,
  };
};
const withCard = (number: string, over: Json = {}) =>
  gift({ ...over, card: { ...gift().card, number } });
const codeOf = (payload: Json) => payload.userErrors[0]?.code ?? null;

describe.each(databaseKinds())('giving abuse (%s)', (kind) => {
  let throttles: ClosableThrottleStore;
  let payments: TestPaymentProvider;
  let giving: GivingService;
  let server: LoopbackServer | undefined;
  const database = suiteDatabase(kind, {
    beforeClose: async () => {
      await server?.close();
      await throttles.close();
    },
  });
  let origin: string;
  const mails: MailMessage[] = [];
  let providerCalls = 0;
  let addresses = 0;
  const address = () => `10.26.${Math.floor(++addresses / 250)}.${addresses % 250}`;

  const service = (store = throttles) =>
    new GivingService({
      db: database.db,
      payments,
      mailer: { send: async (m) => void mails.push(m) },
      publicUrl: 'https://history.example.org',
      throttles: store,
      catalogue: fixedCatalogue([
        { id: 'season-4-production', kind: 'PROJECT', title: 'Season 4 Production', goal: null },
      ]),
    });

  beforeAll(async () => {
    throttles = createThrottleStore(database.db);
    payments = new TestPaymentProvider();
    for (const method of ['charge', 'confirm', 'saveCard'] as const) {
      const original = payments[method].bind(payments) as (arg: never) => Promise<unknown>;
      (payments as unknown as Record<string, unknown>)[method] = (arg: never) => (
        (providerCalls += 1),
        original(arg)
      );
    }
    giving = service();
    const customers = new CustomerService(database.db, {
      mailer: { send: async () => undefined },
      throttles,
    });
    const app = express();
    app.use('/graphql', createProductGraphqlRouter({ db: database.db, customers, giving }));
    server = await listenOnLoopback(app);
    origin = server.origin;
  });

  async function gql(query: string, variables: Json = {}): Promise<Json> {
    const response = await fetch(`${origin}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query, variables }),
    });
    return (await response.json()) as Json;
  }
  // One-off gifts write their attempts to the shared payments ledger (issue 27).
  const attemptsFor = async (keys: string[]) =>
    Number(
      (
        await giving.payments.ledger.db
          .selectFrom('payment_attempts')
          .select((eb) => eb.fn.countAll().as('n'))
          .where('domain', '=', 'gift')
          .where('domain_key', 'in', keys)
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('card testing over /graphql: after 5 declines from one address every card gets THROTTLED, no code, no provider call', async () => {
    const inputs = [
      '4000000000000002',
      '4000000000009995',
      '4000000000000069',
      strangerCard(),
      '4242424242424241',
      strangerCard(),
      strangerCard(),
      '4242424242424242',
    ].map((n) => withCard(n));
    const calls = providerCalls;
    const answers: Json[] = [];
    for (const input of inputs) answers.push((await gql(DONATE, { input })).data.donate);
    expect(answers.slice(0, 5).map(codeOf)).toEqual([
      'CARD_DECLINED',
      'INSUFFICIENT_FUNDS',
      'EXPIRED_CARD',
      'CARD_DECLINED',
      'INVALID_NUMBER',
    ]);
    for (const answer of answers.slice(5))
      expect(answer).toEqual({
        donation: null,
        userErrors: [{ field: null, code: 'THROTTLED', message: PAYMENT_THROTTLED_MESSAGE }],
      });
    expect(providerCalls - calls).toBe(5);
    expect(await attemptsFor(inputs.map((i) => i.idempotencyKey))).toBe(5);
    // A throttled submission is not its key's answer: after the window the same key may go through.
    const keyRow = await giving.db
      .selectFrom('idempotency_keys')
      .select('key')
      .where('scope', '=', 'gift')
      .where('key', '=', inputs[7]!.idempotencyKey)
      .executeTakeFirst();
    expect(keyRow).toBeUndefined();
  });

  it('a burst of 20 cards at once from one address, over two services on one database, reaches the provider at most 5 times', async () => {
    const second = service(createThrottleStore(database.db));
    const client = address();
    const inputs = Array.from({ length: 20 }, () => withCard(strangerCard()));
    const calls = providerCalls;
    const answers = await Promise.all(
      inputs.map((input, i) => (i % 2 === 0 ? giving : second).donate(input, null, client)),
    );
    const evaluated = providerCalls - calls;
    expect(evaluated).toBeLessThanOrEqual(5);
    expect(evaluated).toBeGreaterThanOrEqual(1);
    expect(answers.filter((a) => CARD_DECLINE_CODES.has(codeOf(a)))).toHaveLength(evaluated);
    expect(answers.filter((a) => codeOf(a) === 'THROTTLED')).toHaveLength(20 - evaluated);
    expect(await attemptsFor(inputs.map((i) => i.idempotencyKey))).toBe(evaluated);
  });

  it('one card tried from 8 addresses is stopped by its fingerprint after 5 declines', async () => {
    const number = strangerCard();
    const codes: string[] = [];
    for (let i = 0; i < 8; i++)
      codes.push(codeOf(await giving.donate(withCard(number), null, address())));
    expect(codes).toEqual([
      ...Array(5).fill('CARD_DECLINED'),
      'THROTTLED',
      'THROTTLED',
      'THROTTLED',
    ]);
  });

  it('a signed-in donor’s card changes count as payments too', async () => {
    const customerId = `abuse-${kind}-${Date.now()}`;
    await insertCustomer(database.db, customerId, new Date(), { first: null, last: null });
    const client = address();
    const made = await giving.donate(gift({ frequency: 'MONTHLY' }), customerId, client);
    const id = made.donation?.recurringId as string;
    expect(id).toBeTruthy();
    const codes: string[] = [];
    for (let i = 0; i < 7; i++)
      codes.push(
        codeOf(
          await giving.updateCard(
            id,
            customerId,
            1, // a declined card changes nothing, so the version stays the first
            { ...gift().card, number: strangerCard() },
            client,
          ),
        ),
      );
    expect(codes).toEqual([...Array(5).fill('CARD_DECLINED'), 'THROTTLED', 'THROTTLED']);
  });

  it('past 30 gifts in 10 minutes from one address, donate answers THROTTLED before anything else', async () => {
    const client = address();
    const answers: Json[] = [];
    for (let i = 0; i < 32; i++)
      answers.push(await giving.donate(gift({ amount: 'not money' }), null, client));
    expect(answers.slice(0, 30).every((a) => codeOf(a) === 'INVALID')).toBe(true);
    expect(answers.slice(30).map(codeOf)).toEqual(['THROTTLED', 'THROTTLED']);
    expect(answers[31]!.userErrors[0].message).toMatch(
      /Too many gifts were sent from your network/,
    );
  });

  it('20 gifts to victim+N@ from many requests mail the victim’s mailbox at most 5 receipts; the gifts stand', async () => {
    const victim = `victim-${kind}-${Date.now()}`;
    const before = mails.length;
    const answers = [];
    for (let i = 0; i < 20; i++)
      answers.push(
        await giving.donate(
          gift({ donor: { ...gift().donor, email: `${victim}+${i}@example.org` } }),
          null,
          address(),
        ),
      );
    expect(answers.every((a) => a.donation !== null)).toBe(true);
    await new Promise((r) => setTimeout(r, 200));
    const received = mails.slice(before).filter((m) => m.to.startsWith(`${victim}+`)).length;
    expect(received).toBe(5);
    // Another donor's receipt still goes.
    await giving.donate(
      gift({ donor: { ...gift().donor, email: `other-${victim}@example.org` } }),
      null,
      address(),
    );
    await new Promise((r) => setTimeout(r, 100));
    expect(mails.some((m) => m.to === `other-${victim}@example.org`)).toBe(true);
  });

  it('refuses names with links or addresses, naming the field; shows a stored one as "Anonymous"; ops can hide one', async () => {
    for (const [field, value] of [
      ['firstName', 'Visit scam-example dot com'],
      ['firstName', 'me [at] scam (dot) org'],
      ['lastName', 'www scam'],
      ['title', 'http://x'],
    ] as const) {
      const answer = await giving.donate(
        gift({ showAsSupporter: true, donor: { ...gift().donor, [field]: value } }),
        null,
        address(),
      );
      expect(answer.donation).toBeNull();
      expect(answer.userErrors).toEqual([
        {
          field: ['input', 'donor', field],
          code: 'INVALID',
          message: expect.stringMatching(/link|web address|e-mail address/),
        },
      ]);
    }
    const made = await giving.donate(
      gift({ showAsSupporter: true, donor: { ...gift().donor, firstName: 'Placeholder' } }),
      null,
      address(),
    );
    const row = await giving.db
      .selectFrom('giving_donations')
      .select('donor_id')
      .where('id', '=', made.donation!.id)
      .executeTakeFirstOrThrow();
    await giving.db
      .updateTable('giving_donors')
      .set({ first_name: 'Visit scam-example dot com' })
      .where('id', '=', row.donor_id)
      .execute();
    const shown = (await gql(SUPPORTERS)).data.givingProjects[0].supporters.map(
      (s: Json) => s.firstName,
    );
    expect(shown.filter((n: string) => /scam/.test(n))).toEqual([]);
    expect(shown).toContain('Anonymous');

    const real = await giving.donate(
      gift({ showAsSupporter: true, donor: { ...gift().donor, firstName: 'Offensive' } }),
      null,
      address(),
    );
    expect(
      (await gql(SUPPORTERS)).data.givingProjects[0].supporters.map((s: Json) => s.firstName),
    ).toContain('Offensive');
    expect(
      await setSupporterHidden(database.db, { reference: real.donation!.reference }, true),
    ).toBe(real.donation!.reference);
    expect(
      (await gql(SUPPORTERS)).data.givingProjects[0].supporters.map((s: Json) => s.firstName),
    ).not.toContain('Offensive');
    // Undone, it shows again; a second service (another process, a restart) sees the same.
    await setSupporterHidden(database.db, { donationId: real.donation!.id }, false);
    expect(
      (await service().supporters('season-4-production', 50)).map((s) => s.firstName),
    ).toContain('Offensive');
  });

  it('references are random and unique; an older gift keeps its sequence reference', async () => {
    const references = [];
    for (let i = 0; i < 5; i++)
      references.push((await giving.donate(gift(), null, address())).donation!.reference);
    for (const reference of references)
      expect(reference).toMatch(/^D-[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}$/);
    expect(new Set(references).size).toBe(5);
    // A gift written before migration 0010 has no random reference: it still shows, and is found by, D-000091-style.
    const old = await giving.donate(gift({ showAsSupporter: true }), null, address());
    const sequence = (
      await giving.db
        .selectFrom('giving_donations')
        .select('reference')
        .where('id', '=', old.donation!.id)
        .executeTakeFirstOrThrow()
    ).reference;
    await giving.db
      .updateTable('giving_donations')
      .set({ public_reference: null })
      .where('id', '=', old.donation!.id)
      .execute();
    const legacy = `D-${String(sequence).padStart(6, '0')}`;
    const row = await giving.db
      .selectFrom('giving_donations')
      .selectAll()
      .where('id', '=', old.donation!.id)
      .executeTakeFirstOrThrow();
    expect((await giving.view(row, null)).reference).toBe(legacy);
    expect(await setSupporterHidden(database.db, { reference: legacy }, true)).toBe(legacy);
    // The unique index is the guard against a repeated draw.
    const clash = await giving.db
      .updateTable('giving_donations')
      .set({ public_reference: references[0]! })
      .where('id', '=', old.donation!.id)
      .execute()
      .then(
        () => null,
        (error: unknown) => error,
      );
    expect(isUniqueViolation(clash)).toBe(true);
  });
});
