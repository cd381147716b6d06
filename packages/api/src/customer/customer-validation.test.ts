import fc from 'fast-check';
import { NAME_MAX, validateCustomerInput } from './customer-validation';

// eslint-disable-next-line no-control-regex -- these characters are what the pattern is for
const INVISIBLE = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/;
const base = { email: 'ruth@example.org', password: 'long-enough-1' };
const codes = (input: Record<string, unknown>) =>
  validateCustomerInput({ ...base, ...input }, true).errors.map(
    (e) => `${e.field?.join('.')}:${e.code}`,
  );

describe('customer input validation', () => {
  it('strips NUL, other controls and bidi overrides from names', () => {
    const { fields, errors } = validateCustomerInput(
      { ...base, firstName: 'Ru\u0000th\u0085\t', lastName: '\u202eMoab\u2066\n' },
      true,
    );
    expect(errors).toEqual([]);
    expect(fields).toMatchObject({ firstName: 'Ruth', lastName: 'Moab' });
    expect(
      validateCustomerInput({ ...base, firstName: '\u0000\u0001 ' }, true).fields.firstName,
    ).toBeNull();
  });

  it('refuses any markup character in a name with CONTAINS_HTML_TAGS', () => {
    expect(codes({ firstName: '<script' })).toEqual(['input.firstName:CONTAINS_HTML_TAGS']);
    expect(codes({ lastName: 'a > b' })).toEqual(['input.lastName:CONTAINS_HTML_TAGS']);
    expect(codes({ firstName: '<\u0000img src=x onerror=alert(1)>' })).toEqual([
      'input.firstName:CONTAINS_HTML_TAGS',
    ]);
  });

  it('bounds names at 100 characters and raw phone input at 32', () => {
    expect(codes({ firstName: 'a'.repeat(NAME_MAX) })).toEqual([]);
    expect(codes({ firstName: 'a'.repeat(NAME_MAX + 1) })).toEqual(['input.firstName:TOO_LONG']);
    // Characters, not UTF-16 units: 100 emoji fit.
    expect(codes({ lastName: '😀'.repeat(NAME_MAX) })).toEqual([]);
    expect(codes({ phone: '+441234567890' })).toEqual([]);
    expect(codes({ phone: `+44 ${' '.repeat(40)}1234567890` })).toEqual(['input.phone:INVALID']);
  });

  it('refuses control characters in the e-mail', () => {
    expect(codes({ email: 'ru\u0000th@example.org' })).toEqual(['input.email:INVALID']);
  });

  it('never stores a name with an invisible or markup character, or longer than the limit', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 140 }), (name) => {
        const { fields, errors } = validateCustomerInput({ ...base, firstName: name }, true);
        if (errors.length > 0) return;
        const stored = fields.firstName ?? '';
        expect(stored).not.toMatch(INVISIBLE);
        expect(stored).not.toMatch(/[<>]/);
        expect([...stored].length).toBeLessThanOrEqual(NAME_MAX);
        expect(stored).toBe(stored.trim());
      }),
      { numRuns: 500 },
    );
  });
});
