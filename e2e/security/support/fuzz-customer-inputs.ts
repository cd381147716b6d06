import fc from 'fast-check';
import { freshEmail, origin } from './client';
import type { VictimCustomer } from './fuzz-fixtures';
import { coercesToEmpty, invalidEmail, nastyString, notAString } from './fuzz-values';

// Customer inputs that are wrong by construction: a valid base with at least one field broken,
// or a real account approached without its secret (wrong password, a token or reset link it
// never issued). Never the victim's own token or a well-formed recovery of its address: those
// are valid requests that rightly change data.

const PHONE = /^\+[1-9][0-9]{6,14}$/;

const badPassword = fc.oneof(
  fc.constantFrom(
    '',
    'short',
    ' leading space 1',
    'trailing space 1 ',
    '\tpadded tab 1',
    'x'.repeat(101),
  ),
  fc.string({ maxLength: 7 }),
  fc.string({ minLength: 101, maxLength: 300 }),
  notAString,
);
const badName = fc.oneof(
  fc.string({ minLength: 256, maxLength: 400 }).filter((s) => s.trim().length > 255),
  fc.constantFrom(
    '<b>x</b>',
    'a<img src=x onerror=alert(1)>',
    'visit http://evil.example',
    'www.evil.example',
    'HTTPS://X.Y',
  ),
  fc
    .tuple(nastyString, fc.constantFrom('<i>', 'http://', 'www.'))
    .map(([s, bad]) => `${s}${bad}x>`),
  notAString.filter((v) => v !== null),
);
const badPhone = fc
  .oneof(
    nastyString,
    fc.constantFrom('12345', '+0123456789', 'phone', '+1234567890123456', '+44 ab'),
  )
  .filter((p) => p !== '' && !PHONE.test(p.replace(/[\s()-]/g, '')));
/** One broken field of a customer input (create or update). */
const brokenField = fc.oneof(
  invalidEmail.map((email) => ({ email })),
  fc.record({ email: notAString }),
  badPassword.map((password) => ({ password })),
  badName.map((firstName) => ({ firstName })),
  badName.map((lastName) => ({ lastName })),
  badPhone.map((phone) => ({ phone })),
  fc
    .oneof(nastyString, fc.constantFrom(0, 1, 'true', []))
    .map((acceptsMarketing) => ({ acceptsMarketing })),
);
const validFields = fc.record(
  {
    firstName: fc.constantFrom('Ada', 'Jan Hus', null),
    lastName: fc.constantFrom('Lovelace', 'Ó Briain', null),
    phone: fc.constantFrom('+441234567890', null),
    acceptsMarketing: fc.boolean(),
  },
  { requiredKeys: [] },
);

/** Strings shaped like tokens (and not): a victim's token with one change, random ones, junk. */
function notTheToken(real: string): fc.Arbitrary<unknown> {
  return fc
    .oneof(
      fc.stringMatching(/^[A-Za-z0-9_-]{8,64}$/),
      fc.constantFrom(
        real.slice(0, -1),
        `${real}x`,
        real.toUpperCase() === real ? real.toLowerCase() : real.toUpperCase(),
        ` ${real}`,
        `${real}\u0000`,
      ),
      nastyString,
      notAString,
    )
    .filter((t) => t !== real);
}

export function customerArbitraries(victim: VictimCustomer, other: VictimCustomer) {
  const newEmail = () => freshEmail('fuzz-new');
  const create = fc.oneof(
    fc
      .tuple(validFields, brokenField)
      .map(([ok, bad]) => ({ email: newEmail(), password: 'valid password 12', ...ok, ...bad })),
    // Valid in every field, but the address is taken (in other case and spacing too).
    fc
      .constantFrom(victim.email, victim.email.toUpperCase(), `  ${victim.email} `)
      .map((email) => ({ email, password: 'another password 12' })),
  );
  const login = fc.oneof(
    fc.record({
      email: fc.constantFrom(victim.email, victim.email.toUpperCase(), ` ${victim.email}`),
      password: fc.oneof(nastyString, notAString).filter((p) => p !== victim.password),
    }),
    fc.record({
      email: fc.oneof(invalidEmail, fc.constant(newEmail()), notAString),
      password: fc.oneof(fc.constant(victim.password), nastyString, notAString),
    }),
    fc.record({ email: fc.constant(victim.email) }),
  );
  const token = notTheToken(victim.accessToken);
  const recoverEmail = fc
    .oneof(invalidEmail, notAString, fc.constantFrom('', '   '))
    .filter((e) => typeof e !== 'string' || e.trim().toLowerCase() !== victim.email);
  const resetToken = fc.oneof(fc.stringMatching(/^[A-Za-z0-9_-]{20,64}$/), nastyString, notAString);
  const customerId = fc.oneof(
    fc.constantFrom(victim.gid, other.gid, `${victim.gid}x`, 'gid://shopify/Customer/1'),
    nastyString,
    notAString,
  );
  const password = fc.oneof(fc.constant('a fine new password 1'), badPassword);
  const reset = fc.record({
    id: customerId,
    input: fc.record({ resetToken, password }, { requiredKeys: [] }),
  });
  const resetUrl = fc.oneof(
    fc
      .tuple(fc.constantFrom(victim.gid, other.gid), fc.stringMatching(/^[A-Za-z0-9_-]{20,64}$/))
      .map(([id, t]) => `${origin}/reset-password?id=${encodeURIComponent(id)}&token=${t}`),
    fc.constantFrom(
      `${origin}/reset-password?id=${victim.gid}`,
      `${origin}/reset-password?token=x`,
      'javascript:alert(1)',
      'reset-password?id=1&token=2',
      'http://[::1',
      '//x',
    ),
    nastyString,
    notAString,
  );
  const updateToken = fc.oneof(
    { weight: 3, arbitrary: fc.constant(victim.accessToken) },
    { weight: 1, arbitrary: token },
  );
  const update = fc.oneof(
    fc.tuple(validFields, brokenField).map(([ok, bad]) => ({
      customerAccessToken: victim.accessToken,
      customer: { ...ok, ...bad },
    })),
    // Valid, but the address belongs to another account.
    fc
      .constantFrom(other.email, other.email.toUpperCase())
      .map((email) => ({ customerAccessToken: victim.accessToken, customer: { email } })),
    // Valid, but with a token the victim never held.
    fc.tuple(token, validFields).map(([t, customer]) => ({
      customerAccessToken: t,
      customer: { ...customer, firstName: 'Mallory' },
    })),
    // Not an input object at all ({} and [] would be an empty, valid edit).
    fc.record({
      customerAccessToken: updateToken,
      customer: notAString.filter((v) => !coercesToEmpty(v)),
    }),
  );
  return { create, login, token, recoverEmail, reset, resetUrl, password, update };
}
