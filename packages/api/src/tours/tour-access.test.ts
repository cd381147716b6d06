import { TestPaymentProvider } from '../payments/test-provider';
import { databaseKinds } from '../test-support/databases';
import { type Json, loopback } from '../test-support/loopback-client';
import { fixedTourCatalogue } from './tour-catalogue';
import { testTour, tourBookingInput, tourCard } from '../test-support/tours';
import { suiteTourApi } from './test-api';

/*
 * Issue 26, tours: booking references can be guessed. Look-ups are throttled per address and per
 * e-mail; reference + e-mail alone open nothing personal and cannot pay or cancel; a one-time code
 * mailed to the booking's address (hashed, single-use, 5 tries, 10 minutes) gives a grant that does.
 */

jest.setTimeout(120_000);

const TOUR = testTour('access-tour', '2027-06-06', { title: 'Access tour' });
const DEPARTURE = 'access-tour-2027-06-06';

const HOLD = `mutation H($input: TourHoldInput!) { tourHoldCreate(input: $input) { hold { id token } userErrors { code } } }`;
const BOOK = `mutation B($input: TourBookingInput!) { tourBook(input: $input) { booking { reference confirmationUrl } userErrors { code message } } }`;
const READ = `query R($access: TourBookingAccess!) { tourBooking(access: $access) { reference status travellers { dateOfBirth emergencyContactPhone dietaryNotes accessibilityNotes } } }`;
const PAY = `mutation P($input: TourBalanceInput!) { tourPayBalance(input: $input) { booking { status } userErrors { field code message } } }`;
const CANCEL = `mutation C($input: TourCancelInput!) { tourBookingCancel(input: $input) { booking { status } userErrors { field code message } } }`;
const ASK = `mutation A($input: TourBookingCodeRequestInput!) { tourBookingCodeRequest(input: $input) { sent expiresAt userErrors { field code message } } }`;
const ENTER = `mutation E($input: TourBookingCodeInput!) { tourBookingCodeVerify(input: $input) { access { reference token expiresAt } userErrors { field code message } } }`;

let keyCounter = 0;
const newKey = () => `access-key-${process.pid}-${Date.now()}-${keyCounter++}`;
const card = () => tourCard(undefined, { name: 'K Zell' });

