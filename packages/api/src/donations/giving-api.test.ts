import express from 'express';
import { TestPaymentProvider } from '../payments/test-provider';
import { CustomerService } from '../customer/customer-service';
import type { Mailer, MailMessage } from '../mail/mailer';
import { createProductGraphqlRouter } from '../compose/product-graphql';
import { createThrottleStore } from '../security/throttle';
import { listenOnLoopback, type LoopbackServer } from '../test-support/api-server';
import { giftInput, testCard } from '../payments/test-areas';
import { databaseKinds } from '../test-support/databases';
import { suiteDatabase } from '../test-support/suite';
import { GivingService } from './donation-service';
import { fixedCatalogue } from './project-catalogue';
import type { Json } from '../test-support/loopback-client';

jest.setTimeout(60_000);

const PUBLIC = 'https://history.example.org';
const DONATE = `mutation Donate($input: DonationInput!) {
  donate(input: $input) {
    donation { id reference amount { amount currencyCode } fee { amount } total { amount } frequency giftAid giftAidValue { amount } receiptUrl cardLast4
      project { id title } donor { firstName email } recurringDonation { id status nextChargeAt events { kind } } }
    userErrors { field code message }
  }
}`;
const RECEIPT = `query Receipt($id: ID!, $token: String) { donation(id: $id, token: $token) { id reference total { amount currencyCode } donor { firstName } } }`;
const PROJECTS = `query Projects($ids: [ID!]) { givingProjects(ids: $ids) { id kind title goal { amount currencyCode } raised { amount currencyCode } donationCount supporters(first: 5) { firstName country } } }`;
const HISTORY = `query History($year: Int) { donationHistory(year: $year) { donations { reference total { amount } } yearlyTotals { year total { amount currencyCode } giftAid { amount } count } } }`;
const RECURRING = `query { myRecurringDonations { id version status amount { amount } fee { amount } nextChargeAt cardLast4 events { kind message } donations { reference } } }`;
const change = (op: string, args: string) =>
  `mutation { ${op}(${args}) { recurringDonation { id version status amount { amount } cardLast4 nextChargeAt } userErrors { field code message } } }`;

let keyCounter = 0;
const newKey = () => `test-key-${process.pid}-${Date.now()}-${keyCounter++}`;
const gift = (over: Json = {}): Json => ({
  ...giftInput(newKey(), testCard('4242 4242 4242 4242', new Date().getUTCFullYear() + 2)),
  showAsSupporter: true,
  ...over,
});

