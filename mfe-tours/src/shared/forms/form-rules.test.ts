import {
  cardErrors,
  cardInput,
  codeError,
  fieldOfPath,
  interestErrors,
  lookupErrors,
  normalizeReference,
  parseCount,
  waitlistErrors,
  type InterestFields,
} from './form-rules';

const today = new Date('2026-06-15T00:00:00Z');
const goodCard = {
  cardNumber: '4242 4242 4242 4242',
  cardExpiry: '12/28',
  cardCvc: '123',
  cardName: 'A von Grumbach',
};

describe('the lookup', () => {
  it('accepts a reference in any case and spacing, or without its TB- prefix', () => {
    expect(normalizeReference(' tb-7k3m9q ')).toBe('TB-7K3M9Q');
    expect(normalizeReference('7K3M9Q')).toBe('TB-7K3M9Q');
    expect(lookupErrors({ reference: 'tb-7k3m9q', email: 'a@example.org' })).toEqual({});
  });
  it('names what is missing or malformed', () => {
    expect(lookupErrors({ reference: '', email: '' })).toEqual({
      reference: expect.stringContaining('Enter your booking reference'),
      email: 'Enter your e-mail address.',
    });
    expect(lookupErrors({ reference: 'XX-1', email: 'nope' })).toEqual({
      reference: expect.stringContaining('looks like TB-7K3M9Q'),
      email: expect.stringContaining('name@example.org'),
    });
  });
});

describe('the card', () => {
  it('passes a good test card and sends it as CardInput', () => {
    expect(cardErrors(goodCard, today)).toEqual({});
    expect(cardInput(goodCard)).toEqual({
      number: '4242424242424242',
      expMonth: 12,
      expYear: 2028,
      cvc: '123',
      name: 'A von Grumbach',
    });
  });
  it('refuses a bad number, an expired or malformed date, a short code and no name', () => {
    expect(
      cardErrors(
        { cardNumber: '4242 4242 4242 4241', cardExpiry: '05/26', cardCvc: '12', cardName: '' },
        today,
      ),
    ).toEqual({
      cardNumber: expect.stringContaining('not a valid card number'),
      cardExpiry: 'This card has expired.',
      cardCvc: expect.stringContaining('3 or 4 digit'),
      cardName: 'Enter the name on the card.',
    });
    expect(cardErrors({ ...goodCard, cardNumber: '', cardExpiry: '13/28' }, today)).toEqual({
      cardNumber: 'Enter the card number.',
      cardExpiry: 'Enter the expiry date as MM/YY.',
    });
  });
});

describe('the waitlist', () => {
  it('takes 1 to 8 travellers', () => {
    expect(waitlistErrors({ name: 'Ann', email: 'ann@example.org', travellers: '8' })).toEqual({});
    expect(waitlistErrors({ name: '', email: 'x', travellers: '9' })).toEqual({
      name: 'Enter your name.',
      email: expect.any(String),
      travellers: expect.stringContaining('1 to 8'),
    });
    expect(parseCount('0', 1, 8)).toBeNull();
    expect(parseCount('2.5', 1, 8)).toBeNull();
  });
});

describe('the interest form', () => {
  const filled: InterestFields = {
    ageRange: '40-59',
    locations: ['Wittenberg'],
    tours: [],
    partySize: '2',
    name: 'Ann',
    email: 'ann@example.org',
    phone: '',
    message: '',
  };
  it('needs an age range from the form, a location or a tour, 1–20 people and contact details', () => {
    expect(interestErrors(filled, ['18-39', '40-59'])).toEqual({});
    expect(
      interestErrors({ ...filled, locations: [], tours: ['britains-reformers'] }, ['40-59']),
    ).toEqual({});
    expect(
      interestErrors(
        { ...filled, ageRange: '', locations: [], partySize: '21', phone: 'call me' },
        ['40-59'],
      ),
    ).toEqual({
      ageRange: 'Choose your age range.',
      locations: expect.stringContaining('at least one'),
      partySize: expect.stringContaining('1 to 20'),
      phone: expect.stringContaining('phone number'),
    });
  });
});

it('maps a userErrors path to the form field it names', () => {
  expect(
    fieldOfPath(['input', 'card', 'number'], { number: 'cardNumber', card: 'cardNumber' }),
  ).toBe('cardNumber');
  expect(fieldOfPath(['input', 'travellers'], { travellers: 'travellers' })).toBe('travellers');
  expect(fieldOfPath(null, { x: 'x' })).toBeUndefined();
});

it('checks the mailed code: six digits, spaces and a dash allowed', () => {
  expect(codeError('123456')).toBeUndefined();
  expect(codeError(' 123 456 ')).toBeUndefined();
  expect(codeError('123-456')).toBeUndefined();
  expect(codeError('')).toBe('Enter the code from the e-mail.');
  expect(codeError('12345')).toBe('The code is 6 digits, as in the e-mail.');
  expect(codeError('12345a')).toBe('The code is 6 digits, as in the e-mail.');
});
