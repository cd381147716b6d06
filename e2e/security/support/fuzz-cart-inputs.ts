import fc from 'fast-check';
import { freshEmail } from './client';
import type { VictimCart } from './fuzz-fixtures';
import {
  deepNesting,
  invalidEmail,
  nastyJson,
  nastyNumber,
  nastyString,
  notAString,
  parsedValue,
} from './fuzz-values';

// Cart inputs that are wrong by construction: every list holds at least one line the service must
// refuse, every buyer identity at least one bad field. The rest is valid, so the refusal must come
// from the broken part and roll back the valid part with it.

const VARIANT_GID = /^gid:\/\/shopify\/ProductVariant\/[1-9][0-9]{0,9}(\?.*)?$/;

/** A value for an optional field: absent, null, or something of the wrong type. */
export const junkOrAbsent: fc.Arbitrary<unknown> = fc.oneof(
  fc.constant(undefined),
  fc.constant(null),
  nastyJson,
);

const attribute = fc.record({
  key: fc.string({ minLength: 1, maxLength: 10 }).filter((k) => k.trim() !== ''),
  value: fc.string({ maxLength: 20 }),
});
const badAttributes = fc.oneof(
  fc.tuple(fc.constantFrom('', ' ', '\t'), nastyString).map(([key, value]) => [{ key, value }]),
  fc.string({ minLength: 256, maxLength: 300 }).map((key) => [{ key, value: 'v' }]),
  fc.constant([{ key: 'k', value: 'v'.repeat(1001) }]),
  fc.constant(Array.from({ length: 251 }, (_, i) => ({ key: `k${i}`, value: 'v' }))),
);

/** A quantity some variant could have in stock: never in a line that must be refused. */
function validQuantity(v: unknown): boolean {
  const n = parsedValue(v);
  return Number.isInteger(n) && (n as number) >= 1 && (n as number) < 500;
}

