import { parse, validate } from 'graphql';
import {
  limitErrors,
  MAX_ALIASES,
  MAX_COST,
  MAX_DEPTH,
  MAX_FIELDS,
  MAX_LIST_SIZE,
  measureDocument,
} from './query-limits';
import { createProductSchema } from '../compose/product-graphql';
import { donationBomb } from '../test-support/graphql-bomb';

const schema = createProductSchema();

function check(text: string, variables: Record<string, unknown> = {}, introspection = false) {
  const { worst } = measureDocument(schema, parse(text), variables);
  const errors = limitErrors(worst, { introspection });
  return {
    measure: worst,
    codes: errors.map((e) => e.extensions.code),
    errors: errors.map((e): Record<string, unknown> & { message: string } => ({
      message: e.message,
      ...e.extensions,
    })),
  };
}

// Documents shaped as the site's pages send them (mfe-tours' bookings page and booking step,
// mfe-giving's project page); the attack suite sends the pages' own documents to the server.
const MONEY = 'amount currencyCode';
const TIER = 'minDaysBefore refundPercent keepsDeposit description';
const MY_BOOKINGS = `query MyTourBookings { myTourBookings { id reference status departure { id tourUid tourTitle startsOn }
  contactName email travellers { firstName lastName } total { ${MONEY} } deposit { ${MONEY} } paid { ${MONEY} }
  refunded { ${MONEY} } balance { ${MONEY} } balanceDueOn cancellationPolicy { ${TIER} }
  cancellationQuote { daysBefore tier { ${TIER} } refund { ${MONEY} } } ledger { kind amount { ${MONEY} } cardLast4 createdAt } cancelledAt } }`;
const DEPARTURES = `query TourDepartures($tourUids: [String!]) { tourDepartures(tourUids: $tourUids) {
  id tourUid tourTitle startsOn status seatsTotal seatsLeft fewSeatsLeft singleRoomsLeft doubleRoomsLeft
  priceSingle { ${MONEY} } priceDouble { ${MONEY} } preExtension { title startsOn priceSingle { ${MONEY} } priceDouble { ${MONEY} } }
  postExtension { title startsOn priceSingle { ${MONEY} } priceDouble { ${MONEY} } } depositPerPerson { ${MONEY} }
  balanceDueOn fullPaymentAtBooking cancellationPolicy { ${TIER} } waitlistCount } }`;
const PROJECT_PAGE = `query GivingProjectsWithSupporters($ids: [ID!], $supporters: Int) { givingProjects(ids: $ids) {
  id raised { ${MONEY} } donationCount supporters(first: $supporters) { firstName country givenAt } } }`;

