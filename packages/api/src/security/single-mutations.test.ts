import { getOperationAST, parse } from 'graphql';
import { ONCE_PER_REQUEST, repeatedMutations, tooDeep } from './single-mutations';

function repeated(text: string) {
  const document = parse(text);
  return repeatedMutations(document, getOperationAST(document)!).map(
    (e): Record<string, unknown> & { message: string } => ({ message: e.message, ...e.extensions }),
  );
}

const donate = (alias: string) => `${alias}: donate(input: $input) { donation { id } }`;

describe('once per document', () => {
  it('lists every root field that charges, checks a card, holds seats, mails or looks up a booking', () => {
    for (const name of [
      'donate',
      'recurringDonationUpdateCard',
      'tourHoldCreate',
      'tourHoldUpdate',
      'tourBook',
      'tourPayBalance',
      'tourBookingCancel',
      'tourWaitlistJoin',
      'tourInterestSubmit',
      'tourBooking',
      'customerCreate',
      'customerRecover',
    ])
      expect(ONCE_PER_REQUEST).toContain(name);
  });

  it('refuses donate asked for twice or sixty times, aliases or not, naming it', () => {
    expect(repeated(`mutation($input: DonationInput!) { ${donate('a')} ${donate('b')} }`)).toEqual([
      {
        message: 'donate may run once per request; this one asks for it 2 times. Nothing was run.',
        code: 'TOO_MANY_MUTATIONS',
        field: 'donate',
      },
    ]);
    const sixty = Array.from({ length: 60 }, (_, i) => donate(`d${i}`)).join(' ');
    expect(repeated(`mutation($input: DonationInput!) { ${sixty} }`)[0]?.message).toMatch(
      /asks for it 60 times/,
    );
  });

  it('finds repeats hidden in fragments and inline fragments, one error per field', () => {
    const hold = (alias: string) => `${alias}: tourHoldCreate(input: $h) { hold { id } }`;
    const errors =
      repeated(`mutation($h: TourHoldInput!, $u: TourHoldUpdateInput!, $input: DonationInput!) {
      ${hold('a')} ...More ... on Mutation { ${hold('c')} tourHoldUpdate(input: $u) { hold { id } } }
      ${donate('only')}
    }
    fragment More on Mutation { ${hold('b')} x: tourHoldUpdate(input: $u) { hold { id } } }`);
    expect(errors.map((e) => [e.field, e.code])).toEqual([
      ['tourHoldCreate', 'TOO_MANY_MUTATIONS'],
      ['tourHoldUpdate', 'TOO_MANY_MUTATIONS'],
    ]);
    expect(errors[0]?.message).toMatch(/3 times/);
  });

  it('covers lookups too: tourBooking twice in a query is refused; once, and other queries repeated, pass', () => {
    const lookup = (alias: string, ref: string) =>
      `${alias}: tourBooking(access: { reference: "${ref}", email: "a@example.org" }) { id }`;
    expect(repeated(`{ ${lookup('a', 'TB-1')} ${lookup('b', 'TB-2')} }`)).toEqual([
      expect.objectContaining({ code: 'TOO_MANY_LOOKUPS', field: 'tourBooking' }),
    ]);
    expect(
      repeated(`{ ${lookup('a', 'TB-1')} x: givingProjects { id } y: givingProjects { id } }`),
    ).toEqual([]);
  });

  it('turns a stack overflow into a depth error, and nothing else', () => {
    expect(tooDeep(new RangeError('Maximum call stack size exceeded'))?.extensions.code).toBe(
      'MAX_DEPTH_EXCEEDED',
    );
    expect(tooDeep(new Error('other'))).toBeNull();
  });
});
