import {
  EMPTY_VALUES,
  fieldOf,
  luhnValid,
  toCheckoutRequest,
  validateCheckout,
  type CheckoutValues,
} from './checkout-form';

const today = new Date(2026, 10, 22);
const good: CheckoutValues = {
  ...EMPTY_VALUES,
  email: 'ann@example.com',
  firstName: 'Ann',
  lastName: 'Askew',
  address1: '1 Tower Hill',
  city: 'London',
  zip: 'EC3N 4AB',
  country: 'GB',
  cardName: 'Ann Askew',
  cardNumber: '4242 4242 4242 4242',
  expMonth: '12',
  expYear: '2030',
  cvc: '123',
};

describe('validateCheckout', () => {
  it('accepts a complete form', () => {
    expect(validateCheckout(good, today)).toEqual({});
  });

  it('names every missing required field with its own message', () => {
    const errors = validateCheckout(EMPTY_VALUES, today);
    expect(Object.keys(errors).sort()).toEqual(
      [
        'address1',
        'cardName',
        'cardNumber',
        'city',
        'country',
        'cvc',
        'email',
        'expMonth',
        'expYear',
        'firstName',
        'lastName',
        'zip',
      ].sort(),
    );
    expect(errors.firstName).toBe('Enter your first name.');
  });

  it('checks formats', () => {
    const errors = validateCheckout(
      {
        ...good,
        email: 'ann@',
        zip: '!',
        phone: '12',
        cardNumber: '4242424242424241',
        expMonth: '13',
        cvc: '12',
        country: 'XX',
        firstName: '<b>',
      },
      today,
    );
    expect(errors).toMatchObject({
      email: expect.stringContaining('email address'),
      zip: expect.stringContaining('postal code'),
      phone: expect.stringContaining('international'),
      cardNumber: expect.stringContaining('not valid'),
      expMonth: expect.stringContaining('1 to 12'),
      cvc: expect.stringContaining('3 or 4'),
      country: expect.stringContaining('country'),
      firstName: expect.stringContaining('cannot accept'),
    });
  });

  it('rejects an expired card and accepts a two-digit year', () => {
    expect(validateCheckout({ ...good, expMonth: '10', expYear: '2026' }, today).expYear).toBe(
      'This card has expired.',
    );
    expect(validateCheckout({ ...good, expMonth: '11', expYear: '26' }, today)).toEqual({});
  });
});

describe('toCheckoutRequest', () => {
  it('builds the API body with numbers and nulls where the API wants them', () => {
    const body = toCheckoutRequest(
      { ...good, expYear: '30', phone: '+44 (20) 7946-0000' },
      'key-12345678',
    );
    expect(body.payment).toEqual({
      name: 'Ann Askew',
      cardNumber: '4242424242424242',
      expMonth: 12,
      expYear: 2030,
      cvc: '123',
    });
    expect(body.shippingAddress).toMatchObject({
      address2: null,
      province: null,
      phone: '+442079460000',
      country: 'GB',
    });
    expect(body.idempotencyKey).toBe('key-12345678');
    expect(body).not.toHaveProperty('expectedTotal');
  });

  it('states the total the page showed, so the API charges exactly that or says what changed', () => {
    const body = toCheckoutRequest(good, 'key-12345678', { amount: '38.97', currencyCode: 'GBP' });
    expect(body.expectedTotal).toEqual({ amount: '38.97', currencyCode: 'GBP' });
  });
});

describe('helpers', () => {
  it('luhn', () => {
    expect(luhnValid('4242424242424242')).toBe(true);
    expect(luhnValid('4000000000000002')).toBe(true);
    expect(luhnValid('4242424242424243')).toBe(false);
  });
  it('maps server field paths', () => {
    expect(fieldOf('shippingAddress.zip')).toBe('zip');
    expect(fieldOf('payment.cvc')).toBe('cvc');
    expect(fieldOf('shippingAddress.constructor')).toBeNull();
    expect(fieldOf('nope')).toBeNull();
  });
});
