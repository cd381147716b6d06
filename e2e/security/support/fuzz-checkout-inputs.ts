import fc from 'fast-check';
import { Entries, nastyNumber, nastyString, notAString, parsedValue } from './fuzz-values';

// Checkout bodies that are wrong by construction: a complete, valid submission with one or more
// of its fields removed or replaced by a value `parseCheckoutInput` must refuse, and submissions
// that parse but cannot be paid (a card that fails, a total that was never shown).

type Body = Record<string, unknown> & {
  shippingAddress: Record<string, unknown>;
  payment: Record<string, unknown>;
};

/** A submission that would place an order on a cart whose key it is sent with. */
export function validCheckout(idempotencyKey: string): Body {
  return {
    email: 'fuzz-buyer@example.org',
    shippingAddress: {
      firstName: 'Ada',
      lastName: 'Lovelace',
      address1: '1 Fuzz Street',
      address2: null,
      city: 'London',
      zip: 'SW1A 1AA',
      country: 'GB',
      phone: '+441234567890',
    },
    payment: {
      cardNumber: '4242 4242 4242 4242',
      expMonth: 12,
      expYear: 2035,
      cvc: '123',
      name: 'Ada Lovelace',
    },
    idempotencyKey,
  };
}

export const idempotencyKey = fc.stringMatching(/^[A-Za-z0-9_-]{16,40}$/).map((k) => `fuzz${k}`);

const REQUIRED_TEXT: [string | null, string, number][] = [
  [null, 'email', 254],
  ['shippingAddress', 'firstName', 100],
  ['shippingAddress', 'lastName', 100],
  ['shippingAddress', 'address1', 200],
  ['shippingAddress', 'city', 100],
  ['shippingAddress', 'zip', 20],
  ['shippingAddress', 'country', 2],
  ['payment', 'cardNumber', 30],
  ['payment', 'name', 100],
];
const OPTIONAL_TEXT: [string, string, number][] = [
  ['shippingAddress', 'address2', 200],
  ['shippingAddress', 'province', 100],
  ['shippingAddress', 'phone', 30],
];

/** A value the field's own rule refuses: too long, a control character or `<`, or not text. */
function badText(max: number): fc.Arbitrary<unknown> {
  return fc.oneof(
    fc.integer({ min: max + 1, max: max + 500 }).map((n) => 'x'.repeat(n)),
    // The forbidden character first, so cutting to length cannot drop it.
    fc
      .tuple(nastyString, fc.constantFrom('\u0000', '\u0007', '\u001f', '\u007f', '<', '>'))
      .map(([s, c]) => `${c}${s}`.slice(0, max)),
    notAString.filter(
      (v) => v !== null && !(Array.isArray(v) && v.length === 0) && !(v instanceof Entries),
    ),
  );
}

/** The number a value stands for once the server parses it (Raw texts such as `0.1e1` included). */
const asNumber = parsedValue;
const validMonth = (v: unknown) =>
  Number.isInteger(asNumber(v)) && (asNumber(v) as number) >= 1 && (asNumber(v) as number) <= 12;
const validYear = (v: unknown) => {
  const n = asNumber(v);
  if (!Number.isInteger(n)) return false;
  const year = (n as number) >= 0 && (n as number) < 100 ? (n as number) + 2000 : (n as number);
  return year >= 2000 && year <= 2100;
};

