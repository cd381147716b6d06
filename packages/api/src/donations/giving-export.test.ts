import { TestPaymentProvider } from '../payments/test-provider';
import { databaseKinds, openTestDatabase, type TestDatabase } from '../test-support/databases';
import { parseArgs } from './giving-cli';
import { GivingService } from './donation-service';
import { csvField, donationsCsv, giftAidCsv, houseOf } from './giving-export';
import { fixedCatalogue } from './project-catalogue';

jest.setTimeout(30_000);

describe.each(databaseKinds())('giving exports (%s)', (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
    let now = new Date('2026-05-10T10:00:00Z');
    const giving = new GivingService({
      db: database.db,
      payments: new TestPaymentProvider(() => now),
      publicUrl: 'https://x.example',
      now: () => now,
      catalogue: fixedCatalogue([{ id: 'p', kind: 'PROJECT', title: 'P', goal: null }]),
    });
    const gift = (n: number, over: Record<string, unknown>) =>
      giving.donate(
        {
          idempotencyKey: `export-key-${kind}-${n}-${Date.now()}`,
          projectId: 'p',
          amount: '20',
          currency: 'GBP',
          frequency: 'ONE_OFF',
          coverFees: true,
          giftAid: true,
          showAsSupporter: false,
          donor: {
            title: 'Mr',
            firstName: 'John',
            lastName: 'Knox, "the elder"',
            email: 'knox@example.org',
            country: 'GB',
            address: '12 Canongate, Edinburgh',
            postcode: 'eh8 8bn',
          },
          card: {
            number: '4242424242424242',
            expMonth: 12,
            expYear: 2031,
            cvc: '123',
            name: 'J Knox',
          },
          ...over,
        },
        null,
        '127.0.0.1',
      );
    await gift(1, {});
    now = new Date('2027-04-10T10:00:00Z');
    await gift(2, {});
    await gift(3, { giftAid: false });
    await gift(4, { currency: 'EUR', giftAid: false });
  });
  afterAll(() => database.close());

  it('writes HMRC’s schedule columns for the Gift Aid gifts of the period, the gift without the fee', async () => {
    const out = await giftAidCsv(database.db, { from: '2026-04-06', to: '2027-04-05' });
    expect(out.rows).toBe(1);
    expect(out.csv).toBe(
      'Title,First name,Last name,House name or number,Postcode,Donation date (DD/MM/YY),Amount\r\nMr,John,"Knox, ""the elder""",12,EH8 8BN,10/05/26,20.00\r\n',
    );
    expect((await giftAidCsv(database.db, { from: '2027-04-06', to: '2028-04-05' })).rows).toBe(1);
  });

  it('writes every ledger row as CSV', async () => {
    const out = await donationsCsv(database.db, { from: null, to: null });
    expect(out.rows).toBe(4);
    expect(out.csv.split('\r\n')[0]).toBe(
      'Reference,Date,Project,Frequency,Period,Currency,Amount,Fee,Total,Gift Aid,Status,Charge,First name,Last name,E-mail,Country',
    );
    expect(out.csv).toContain(',EUR,20.00,0.88,20.88,no,succeeded,');
  });
});

describe('export helpers', () => {
  it('neutralises spreadsheet formulas and quotes what needs it', () => {
    expect(csvField('=SUM(A1)')).toBe("'=SUM(A1)");
    expect(csvField('a,b')).toBe('"a,b"');
    expect(houseOf('Rose Cottage, High Street')).toBe('Rose Cottage');
    expect(houseOf('12A Canongate')).toBe('12A');
  });

  it('checks the command line', () => {
    expect(
      parseArgs(['--', 'export', '--gift-aid', '--from', '2026-04-06', '--to', '2027-04-05']),
    ).toMatchObject({ kind: 'gift-aid', range: { from: '2026-04-06', to: '2027-04-05' } });
    expect(parseArgs(['export', '--gift-aid'])).toEqual({
      error: expect.stringMatching(/needs --from and --to/),
    });
    expect(parseArgs(['export', '--donations', '--from', '2026-02-30'])).toEqual({
      error: expect.stringMatching(/YYYY-MM-DD/),
    });
    expect(
      parseArgs(['export', '--donations', '--from', '2027-01-01', '--to', '2026-01-01']),
    ).toEqual({ error: expect.stringMatching(/not be after/) });
    expect(parseArgs(['export'])).toEqual({ error: expect.stringMatching(/usage/) });
    expect(parseArgs(['export', '--donations', '--bogus'])).toEqual({
      error: expect.stringMatching(/unknown option/),
    });
  });
});
