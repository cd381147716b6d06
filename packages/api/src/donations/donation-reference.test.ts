import { newDonationReference, parseReference, referenceOf } from './donation-reference';

describe('donation references', () => {
  it('are random D-XXXX-XXXX-XXXX in Crockford base32, never repeating in 10,000 draws', () => {
    const drawn = Array.from({ length: 10_000 }, newDonationReference);
    for (const reference of drawn.slice(0, 100))
      expect(reference).toMatch(
        /^D-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/,
      );
    expect(new Set(drawn).size).toBe(drawn.length);
    // Every position takes many values: nothing fixed, nothing counting.
    for (let position = 2; position < 16; position++)
      if (position !== 6 && position !== 11)
        expect(new Set(drawn.map((r) => r[position])).size).toBeGreaterThan(25);
  });

  it('show the random one, or the sequence number of a gift made before', () => {
    expect(referenceOf({ reference: 91, public_reference: null })).toBe('D-000091');
    expect(referenceOf({ reference: 92, public_reference: 'D-7KQ4-M9XH-2RTB' })).toBe(
      'D-7KQ4-M9XH-2RTB',
    );
  });

  it('parse both kinds as people type them, and nothing else', () => {
    expect(parseReference(' d-7kq4-m9xh-2rtb ')).toEqual({ reference: 'D-7KQ4-M9XH-2RTB' });
    expect(parseReference('D-000091')).toEqual({ sequence: 91 });
    for (const bad of [
      '',
      'D-',
      'D-91',
      '000091',
      'D-7KQ4-M9XH-2RTI',
      'D-7KQ4M9XH2RTB',
      "D-000091'; drop table x",
    ])
      expect(parseReference(bad)).toBeNull();
  });
});
