import { mapRegion } from './map-region';
import { cartCountry, COUNTRY_KEY, REGION_KEY, resolveRegion } from './resolve-region';

describe('mapRegion (spec §9)', () => {
  it('keeps GB, CA, AU, NZ and US', () => {
    expect(['GB', 'CA', 'AU', 'NZ', 'US'].map(mapRegion)).toEqual(['GB', 'CA', 'AU', 'NZ', 'US']);
  });
  it('sends the euro list to DE', () => {
    for (const c of 'AT BE HR CY EE FI FR DE GR IE IT LV LT LU MT NL PT SK SI ES XK ME'.split(' '))
      expect(mapRegion(c)).toBe('DE');
  });
  it('sends everything else, and junk, to US', () => {
    expect(['JP', 'BR', 'CH', 'NO', 'PL', '', 'gbx'].map(mapRegion)).toEqual(Array(7).fill('US'));
    expect(mapRegion(undefined)).toBe('US');
    expect(mapRegion(42)).toBe('US');
    expect(mapRegion('gb')).toBe('GB');
  });
});

function session(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
  };
}

describe('resolveRegion', () => {
  it('looks the country up once and caches the region for the session', async () => {
    const s = session();
    let calls = 0;
    const lookUp = async () => (calls++, { ip: '1.2.3.4', country: 'FR' });
    expect(await resolveRegion({ session: s, lookUp })).toEqual({ region: 'DE', country: 'FR' });
    expect(s.data.get(REGION_KEY)).toBe('DE');
    // The country is kept for the session too: the cart is priced by it on every page.
    expect(await resolveRegion({ session: s, lookUp })).toEqual({ region: 'DE', country: 'FR' });
    expect(calls).toBe(1);
  });

  it('gives the cart the country, not the region: FR for a French visitor, US when unknown (spec §7.4)', async () => {
    expect(
      cartCountry(
        await resolveRegion({ session: session(), lookUp: async () => ({ country: 'FR' }) }),
      ),
    ).toBe('FR');
    expect(
      cartCountry(
        await resolveRegion({
          session: session(),
          lookUp: () => Promise.reject(new Error('down')),
        }),
      ),
    ).toBe('US');
    expect(
      cartCountry(
        await resolveRegion({ session: session(), lookUp: async () => ({ country: 'france' }) }),
      ),
    ).toBe('US');
  });

  it('ignores a kept country that does not agree with the kept region', async () => {
    const r = await resolveRegion({
      session: session({ [REGION_KEY]: 'GB', [COUNTRY_KEY]: 'FR' }),
      lookUp: async () => ({ country: 'GB' }),
    });
    expect(r).toEqual({ region: 'GB', country: null });
  });

  it('falls back to US when the lookup fails or answers nonsense', async () => {
    expect(
      (await resolveRegion({ session: session(), lookUp: () => Promise.reject(new Error('down')) }))
        .region,
    ).toBe('US');
    expect((await resolveRegion({ session: session(), lookUp: async () => null })).region).toBe(
      'US',
    );
  });

  it('ignores a tampered cache value', async () => {
    const r = await resolveRegion({
      session: session({ [REGION_KEY]: 'XX' }),
      lookUp: async () => ({ country: 'NZ' }),
    });
    expect(r.region).toBe('NZ');
  });
});
