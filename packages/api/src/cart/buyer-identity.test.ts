import { checkIdentity } from './buyer-identity';
import type { CartUserError } from './cart-types';

const check = (input: Parameters<typeof checkIdentity>[0]) => {
  const errors: CartUserError[] = [];
  const identity = checkIdentity(input, ['buyerIdentity'], errors);
  return { identity, errors };
};

describe('checkIdentity', () => {
  it('keeps valid fields under their stored names and leaves absent ones out', () => {
    expect(
      check({
        countryCode: 'GB',
        email: '  anne@example.org ',
        phone: '+441234567890',
        customerAccessToken: 'abcdefgh-1234',
      }),
    ).toEqual({
      identity: {
        country: 'GB',
        email: 'anne@example.org',
        phone: '+441234567890',
        customerToken: 'abcdefgh-1234',
      },
      errors: [],
    });
    expect(check({ phone: '+441234567890' })).toEqual({
      identity: { phone: '+441234567890' },
      errors: [],
    });
  });

  it('clears fields sent as null, and an e-mail of only spaces', () => {
    expect(
      check({ countryCode: null, email: '   ', phone: null, customerAccessToken: null }),
    ).toEqual({
      identity: { country: null, email: null, phone: null, customerToken: null },
      errors: [],
    });
  });

  it('names each wrong field by its input name, in the order of the input type', () => {
    const { identity, errors } = check({
      customerAccessToken: 'short',
      phone: '01234 567890',
      email: 'not-an-address',
      countryCode: 'XX',
    });
    const invalid = (field: string, message: string) => ({
      code: 'INVALID',
      field: ['buyerIdentity', field],
      message,
    });
    expect(errors).toEqual([
      invalid('countryCode', 'The country code is not a valid ISO 3166-1 alpha-2 code.'),
      invalid('email', 'Enter a valid email address.'),
      invalid('phone', 'Enter the phone number in international format, e.g. +441234567890.'),
      invalid('customerAccessToken', 'The customer access token is malformed.'),
    ]);
    // What was sent is still returned; the caller gives up on the errors.
    expect(identity).toEqual({
      country: 'XX',
      email: 'not-an-address',
      phone: '01234 567890',
      customerToken: 'short',
    });
  });
});