export function cartArbitraries(cart: VictimCart) {
  const badMerchandise = fc.oneof(
    nastyString.filter((s) => !VARIANT_GID.test(s)),
    fc.constantFrom(
      'gid://shopify/ProductVariant/0',
      'gid://shopify/ProductVariant/2147483647',
      'gid://shopify/ProductVariant/99999999999',
      'gid://shopify/Product/2001',
    ),
    fc.constant(`${cart.variantId}/../1`),
  );
  const validLine = fc.record({
    merchandiseId: fc.constantFrom(cart.variantId, cart.otherVariantId),
    quantity: fc.integer({ min: 1, max: 2 }),
  });
  /** A CartLineInput the service must refuse (or GraphQL must refuse to coerce). */
  const badLine = fc.oneof(
    fc.record({
      merchandiseId: badMerchandise,
      quantity: fc.oneof(fc.constant(undefined), fc.integer({ min: 1, max: 3 })),
    }),
    // Quantities below 1 or above any stock; a random number only when it is neither (`0.1e1` is 1).
    fc.record({
      merchandiseId: fc.constant(cart.otherVariantId),
      quantity: fc.oneof(
        fc.integer({ min: -(2 ** 31), max: 0 }),
        fc.integer({ min: 500, max: 2 ** 31 - 1 }),
        nastyNumber.filter((n) => !validQuantity(n)),
      ),
    }),
    fc.record({
      merchandiseId: fc.constant(cart.otherVariantId),
      quantity: fc.constant(1),
      attributes: badAttributes,
    }),
    fc.record({ merchandiseId: notAString, quantity: junkOrAbsent }),
    fc.oneof(nastyJson, deepNesting),
  );
  /** Up to three valid lines with at least one bad line among them. */
  const linesWithABadOne = fc
    .tuple(
      fc.array(validLine, { maxLength: 3 }),
      fc.array(badLine, { minLength: 1, maxLength: 2 }),
      fc.nat(),
    )
    .map(([good, bad, at]) => {
      const lines: unknown[] = [...good];
      for (const line of bad) lines.splice(at % (lines.length + 1), 0, line);
      return lines;
    });

  const lineUpdateOk = fc.record({
    id: fc.constant(cart.lineId),
    quantity: fc.integer({ min: 1, max: 3 }),
    attributes: fc.option(fc.array(attribute, { maxLength: 2 }), { nil: undefined }),
  });
  const badLineId = fc.oneof(
    nastyString,
    fc.constantFrom(
      'gid://shopify/CartLine/AAAAAAAAAAAAAAAA',
      `gid://shopify/CartLine/AAAAAAAAAAAAAAAA?cart=${cart.token}`,
      `${cart.lineId.split('?')[0]}?cart=other`,
    ),
  );
  const badUpdate = fc.oneof(
    fc.record({ id: badLineId, quantity: fc.integer({ min: 0, max: 3 }) }),
    fc.record({ id: fc.constant(cart.lineId), quantity: fc.integer({ min: -(2 ** 31), max: -1 }) }),
    fc.record({
      id: fc.constant(cart.lineId),
      quantity: fc.constant(1),
      merchandiseId: badMerchandise,
    }),
    fc.record({ id: fc.constant(cart.lineId), attributes: badAttributes }),
    fc.record({
      id: fc.constant(cart.lineId),
      quantity: fc.integer({ min: 1000, max: 2 ** 31 - 1 }),
    }),
    nastyJson,
  );
  const updatesWithABadOne = fc
    .tuple(fc.array(lineUpdateOk, { maxLength: 2 }), badUpdate)
    .map(([good, bad]) => [...good, bad]);
  const removalsWithABadOne = fc
    .tuple(fc.boolean(), fc.array(badLineId, { minLength: 1, maxLength: 3 }))
    .map(([real, bad]) => (real ? [cart.lineId, ...bad] : bad));

  const identityOk = fc.record(
    {
      email: fc.constantFrom(freshEmail('fuzz-cart-buyer'), null),
      phone: fc.constantFrom('+441234567890', null),
      countryCode: fc.constantFrom('GB', 'DE', 'US'),
    },
    { requiredKeys: [] },
  );
  /** A buyer identity with at least one bad field; the others valid or absent. */
  const identityWithABadOne = fc
    .tuple(
      identityOk,
      fc.oneof(
        invalidEmail.map((email) => ({ email })),
        fc
          .oneof(
            nastyString,
            fc.constantFrom('12345', '+0123456789', '+44 1234 567890', '+1234567890123456'),
          )
          .filter((p) => !/^\+[1-9][0-9]{6,14}$/.test(p))
          .map((phone) => ({ phone })),
        nastyString
          .filter((t) => !/^[A-Za-z0-9_-]{8,255}$/.test(t))
          .map((customerAccessToken) => ({ customerAccessToken })),
        fc
          .oneof(nastyString, fc.constantFrom('gb', 'XX', 'G B', 'GBR'))
          .map((countryCode) => ({ countryCode })),
        fc.record({ email: notAString }),
      ),
    )
    .map(([ok, bad]) => ({ ...ok, ...bad }));

  /** Someone else's cart: the real token with a key that is not its key, or no cart at all. */
  const foreignCartId = fc.oneof(
    fc
      .stringMatching(/^[0-9a-f]{32}$/)
      .map(
        (key) => `gid://shopify/Cart/${cart.token}?key=${key === cart.key ? '0'.repeat(32) : key}`,
      ),
    fc.constantFrom(
      `gid://shopify/Cart/${cart.token}`,
      `gid://shopify/Cart/${cart.token}?key=`,
      `gid://shopify/Cart/${cart.token}?key=${cart.key.toUpperCase()}x`,
    ),
    nastyString,
  );

  return {
    validLine,
    linesWithABadOne,
    lineUpdateOk,
    updatesWithABadOne,
    removalsWithABadOne,
    identityOk,
    identityWithABadOne,
    foreignCartId,
  };
}