describe.each(databaseKinds())('tour booking access (%s)', (kind) => {
  const payments = new TestPaymentProvider();
  let now = new Date('2026-11-25T10:00:00Z');
  const { api, mails } = suiteTourApi(kind, {
    catalogue: fixedTourCatalogue([TOUR]),
    payments,
    now: () => now,
  });
  beforeEach(() => {
    now = new Date('2026-11-25T10:00:00Z');
  });

  const raw = (query: string, variables: Json, from: string) => api.raw(query, variables, from);
  const gql = (query: string, variables: Json, from = loopback()) =>
    api.gql(query, variables, from);

  /** A one-traveller deposit booking; its reference, e-mail and the token of its link. */
  async function booked(): Promise<{ reference: string; email: string; token: string }> {
    const from = loopback();
    const h = (
      await gql(
        HOLD,
        { input: { departureId: DEPARTURE, travellers: 1, singleRooms: 1, doubleRooms: 0 } },
        from,
      )
    ).tourHoldCreate;
    const email = `zell-${Date.now()}-${keyCounter}@example.org`;
    const b = (
      await gql(
        BOOK,
        {
          input: tourBookingInput(newKey(), h.hold, {
            contact: { name: 'Katharina Zell', email, phone: '+44 20 7946 0000' },
            travellers: [
              {
                firstName: 'Katharina',
                lastName: 'Zell',
                dateOfBirth: '1970-04-12',
                emergencyContactName: 'Matthew Zell',
                emergencyContactPhone: '+44 20 7946 0001',
                dietaryNotes: 'No nuts',
                accessibilityNotes: 'Step-free rooms',
              },
            ],
            card: card(),
          }),
        },
        from,
      )
    ).tourBook;
    expect(b.userErrors).toEqual([]);
    const token = new URL(b.booking.confirmationUrl).searchParams.get('token')!;
    return { reference: b.booking.reference, email, token };
  }
  const codeIn = async (email: string) => {
    await api.tours.idle();
    const mail = [...mails]
      .reverse()
      .find((m) => m.to === email && m.subject.startsWith('Your booking code'));
    return mail ? /\b(\d{6})\b/.exec(mail.text)![1]! : null;
  };

  it('opens nothing with reference + e-mail alone: no personal details, no payment, no cancellation', async () => {
    const b = await booked();
    const byEmail = { reference: b.reference, email: b.email };
    expect((await gql(READ, { access: byEmail })).tourBooking).toBeNull();
    const charges = payments.charges.length;
    const pay = (
      await gql(PAY, { input: { idempotencyKey: newKey(), access: byEmail, card: card() } })
    ).tourPayBalance;
    expect(pay.userErrors[0]).toMatchObject({
      code: 'NOT_FOUND',
      message: expect.stringMatching(/ask for a code/),
    });
    const cancel = (await gql(CANCEL, { input: { access: byEmail, expectedRefund: '0.00' } }))
      .tourBookingCancel;
    expect(cancel.userErrors[0].code).toBe('NOT_FOUND');
    expect(payments.charges.length).toBe(charges);
    // The link's token still opens everything.
    const full = (await gql(READ, { access: { reference: b.reference, token: b.token } }))
      .tourBooking;
    expect(full.travellers[0]).toEqual({
      dateOfBirth: '1970-04-12',
      emergencyContactPhone: '+44 20 7946 0001',
      dietaryNotes: 'No nuts',
      accessibilityNotes: 'Step-free rooms',
    });
  });

  it('mails a one-time code to the booking address; the code, once, gives a grant that reads, pays and cancels', async () => {
    const b = await booked();
    const wrongEmail = (
      await gql(ASK, { input: { reference: b.reference, email: 'someone@example.org' } })
    ).tourBookingCodeRequest;
    expect(wrongEmail).toMatchObject({ sent: false, userErrors: [{ code: 'NOT_FOUND' }] });
    expect(await codeIn('someone@example.org')).toBeNull();

    const asked = (
      await gql(ASK, {
        input: { reference: b.reference.toLowerCase(), email: b.email.toUpperCase() },
      })
    ).tourBookingCodeRequest;
    expect(asked.userErrors).toEqual([]);
    expect(asked.sent).toBe(true);
    expect(Date.parse(asked.expiresAt) - now.getTime()).toBe(10 * 60_000);
    const code = (await codeIn(b.email))!;
    expect(code).toMatch(/^\d{6}$/);
    // Only a hash is stored.
    const stored = await api.tours.db.selectFrom('tour_access_codes').selectAll().execute();
    expect(JSON.stringify(stored)).not.toContain(code);

    const wrong = code === '000000' ? '111111' : '000000';
    const miss = (await gql(ENTER, { input: { reference: b.reference, code: wrong } }))
      .tourBookingCodeVerify;
    expect(miss.userErrors[0]).toMatchObject({
      code: 'INVALID_CODE',
      message: expect.stringMatching(/4 tries left/),
    });
    const entered = (
      await gql(ENTER, {
        input: { reference: b.reference, code: `${code.slice(0, 3)} ${code.slice(3)}` },
      })
    ).tourBookingCodeVerify;
    expect(entered.userErrors).toEqual([]);
    const access = { reference: b.reference, token: entered.access.token };
    expect(access.token).not.toBe(b.token);
    // Single use.
    expect(
      (await gql(ENTER, { input: { reference: b.reference, code } })).tourBookingCodeVerify
        .userErrors[0].code,
    ).toBe('CODE_EXPIRED');

    expect((await gql(READ, { access })).tourBooking.travellers[0].dateOfBirth).toBe('1970-04-12');
    const paid = (await gql(PAY, { input: { idempotencyKey: newKey(), access, card: card() } }))
      .tourPayBalance;
    expect(paid.userErrors).toEqual([]);
    expect(paid.booking.status).toBe('PAID');
    const cancelled = (await gql(CANCEL, { input: { access, expectedRefund: '3150.00' } }))
      .tourBookingCancel;
    expect(cancelled.userErrors).toEqual([]);
    expect(cancelled.booking.status).toBe('CANCELLED');

    // The grant lapses after an hour.
    now = new Date(now.getTime() + 61 * 60_000);
    expect((await gql(READ, { access })).tourBooking).toBeNull();
  });

  it('allows 5 tries per code, and codes lapse after 10 minutes', async () => {
    const b = await booked();
    await gql(ASK, { input: { reference: b.reference, email: b.email } });
    const code = (await codeIn(b.email))!;
    const wrong = code === '000000' ? '111111' : '000000';
    // Seven wrong tries at once: each is counted, none gets past the fifth.
    const tries = await Promise.all(
      Array.from({ length: 7 }, () =>
        gql(ENTER, { input: { reference: b.reference, code: wrong } }),
      ),
    );
    // The bound and the safety, not the winners: no access, at most five tries checked against the
    // code, and (below) the code is spent whichever order they were counted in.
    expect(tries.every((t) => t.tourBookingCodeVerify.access === null)).toBe(true);
    const checked = tries.filter(
      (t) => t.tourBookingCodeVerify.userErrors[0].code === 'INVALID_CODE',
    ).length;
    expect(checked).toBeLessThanOrEqual(5);
    expect(checked).toBeGreaterThanOrEqual(1);
    expect(
      (await gql(ENTER, { input: { reference: b.reference, code } })).tourBookingCodeVerify
        .userErrors[0].code,
    ).toBe('CODE_EXPIRED');

    await gql(ASK, { input: { reference: b.reference, email: b.email } });
    const next = (await codeIn(b.email))!;
    now = new Date(now.getTime() + 11 * 60_000);
    expect(
      (await gql(ENTER, { input: { reference: b.reference, code: next } })).tourBookingCodeVerify
        .userErrors[0].code,
    ).toBe('CODE_EXPIRED');
    // Bad input is named.
    expect(
      (
        await gql(ENTER, { input: { reference: 'nope', code: '12' } })
      ).tourBookingCodeVerify.userErrors.map((e: Json) => e.field.join('.')),
    ).toEqual(['input.reference', 'input.code']);
  });

  it('throttles look-ups per address and per e-mail (20 in 10 minutes), and runs one per document', async () => {
    const b = await booked();
    const guesser = loopback();
    const answers = [];
    for (let i = 0; i < 21; i++)
      answers.push(
        await raw(
          READ,
          { access: { reference: `TB-${String(100000 + i)}`, email: b.email } },
          guesser,
        ),
      );
    expect(answers.slice(0, 20).every((a) => a.data?.tourBooking === null && !a.errors)).toBe(true);
    expect(answers[20]!.errors?.[0]?.extensions?.code).toBe('THROTTLED');
    // The same e-mail from fresh addresses is throttled too (its 20 are used up), and so are code requests.
    const other = await raw(
      READ,
      { access: { reference: b.reference, email: b.email } },
      loopback(),
    );
    expect(other.errors?.[0]?.extensions?.code).toBe('THROTTLED');
    expect(
      (await gql(ASK, { input: { reference: b.reference, email: b.email } })).tourBookingCodeRequest
        .userErrors[0].code,
    ).toBe('THROTTLED');
    // Another client is not affected.
    expect(
      (await raw(READ, { access: { reference: b.reference, token: b.token } }, loopback())).data
        ?.tourBooking.reference,
    ).toBe(b.reference);

    const aliased = await raw(
      `query { a: tourBooking(access: { reference: "TB-AAAAAA", token: "x" }) { id } b: tourBooking(access: { reference: "TB-AAAAAB", token: "x" }) { id } }`,
      {},
      loopback(),
    );
    expect(aliased.status).toBe(400);
    expect(aliased.data).toBeUndefined();
  });

  it('sends at most 5 codes per booking an hour', async () => {
    const b = await booked();
    const answers = [];
    for (let i = 0; i < 6; i++)
      answers.push(
        (await gql(ASK, { input: { reference: b.reference, email: b.email } }))
          .tourBookingCodeRequest,
      );
    expect(answers.filter((a) => a.sent)).toHaveLength(5);
    expect(answers[5].userErrors[0].code).toBe('THROTTLED');
    await api.tours.idle();
    expect(
      mails.filter((m) => m.to === b.email && m.subject.startsWith('Your booking code')),
    ).toHaveLength(5);
  });
});