/** One breakage: [section or null for the top level, field, replacement or undefined to delete]. */
const breakage: fc.Arbitrary<[string | null, string, unknown]> = fc.oneof(
  fc
    .constantFrom(...REQUIRED_TEXT)
    .chain(([section, field]) =>
      fc.constantFrom<[string | null, string, unknown]>(
        [section, field, undefined],
        [section, field, ''],
        [section, field, '   '],
      ),
    ),
  fc
    .constantFrom(...REQUIRED_TEXT, ...OPTIONAL_TEXT)
    .chain(([section, field, max]) =>
      badText(max).map((v): [string | null, string, unknown] => [section, field, v]),
    ),
  fc
    .oneof(
      fc.constantFrom('a@', 'a b@c.de', 'ada@example', '@example.org'),
      nastyString.filter((s) => s.trim() !== '' && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(s.trim())),
    )
    .map((v): [null, string, unknown] => [null, 'email', v]),
  fc
    .constantFrom('!!', 'A', '-123', 'SW1A_1AA')
    .map((v): [string, string, unknown] => ['shippingAddress', 'zip', v]),
  fc
    .constantFrom('ZZ', 'gb', 'XX', 'G', '12')
    .map((v): [string, string, unknown] => ['shippingAddress', 'country', v]),
  fc
    .constantFrom('12345', 'phone', '+0 123 456', '+123456789012345678')
    .map((v): [string, string, unknown] => ['shippingAddress', 'phone', v]),
  fc
    .constantFrom('4242', '4242x4242x4242x4242', '42424242424242424242', '٤٢٤٢٤٢٤٢٤٢٤٢٤٢٤٢')
    .map((v): [string, string, unknown] => ['payment', 'cardNumber', v]),
  fc
    .oneof(
      fc.constantFrom(0, 13, -1, 1.5, '12', null),
      nastyNumber.filter((v) => !validMonth(v)),
    )
    .map((v): [string, string, unknown] => ['payment', 'expMonth', v]),
  fc
    .oneof(
      fc.constantFrom(1999, 2101, 100, -1, 20.5, '2035', null),
      nastyNumber.filter((v) => !validYear(v)),
    )
    .map((v): [string, string, unknown] => ['payment', 'expYear', v]),
  fc
    .constantFrom('12', '12345', 'abc', '', ' 12 ', '1\u00003')
    .map((v): [string, string, unknown] => ['payment', 'cvc', v]),
  fc
    .oneof(fc.constantFrom('short', 'has space in it', 'x'.repeat(101), 'ключ-идемп'), notAString)
    .map((v): [null, string, unknown] => [null, 'idempotencyKey', v]),
  fc
    .oneof(
      notAString,
      fc.constantFrom(
        { amount: 12.34, currencyCode: 'GBP' },
        { amount: '1.234', currencyCode: 'GBP' },
        { amount: '12.34', currencyCode: 'XXX' },
        { amount: '-1', currencyCode: 'GBP' },
      ),
    )
    .filter((v) => v !== null)
    .map((v): [null, string, unknown] => [null, 'expectedTotal', v]),
  fc.constantFrom('shippingAddress', 'payment').chain((section) =>
    fc
      .oneof(fc.constant(undefined), notAString)
      .filter((v) => typeof v !== 'object' || v === null || Array.isArray(v))
      .map((v): [null, string, unknown] => [null, section, v]),
  ),
);

/** A valid submission with one to three fields broken; prototype keys ride along sometimes. */
export function brokenCheckout(): fc.Arbitrary<unknown> {
  return fc
    .tuple(idempotencyKey, fc.array(breakage, { minLength: 1, maxLength: 3 }), fc.boolean())
    .map(([key, breaks, proto]) => {
      const body = validCheckout(key);
      for (const [section, field, value] of breaks) {
        const target = section === null ? body : (body[section] as Record<string, unknown>);
        if (typeof target !== 'object' || target === null || Array.isArray(target)) continue;
        if (value === undefined) delete target[field];
        else target[field] = value;
      }
      return proto
        ? new Entries([
            ...Object.entries(body),
            ['__proto__', { isAdmin: true, email: 'x@example.org' }],
            ['constructor', { prototype: {} }],
          ])
        : body;
    });
}

/** Submissions that parse but must not be paid: failing test cards, an expired card, a total never shown. */
export const unpayableCheckout: fc.Arbitrary<Body> = fc
  .tuple(
    idempotencyKey,
    fc.oneof(
      fc
        .constantFrom(
          '4000000000000002',
          '4000000000009995',
          '4000000000000069',
          '4242424242424241',
          '1234567890123',
        )
        .map((cardNumber) => ({ payment: { cardNumber } })),
      fc.integer({ min: 2000, max: 2024 }).map((expYear) => ({ payment: { expYear } })),
      fc
        .tuple(fc.integer({ min: 0, max: 999_999 }), fc.integer({ min: 0, max: 99 }))
        .map(([a, b]) => ({
          expectedTotal: { amount: `${a}.${String(b).padStart(2, '0')}`, currencyCode: 'USD' },
        })),
    ),
  )
  .map(([key, change]) => {
    const body = validCheckout(key);
    if ('payment' in change) body.payment = { ...body.payment, ...change.payment };
    else Object.assign(body, change);
    return body;
  });
