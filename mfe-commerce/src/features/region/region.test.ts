import { mapRegion } from './map-region';
import { REGION_KEY, resolveRegion } from './resolve-region';

describe('mapRegion (spec §9)', () => {
  it('keeps GB, CA, AU, NZ and US', () => {
    expect(['GB', 'CA', 'AU', 'NZ', 'US'].map(mapRegion)).toEqual(['GB', 'CA', 'AU', 'NZ', 'US']);
  });
  it('sends the euro list to DE', () => {
    for (const c of 'AT BE HR CY EE FI FR DE GR IE IT LV LT LU MT NL PT SK SI ES XK ME'.split(' ')) expect(mapRegion(c)).toBe('DE');
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
  return { data, getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v) };
}

describe('resolveRegion', () => {
  it('looks the country up once and caches the region for the session', async () => {
    const s = session();
    let calls = 0;
    const lookUp = async () => (calls++, { ip: '1.2.3.4', country: 'FR' });
    expect(await resolveRegion({ session: s, lookUp })).toEqual({ region: 'DE', country: 'FR' });
    expect(s.data.get(REGION_KEY)).toBe('DE');
    expect(await resolveRegion({ session: s, lookUp })).toEqual({ region: 'DE', country: null });
    expect(calls).toBe(1);
  });

  it('falls back to US when the lookup fails or answers nonsense', async () => {
    expect((await resolveRegion({ session: session(), lookUp: () => Promise.reject(new Error('down')) })).region).toBe('US');
    expect((await resolveRegion({ session: session(), lookUp: async () => null })).region).toBe('US');
  });

  it('ignores a tampered cache value', async () => {
    const r = await resolveRegion({ session: session({ [REGION_KEY]: 'XX' }), lookUp: async () => ({ country: 'NZ' }) });
    expect(r.region).toBe('NZ');
  });
});
