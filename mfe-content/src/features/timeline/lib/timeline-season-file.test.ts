import { timelineItem } from './test-items';
import { readSeasonFile, seasonFileName, seasonFileUrl } from './timeline-season-file';

describe("a season's file", () => {
  it('is named plainly after the season, and no two seasons share a name', () => {
    expect(seasonFileName('season-2')).toBe('timeline-season-2.json');
    expect(seasonFileUrl('season-2')).toBe('/files/content/timeline-season-2.json');
    const names = ['a_b', 'a.b', 'a/b', 'a b', 'äb', 'a-b'].map(seasonFileName);
    expect(new Set(names).size).toBe(names.length);
    for (const name of names) expect(name).toMatch(/^[A-Za-z0-9.-]+$/);
  });

  it('is read only as the season asked for, with each entry whole and of that season', () => {
    const items = [timelineItem('luther', 1483, { kind: 'person', endYear: 1546 })];
    expect(readSeasonFile({ season: 'season-1', items }, 'season-1')).toEqual(items);
    expect(readSeasonFile({ season: 'season-1', items: [] }, 'season-1')).toEqual([]);
    const bad: unknown[] = [
      null,
      'text',
      [],
      { season: 'season-2', items },
      { season: 'season-1' },
      { season: 'season-1', items: {} },
      { season: 'season-1', items: [{ ...items[0], kind: 'place' }] },
      { season: 'season-1', items: [{ ...items[0], year: '1483' }] },
      { season: 'season-1', items: [{ ...items[0], year: 1483.5 }] },
      { season: 'season-1', items: [{ ...items[0], endYear: undefined }] },
      { season: 'season-1', items: [{ ...items[0], path: 'https://elsewhere.test/x' }] },
      { season: 'season-1', items: [{ ...items[0], path: '//elsewhere.test/x' }] },
      { season: 'season-1', items: [{ ...items[0], seasons: ['season-2'] }] },
      { season: 'season-1', items: [{ ...items[0], image: 3 }] },
      { season: 'season-1', items: [null] },
    ];
    for (const json of bad) expect(readSeasonFile(json, 'season-1')).toBeNull();
  });
});
