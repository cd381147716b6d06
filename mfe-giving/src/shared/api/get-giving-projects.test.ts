import {
  fetchGivingProjects,
  GIVING_PROJECTS_QUERY,
  GIVING_PROJECTS_WITH_SUPPORTERS_QUERY,
  reshapeGivingProjects,
} from './get-giving-projects';
import { fakeClient } from '../../test/pages';
import type { Client } from 'urql';

describe('reshapeGivingProjects', () => {
  it('keeps what has the contract shape and drops the rest', () => {
    const stats = reshapeGivingProjects([
      {
        id: 'a',
        raised: [
          { amount: '10.00', currencyCode: 'GBP' },
          { amount: 5, currencyCode: 'USD' },
        ],
        donationCount: 3,
        supporters: [
          { firstName: ' Ada ', country: 'GB', givenAt: 'x' },
          { firstName: '', country: 'FR' },
          { firstName: 'Bo', country: 'france' },
        ],
      },
      { id: 7 },
      null,
      { id: 'b' },
    ]);
    expect([...stats.keys()]).toEqual(['a', 'b']);
    expect(stats.get('a')).toEqual({
      id: 'a',
      raised: [{ amount: '10.00', currencyCode: 'GBP' }],
      donationCount: 3,
      supporters: [
        { firstName: 'Ada', country: 'GB', givenAt: 'x' },
        { firstName: 'Bo', country: null, givenAt: '' },
      ],
    });
    expect(stats.get('b')).toEqual({ id: 'b', raised: [], donationCount: 0, supporters: [] });
    expect(reshapeGivingProjects(undefined).size).toBe(0);
  });
});

describe('fetchGivingProjects', () => {
  it('asks for supporters only when a page shows them', async () => {
    const queries: string[] = [];
    const client = fakeClient({ projects: [] });
    const spy = {
      query: (q: string, v: Record<string, unknown>) => (queries.push(q), client.query(q, v)),
    } as unknown as Client;
    await fetchGivingProjects(spy, ['a', 'b']);
    await fetchGivingProjects(spy, ['a'], 8);
    expect(queries).toEqual([GIVING_PROJECTS_QUERY, GIVING_PROJECTS_WITH_SUPPORTERS_QUERY]);
    expect(client.asked).toEqual([{ ids: ['a', 'b'] }, { ids: ['a'], supporters: 8 }]);
  });

  it('rejects on a GraphQL or network error', async () => {
    await expect(
      fetchGivingProjects(fakeClient({ fail: true }) as unknown as Client, ['a']),
    ).rejects.toThrow('network down');
  });
});
