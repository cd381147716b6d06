import {
  cardErrors,
  cardInput,
  cardNumberProblem,
  cvcValid,
  expiryPassed,
  luhnCheckDigit,
  luhnValid,
  normaliseCardNumber,
  parseExpiry,
  parseExpiryMonth,
  parseExpiryYear,
} from './card-rules';

const today = new Date('2026-06-15T12:00:00Z');

describe('the card rules', () => {
  it('normalises a typed number to its digits', () => {
    expect(normaliseCardNumber(' 4242 4242-4242 4242 ')).toBe('4242424242424242');
    expect(normaliseCardNumber('4242\t4242')).toBe('42424242');
  });

  it('checks the Luhn digit of 12 to 19 digits only', () => {
    expect(luhnValid('4242424242424242')).toBe(true);
    expect(luhnValid('4000000000000002')).toBe(true);
    expect(luhnValid('4000002760003184')).toBe(true);
    expect(luhnValid('4242424242424241')).toBe(false);
    expect(luhnValid('4242 4242 4242 4242')).toBe(false);
    expect(luhnValid('0000000000')).toBe(false);
    expect(luhnValid('')).toBe(false);
    expect(luhnValid('42424242424242424242')).toBe(false);
    expect(luhnCheckDigit('424242424242424')).toBe('2');
  });

  it('says what is wrong with a card number', () => {
    expect(cardNumberProblem('  ')).toBe('missing');
    expect(cardNumberProblem('4242 4242')).toBe('length');
    expect(cardNumberProblem('4242 4242 4242 4241')).toBe('checksum');
    expect(cardNumberProblem('4242-4242-4242-4242')).toBeNull();
  });

  it('reads expiry dates and months and years', () => {
    expect(parseExpiry('12/28')).toEqual({ month: 12, year: 2028 });
    expect(parseExpiry(' 5 / 2031 ')).toEqual({ month: 5, year: 2031 });
    expect(parseExpiry('13/28')).toBeNull();
    expect(parseExpiry('12-28')).toBeNull();
    expect(parseExpiryMonth('07')).toBe(7);
    expect(parseExpiryMonth('0')).toBeNull();
    expect(parseExpiryYear('30')).toBe(2030);
    expect(parseExpiryYear('2030')).toBe(2030);
    expect(parseExpiryYear('1999')).toBeNull();
  });

  it('lets a card run to the end of its expiry month (UTC)', () => {
    expect(expiryPassed({ month: 6, year: 2026 }, today)).toBe(false);
    expect(expiryPassed({ month: 5, year: 2026 }, today)).toBe(true);
    expect(expiryPassed({ month: 12, year: 2025 }, today)).toBe(true);
    expect(expiryPassed({ month: 1, year: 2027 }, today)).toBe(false);
    expect(expiryPassed({ month: 6, year: 2026 }, new Date('2026-07-01T00:30:00+02:00'))).toBe(
      false,
    );
  });

  it('takes a security code of 3 or 4 digits', () => {
    expect(cvcValid('123')).toBe(true);
    expect(cvcValid(' 1234 ')).toBe(true);
    expect(cvcValid('12')).toBe(false);
    expect(cvcValid('12345')).toBe(false);
    expect(cvcValid('12a')).toBe(false);
  });

  it('checks a whole card form and sends it as CardInput', () => {
    const good = {
      cardNumber: '4242 4242 4242 4242',
      cardExpiry: '12/28',
      cardCvc: '123',
      cardName: 'Argula von Grumbach',
    };
    expect(cardErrors(good, today)).toEqual({});
    expect(
      cardErrors({ cardNumber: '', cardExpiry: '05/26', cardCvc: '1', cardName: '<b>' }, today),
    ).toEqual({
      cardNumber: 'Enter the card number.',
      cardExpiry: 'This card has expired.',
      cardCvc: 'Enter the 3 or 4 digit security code.',
      cardName: 'Enter the name on the card.',
    });
    expect(cardErrors({ ...good, cardNumber: '4242 4242', cardExpiry: 'soon' }, today)).toEqual({
      cardNumber: 'Enter the 12 to 19 digits of the card number.',
      cardExpiry: 'Enter the expiry date as MM/YY.',
    });
    expect(cardErrors({ ...good, cardNumber: '4242 4242 4242 4241' }, today).cardNumber).toBe(
      'Check the card number: it is not a valid card number.',
    );
    expect(cardInput({ ...good, cardCvc: ' 123 ' })).toEqual({
      number: '4242424242424242',
      expMonth: 12,
      expYear: 2028,
      cvc: '123',
      name: 'Argula von Grumbach',
    });
    expect(cardInput({ ...good, cardExpiry: '' })).toMatchObject({ expMonth: 0, expYear: 0 });
  });
});
