import { initialAppState, createStore } from './store';
import { applyChoice, CHOICE_KEY, choiceFor, readChoice, saveChoice } from './visitor-choice';

function memory(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
  };
}

// A stand-in for the spec §9 mapping, enough for these cases.
const regionOf = (c: string) => (c === 'FR' || c === 'DE' ? 'DE' : c === 'GB' ? 'GB' : 'US');

describe('the visitor’s region and currency choice', () => {
  it('ties each currency to its region, keeping the visitor’s own country when it lies there', () => {
    expect(choiceFor('EUR', 'FR', regionOf)).toEqual({
      region: 'DE',
      currency: 'EUR',
      country: 'FR',
    });
    // A French visitor choosing pounds is priced and shipped as the United Kingdom by default.
    expect(choiceFor('GBP', 'FR', regionOf)).toEqual({
      region: 'GB',
      currency: 'GBP',
      country: 'GB',
    });
    expect(choiceFor('USD', null, regionOf)).toEqual({
      region: 'US',
      currency: 'USD',
      country: 'US',
    });
    expect(choiceFor('JPY', 'JP', regionOf)).toBeNull();
  });

  it('is kept and read back across page loads', () => {
    const storage = memory();
    const choice = choiceFor('EUR', 'FR', regionOf)!;
    saveChoice(storage, choice);
    expect(readChoice(storage)).toEqual(choice);
  });

  it('ignores a kept value that does not hold together', () => {
    for (const raw of [
      'not json',
      'null',
      JSON.stringify({ region: 'DE', currency: 'GBP', country: 'FR' }),
      JSON.stringify({ region: 'XX', currency: 'EUR', country: 'FR' }),
      JSON.stringify({ region: 'DE', currency: 'EUR', country: 'france' }),
    ])
      expect([raw, readChoice(memory({ [CHOICE_KEY]: raw }))]).toEqual([raw, null]);
    expect(readChoice(memory())).toBeNull();
    expect(readChoice(undefined)).toBeNull();
  });

  it('survives a storage that throws', () => {
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('quota');
      },
    };
    expect(readChoice(broken)).toBeNull();
    expect(() => saveChoice(broken, choiceFor('GBP', null, regionOf)!)).not.toThrow();
  });

  it('puts the region and currency into the shared state', () => {
    const store = createStore({ ...initialAppState });
    applyChoice(store, choiceFor('NZD', 'NZ', regionOf)!);
    expect(store.getState()).toMatchObject({ region: 'NZ', currency: 'NZD' });
  });
});