describe('product GraphQL limits', () => {
  // The measure counts what the fragments would expand to without expanding them; how fast it does
  // so is a goal for bench/query-limits.ts (under 100 ms), not a wall-clock threshold here.
  it('measures the fragment bomb of 12 and 18 levels without expanding it, and refuses it on every count', () => {
    for (const levels of [12, 18]) {
      const { measure, codes } = check(donationBomb(levels));
      expect(measure.aliases).toBe(2 ** (levels + 1) - 2);
      expect(codes).toEqual([
        'MAX_DEPTH_EXCEEDED',
        'MAX_ALIASES_EXCEEDED',
        'MAX_FIELDS_EXCEEDED',
        'MAX_COST_EXCEEDED',
      ]);
    }
  });

  it('is needed before validation: graphql-js validates 480 same-named fields in tens of milliseconds, the measure refuses them first', () => {
    const text = `{ ${Array.from({ length: 480 }, () => 'me { id }').join(' ')} }`;
    const started = performance.now();
    expect(check(text).codes).toEqual(['MAX_FIELDS_EXCEEDED']);
    const measured = performance.now() - started;
    const validating = performance.now();
    validate(schema, parse(text));
    // Printed for the record; validation is the slower of the two by an order of magnitude.
    console.log(
      `480 same-named fields: measured in ${measured.toFixed(1)} ms, validated in ${(performance.now() - validating).toFixed(1)} ms`,
    );
  });

  it('refuses 90 aliases of givingProjects { supporters(first: 50) }, naming the limits and the measured values', () => {
    const text = `{ ${Array.from({ length: 90 }, (_, i) => `p${i}: givingProjects { supporters(first: 50) { firstName } }`).join(' ')} }`;
    const { errors } = check(text);
    expect(errors.map((e) => e.code)).toEqual(['MAX_ALIASES_EXCEEDED', 'MAX_COST_EXCEEDED']);
    expect(errors[0]).toMatchObject({ limit: MAX_ALIASES, measured: 90 });
    expect(errors[0]!.message).toMatch(/90 aliased fields.*alias limit of 20/);
    expect(errors[1]).toMatchObject({ limit: MAX_COST, measured: 90 * (1 + 20 + 20 * (1 + 50)) });
    expect(errors[1]!.message).toMatch(/cost is 93690, over the cost limit of 1000/);
  });

  it(`refuses a list asked for more than ${MAX_LIST_SIZE} items, literally, by variable or by a variable's default`, () => {
    const supporters = (first: string) =>
      `givingProjects(ids: ["a"]) { supporters(first: ${first}) { firstName } }`;
    expect(check(`{ ${supporters('50')} }`).codes).toEqual([]);
    expect(check(`{ ${supporters('51')} }`).errors).toEqual([
      expect.objectContaining({
        code: 'MAX_LIST_SIZE_EXCEEDED',
        limit: 50,
        measured: 51,
        message: expect.stringMatching(/GivingProject.supporters asks for 51 items/),
      }),
    ]);
    expect(check(`query($n: Int) { ${supporters('$n')} }`, { n: 5000 }).codes).toContain(
      'MAX_LIST_SIZE_EXCEEDED',
    );
    expect(check(`query($n: Int = 5000) { ${supporters('$n')} }`).codes).toContain(
      'MAX_LIST_SIZE_EXCEEDED',
    );
  });

  it('counts givingProjects(ids:) at one per id, and all projects at the assumed size', () => {
    const one = check(
      `query($ids: [ID!]) { givingProjects(ids: $ids) { supporters(first: 50) { firstName } } }`,
      { ids: ['a'] },
    );
    expect(one.measure.cost).toBe(1 + 1 + 1 * (1 + 50));
    const many = check(
      `query($ids: [ID!]) { givingProjects(ids: $ids) { supporters(first: 50) { firstName } } }`,
      { ids: Array.from({ length: 30 }, (_, i) => `p${i}`) },
    );
    expect(many.codes).toEqual(['MAX_COST_EXCEEDED']);
  });

  it(`refuses nesting deeper than ${MAX_DEPTH} and more than ${MAX_FIELDS} fields`, () => {
    const nest = (n: number) =>
      `query($id: ID!) { donation(id: $id) { ${'recurringDonation { donations { '.repeat(n)}id${' } }'.repeat(n)} } }`;
    expect(check(nest(1)).codes).toEqual([]);
    // Depth in this schema comes only through the recurring gift's donations, so cost follows it.
    expect(check(nest(5)).codes).toEqual(['MAX_DEPTH_EXCEEDED', 'MAX_COST_EXCEEDED']);
    expect(check(nest(5)).errors[0]).toMatchObject({ limit: MAX_DEPTH, measured: 12 });
    const wide = (n: number) => `{ me { ${Array.from({ length: n }, () => 'id').join(' ')} } }`;
    expect(check(wide(MAX_FIELDS - 1)).codes).toEqual([]);
    expect(check(wide(MAX_FIELDS)).errors).toEqual([
      expect.objectContaining({ code: 'MAX_FIELDS_EXCEEDED', measured: MAX_FIELDS + 1 }),
    ]);
  });

  it('measures every operation and fragment of a document, since validation reads them all', () => {
    const unused = `query Cheap { me { id } }\nfragment Unused on Query { ${Array.from({ length: 400 }, () => 'me { id }').join(' ')} }`;
    expect(check(unused).codes).toEqual(['MAX_FIELDS_EXCEEDED']);
    const other = `query Cheap { me { id } }\nquery Dear { ${Array.from({ length: 30 }, (_, i) => `a${i}: me { id }`).join(' ')} }`;
    expect(check(other).codes).toEqual(['MAX_ALIASES_EXCEEDED']);
  });

  it('refuses introspection unless it is turned on, wherever it hides; __typename always passes', () => {
    const introspection = '{ __schema { types { name } } }';
    expect(check(introspection).errors).toEqual([
      expect.objectContaining({ code: 'INTROSPECTION_DISABLED' }),
    ]);
    expect(
      check('query { ...T } fragment T on Query { __type(name: "Donation") { name } }').codes,
    ).toEqual(['INTROSPECTION_DISABLED']);
    expect(check(introspection, {}, true).codes).toEqual([]);
    expect(check('{ __typename me { __typename } }').codes).toEqual([]);
  });

  it('lets the site’s own largest documents through with room to spare', () => {
    const pages: [string, Record<string, unknown>][] = [
      [MY_BOOKINGS, {}],
      [DEPARTURES, {}],
      [PROJECT_PAGE, { ids: ['season-4-production'], supporters: 8 }],
    ];
    for (const [text, variables] of pages) {
      const { measure, codes } = check(text, variables);
      expect(codes).toEqual([]);
      expect(measure.cost).toBeLessThan(MAX_COST * 0.7);
      expect(measure.depth).toBeLessThanOrEqual(MAX_DEPTH / 2);
    }
  });
});