describe.each(databaseKinds())('giving API (%s)', (kind) => {
  let server: LoopbackServer | undefined;
  const database = suiteDatabase(kind, {
    beforeClose: async () => {
      await server?.close();
    },
  });
  let origin: string;
  let payments: TestPaymentProvider;
  let giving: GivingService;
  const mails: MailMessage[] = [];
  let token = '';
  let otherToken = '';

  beforeAll(async () => {
    const mailer: Mailer = { send: async (m) => void mails.push(m) };
    const throttles = createThrottleStore(database.db);
    const customers = new CustomerService(database.db, {
      mailer,
      throttles,
      limits: { signupPerAddress: [{ limit: 10_000, windowMs: 60_000 }] },
    });
    payments = new TestPaymentProvider();
    giving = new GivingService({
      db: database.db,
      payments,
      mailer,
      publicUrl: PUBLIC,
      catalogue: fixedCatalogue([
        {
          id: 'season-4-production',
          kind: 'PROJECT',
          title: 'Season 4 Production',
          goal: 75_000_000,
        },
        {
          id: 'language-spanish',
          kind: 'LANGUAGE',
          title: 'Spanish language project',
          goal: 2_400_000,
        },
      ]),
    });
    const app = express();
    app.use('/graphql', createProductGraphqlRouter({ db: database.db, customers, giving }));
    server = await listenOnLoopback(app);
    origin = server.origin;
    const account = async (email: string) => {
      await customers.create(
        { email, password: 'long-enough-pw', firstName: 'Katharina', lastName: 'Zell' },
        PUBLIC,
        '127.0.0.1',
      );
      const made = await customers.createAccessToken(
        { email, password: 'long-enough-pw' },
        '127.0.0.1',
      );
      return made.customerAccessToken?.accessToken ?? '';
    };
    token = await account(`donor-${kind}@example.org`);
    otherToken = await account(`other-${kind}@example.org`);
  });

  async function gql(
    query: string,
    variables: Json = {},
    bearer: string | null = null,
  ): Promise<Json> {
    const response = await fetch(`${origin}/graphql`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(bearer ? { authorization: `Bearer ${bearer}` } : {}),
      },
      body: JSON.stringify({ query, variables }),
    });
    return (await response.json()) as Json;
  }
  const donate = async (input: Json, bearer: string | null = null) =>
    (await gql(DONATE, { input }, bearer)).data?.donate as Json;
  const ledgerCount = async () =>
    Number(
      (
        await giving.db
          .selectFrom('giving_donations')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('takes a one-off gift as a visitor, mails a receipt whose link opens it, and counts it on the project', async () => {
    const before = (await gql(PROJECTS, { ids: ['season-4-production'] })).data.givingProjects[0];
    const result = await donate(gift({ coverFees: true, giftAid: true }));
    expect(result.userErrors).toEqual([]);
    const d = result.donation;
    expect(d).toMatchObject({
      amount: { amount: '25.00', currencyCode: 'GBP' },
      fee: { amount: '1.03' },
      total: { amount: '26.03' },
      frequency: 'ONE_OFF',
      giftAid: true,
      giftAidValue: { amount: '6.25' },
      cardLast4: '4242',
    });
    expect(d.reference).toMatch(/^D-[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}$/);
    expect(d.receiptUrl).toMatch(new RegExp(`^${PUBLIC}/donate-transactions/${d.id}\\?token=`));
    const receiptToken = new URL(d.receiptUrl).searchParams.get('token');
    await new Promise((r) => setTimeout(r, 50));
    expect(
      mails.some((m) => m.to === 'katharina@example.org' && m.text.includes(d.receiptUrl)),
    ).toBe(true);
    expect((await gql(RECEIPT, { id: d.id, token: receiptToken })).data.donation.reference).toBe(
      d.reference,
    );
    const after = (await gql(PROJECTS, { ids: ['season-4-production'] })).data.givingProjects[0];
    expect(after.donationCount).toBe(before.donationCount + 1);
    expect(after.supporters[0]).toEqual({ firstName: 'Katharina', country: 'GB' });
    expect(after.goal).toEqual({ amount: '750000.00', currencyCode: 'USD' });
  });

  it('refuses every broken field with a userError naming it, and writes nothing', async () => {
    const count = await ledgerCount();
    const cases: Array<[Json, string, string]> = [
      [{ amount: '0' }, 'amount', 'TOO_SMALL'],
      [{ amount: '-5' }, 'amount', 'INVALID'],
      [{ amount: '25000.01' }, 'amount', 'TOO_LARGE'],
      [{ amount: '1.234' }, 'amount', 'INVALID'],
      [{ currency: 'JPY' }, 'currency', 'UNSUPPORTED_CURRENCY'],
      [{ projectId: 'no-such-project' }, 'projectId', 'UNKNOWN_PROJECT'],
      [{ donor: { ...gift().donor, email: 'not-an-address' } }, 'email', 'INVALID'],
      [{ donor: { ...gift().donor, firstName: '<b>x</b>' } }, 'firstName', 'INVALID'],
      [{ giftAid: true, currency: 'EUR' }, 'giftAid', 'INVALID'],
      [{ giftAid: true, donor: { ...gift().donor, postcode: '12345' } }, 'postcode', 'INVALID'],
      [{ idempotencyKey: 'short' }, 'idempotencyKey', 'INVALID'],
      [{ frequency: 'MONTHLY' }, 'frequency', 'SIGN_IN_REQUIRED'],
    ];
    for (const [over, field, code] of cases) {
      const result = await donate(gift(over));
      expect([field, result.donation]).toEqual([field, null]);
      expect(result.userErrors).toEqual(
        expect.arrayContaining([expect.objectContaining({ code })]),
      );
      expect(result.userErrors.some((e: Json) => e.field?.at(-1) === field)).toBe(true);
    }
    expect(await ledgerCount()).toBe(count);
  });

  it.each([
    ['4000000000000002', 'CARD_DECLINED'],
    ['4000000000009995', 'INSUFFICIENT_FUNDS'],
    ['4000000000000069', 'EXPIRED_CARD'],
    ['4242424242424241', 'INVALID_NUMBER'],
  ])(
    'declines card %s as %s, charges nothing and records nothing in the ledger',
    async (number, code) => {
      const count = await ledgerCount();
      const charges = payments.charges.length;
      const result = await donate(gift({ card: { ...gift().card, number } }));
      expect(result.donation).toBeNull();
      expect(result.userErrors[0]).toMatchObject({ code, field: ['input', 'card'] });
      expect(result.userErrors[0].message).toMatch(/Nothing was charged/);
      expect(await ledgerCount()).toBe(count);
      expect(payments.charges.length).toBe(charges);
    },
  );

  it('makes one gift and one charge from 10 concurrent submissions with one key', async () => {
    const input = gift();
    const count = await ledgerCount();
    const charges = payments.charges.length;
    const started = Date.now();
    const results = await Promise.all(Array.from({ length: 10 }, () => donate(input)));
    const elapsed = Date.now() - started;
    const ids = new Set(results.map((r) => r.donation?.id));
    expect(results.every((r) => r.userErrors.length === 0)).toBe(true);
    expect(ids.size).toBe(1);
    expect(await ledgerCount()).toBe(count + 1);
    expect(payments.charges.length).toBe(charges + 1);
    console.log(
      `giving (${kind}): 10 concurrent submissions with one key → 1 donation, 1 charge, in ${elapsed} ms`,
    );
    // The same key with another amount is refused; a replay later still gives the first answer.
    expect((await donate({ ...input, amount: '30' })).userErrors[0].code).toBe(
      'IDEMPOTENCY_KEY_REUSED',
    );
    expect((await donate(input)).donation.id).toBe([...ids][0]);
  });

  it('shows a donation only to its donor: the customer who gave it or the receipt token; anyone else gets null', async () => {
    const mine = (await donate(gift({ showAsSupporter: false }), token)).donation;
    const receiptToken = new URL(mine.receiptUrl).searchParams.get('token');
    expect((await gql(RECEIPT, { id: mine.id }, token)).data.donation.id).toBe(mine.id);
    expect((await gql(RECEIPT, { id: mine.id, token: receiptToken })).data.donation.id).toBe(
      mine.id,
    );
    expect((await gql(RECEIPT, { id: mine.id }, otherToken)).data.donation).toBeNull();
    expect((await gql(RECEIPT, { id: mine.id, token: 'wrong-token' })).data.donation).toBeNull();
    expect((await gql(RECEIPT, { id: mine.id })).data.donation).toBeNull();
    expect(
      (await gql(RECEIPT, { id: 'does-not-exist', token: receiptToken })).data.donation,
    ).toBeNull();
    expect((await gql(HISTORY, {}, otherToken)).data.donationHistory.donations).toEqual([]);
    expect((await gql(HISTORY, {})).data.donationHistory).toBeNull();
  });

  it('gives monthly for a signed-in donor, then changes the amount and the card, pauses, resumes and cancels, each read back', async () => {
    const result = await donate(gift({ frequency: 'MONTHLY', amount: '10' }), token);
    expect(result.userErrors).toEqual([]);
    const recurring = result.donation.recurringDonation;
    expect(recurring).toMatchObject({ status: 'ACTIVE', events: [{ kind: 'charged' }] });
    const id = recurring.id;
    const list = (await gql(RECURRING, {}, token)).data.myRecurringDonations;
    expect(list.find((r: Json) => r.id === id).donations).toHaveLength(1);
    expect(
      (await gql(RECURRING, {}, otherToken)).data.myRecurringDonations.find(
        (r: Json) => r.id === id,
      ),
    ).toBeUndefined();

    // Each change names the version it was made to: the one read back after the change before.
    let version: number = list.find((r: Json) => r.id === id).version;
    const ask = async (op: string, args: string, as = token) => {
      const answer = (
        await gql(
          change(op, `id: "${id}", expectedVersion: ${version}${args ? `, ${args}` : ''}`),
          {},
          as,
        )
      ).data[op];
      if (answer.recurringDonation) version = answer.recurringDonation.version;
      return answer;
    };
    let out = await ask('recurringDonationUpdateAmount', 'amount: "15", coverFees: false');
    expect(out).toMatchObject({
      userErrors: [],
      recurringDonation: { amount: { amount: '15.00' }, version: version },
    });
    out = await ask(
      'recurringDonationUpdateCard',
      `card: { number: "4000000000000002", expMonth: 1, expYear: ${new Date().getUTCFullYear() + 3}, cvc: "321", name: "K Zell" }`,
    );
    expect(out.userErrors[0]).toMatchObject({ code: 'CARD_DECLINED' });
    expect(out.userErrors[0].message).toMatch(/still uses the card ending 4242/);
    out = await ask(
      'recurringDonationUpdateCard',
      `card: { number: "5555555555554444", expMonth: 1, expYear: ${new Date().getUTCFullYear() + 3}, cvc: "321", name: "K Zell" }`,
    );
    // Test mode keeps test cards only; the decline leaves the gift as it was.
    expect(out.recurringDonation ?? out.userErrors[0].code).toBeTruthy();
    out = await ask('recurringDonationPause', '');
    expect(out.recurringDonation).toMatchObject({ status: 'PAUSED', nextChargeAt: null });
    expect((await ask('recurringDonationPause', '')).userErrors[0].code).toBe('INVALID_STATE');
    out = await ask('recurringDonationResume', '');
    expect(out.recurringDonation.status).toBe('ACTIVE');
    expect(Date.parse(out.recurringDonation.nextChargeAt)).toBeGreaterThan(Date.now());
    expect((await ask('recurringDonationCancel', '', otherToken)).userErrors[0].code).toBe(
      'NOT_FOUND',
    );
    out = await ask('recurringDonationCancel', '');
    expect(out.recurringDonation.status).toBe('CANCELLED');
    const events = (await gql(RECURRING, {}, token)).data.myRecurringDonations
      .find((r: Json) => r.id === id)
      .events.map((e: Json) => e.kind);
    expect(events).toEqual(
      ['charged', 'amount_changed', 'paused', 'resumed', 'cancelled'].filter((k) =>
        events.includes(k),
      ),
    );
    expect(events).toEqual(
      expect.arrayContaining(['charged', 'amount_changed', 'paused', 'resumed', 'cancelled']),
    );
  });

  it('refuses a change made to a stale version of a recurring gift with STALE, changing nothing, and takes the current one', async () => {
    const result = await donate(gift({ frequency: 'MONTHLY', amount: '10' }), token);
    const id = result.donation.recurringDonation.id;
    const read = async () =>
      (await gql(RECURRING, {}, token)).data.myRecurringDonations.find((r: Json) => r.id === id);
    const rowOf = () =>
      giving.db
        .selectFrom('giving_recurring')
        .selectAll()
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
    const first = await read();
    expect(first.version).toEqual(expect.any(Number));
    // Tab A and tab B both show `first`; A changes the amount.
    const a = (
      await gql(
        change(
          'recurringDonationUpdateAmount',
          `id: "${id}", expectedVersion: ${first.version}, amount: "12", coverFees: false`,
        ),
        {},
        token,
      )
    ).data.recurringDonationUpdateAmount;
    expect(a).toMatchObject({
      userErrors: [],
      recurringDonation: { amount: { amount: '12.00' }, version: first.version + 1 },
    });
    const before = await rowOf();
    const events = (await read()).events.length;
    // B, still on the first version: every change is refused and nothing moves.
    const card = `card: { number: "5555555555554444", expMonth: 1, expYear: ${new Date().getUTCFullYear() + 3}, cvc: "321", name: "K Zell" }`;
    const stale: Array<[string, string]> = [
      ['recurringDonationUpdateAmount', 'amount: "99", coverFees: true'],
      ['recurringDonationUpdateCard', card],
      ['recurringDonationPause', ''],
      ['recurringDonationCancel', ''],
    ];
    for (const [op, args] of stale) {
      const answer = (
        await gql(
          change(op, `id: "${id}", expectedVersion: ${first.version}${args ? `, ${args}` : ''}`),
          {},
          token,
        )
      ).data[op];
      expect([op, answer]).toEqual([
        op,
        {
          recurringDonation: null,
          userErrors: [
            {
              field: ['expectedVersion'],
              code: 'STALE',
              message: 'This gift was changed elsewhere; reload to see it. Nothing was changed.',
            },
          ],
        },
      ]);
    }
    // A version from the future, or none that could be, is refused the same way.
    expect(
      (
        await gql(
          change('recurringDonationPause', `id: "${id}", expectedVersion: ${first.version + 5}`),
          {},
          token,
        )
      ).data.recurringDonationPause.userErrors[0].code,
    ).toBe('STALE');
    expect(
      (await gql(change('recurringDonationPause', `id: "${id}", expectedVersion: 0`), {}, token))
        .data.recurringDonationPause.userErrors[0],
    ).toMatchObject({ code: 'INVALID', field: ['expectedVersion'] });
    expect(
      (await gql(change('recurringDonationPause', `id: "${id}"`), {}, token)).errors[0].message,
    ).toMatch(/expectedVersion/);
    expect(await rowOf()).toEqual(before);
    expect((await read()).events).toHaveLength(events);
    // Reloaded, B sees the current version, and its change goes through.
    const current = await read();
    expect(current).toMatchObject({ version: first.version + 1, amount: { amount: '12.00' } });
    const paused = (
      await gql(
        change('recurringDonationPause', `id: "${id}", expectedVersion: ${current.version}`),
        {},
        token,
      )
    ).data.recurringDonationPause;
    expect(paused).toMatchObject({
      userErrors: [],
      recurringDonation: { status: 'PAUSED', version: current.version + 1 },
    });
  });

  it('lists the signed-in donor’s history with yearly totals and Gift Aid per currency', async () => {
    await donate(gift({ amount: '40', giftAid: true }), token);
    const history = (await gql(HISTORY, { year: new Date().getUTCFullYear() }, token)).data
      .donationHistory;
    expect(history.donations.length).toBeGreaterThanOrEqual(2);
    const gbp = history.yearlyTotals.find((t: Json) => t.total.currencyCode === 'GBP');
    expect(gbp.count).toBe(history.donations.length);
    expect(Number(gbp.giftAid.amount)).toBeGreaterThanOrEqual(10);
    expect((await gql(HISTORY, { year: 1066 }, token)).errors[0].message).toMatch(/year/);
  });

  it('quotes the fee the API will charge', async () => {
    const quote = (
      await gql(
        '{ donationQuote(amount: "100", currency: "USD", coverFees: true) { amount { amount } fee { amount currencyCode } total { amount } } }',
      )
    ).data.donationQuote;
    expect(quote).toEqual({
      amount: { amount: '100.00' },
      fee: { amount: '3.20', currencyCode: 'USD' },
      total: { amount: '103.20' },
    });
    expect(
      (
        await gql(
          '{ donationQuote(amount: "x", currency: "USD", coverFees: true) { total { amount } } }',
        )
      ).data.donationQuote,
    ).toBeNull();
  });
});
