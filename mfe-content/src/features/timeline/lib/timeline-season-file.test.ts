import { timelineItem } from './test-items';
import {
  decodeEntries,
  encodeEntries,
  seasonFileName,
  seasonFileUrl,
  type SeasonEntries,
} from './timeline-season-file';
import type { TimelineItem } from './timeline-view';

const items: TimelineItem[] = [
  { ...timelineItem('luther', 1483, { kind: 'person', endYear: 1546 }), image: '/img/a.svg' },
  { ...timelineItem('theses', 1517), image: '/img/b.svg' },
  { ...timelineItem('worms', 1521, { endYear: 1522 }), image: '/img/a.svg' },
  timelineItem('augsburg', 1530),
];

describe("a season's entries on the wire", () => {
  it('come back as they went, each image address written once', () => {
    const wire = encodeEntries('season-1', items);
    expect(wire.images).toEqual(['/img/a.svg', '/img/b.svg']);
    expect(wire.rows.map((r) => r[7])).toEqual([0, 1, 0, -1]);
    expect(decodeEntries(JSON.parse(JSON.stringify(wire)), 'season-1')).toEqual(items);
    expect(decodeEntries(encodeEntries('season-1', []), 'season-1')).toEqual([]);
    // Half the bytes of the objects, or less.
    expect(JSON.stringify(wire).length).toBeLessThan(JSON.stringify(items).length / 2);
  });

  it('are read only as the season asked for, with every row whole', () => {
    const good = encodeEntries('season-1', items);
    const row = good.rows[0]!;
    const withRow = (r: unknown[]): unknown => ({ ...good, rows: [r] });
    const bad: unknown[] = [
      null,
      'text',
      [],
      { ...good, season: 'season-2' },
      { season: 'season-1', rows: good.rows },
      { ...good, images: [3] },
      { ...good, rows: {} },
      withRow(row.slice(0, 7)),
      withRow(['x', ...row.slice(1)]),
      withRow(row.map((v, i) => (i === 5 ? '1483' : v))),
      withRow(row.map((v, i) => (i === 5 ? 1483.5 : v))),
      withRow(row.map((v, i) => (i === 6 ? undefined : v))),
      withRow(row.map((v, i) => (i === 3 ? 'https://elsewhere.test/x' : v))),
      withRow(row.map((v, i) => (i === 3 ? '//elsewhere.test/x' : v))),
      withRow(row.map((v, i) => (i === 7 ? 2 : v))),
      withRow(row.map((v, i) => (i === 7 ? -2 : v))),
      withRow(row.map((v, i) => (i === 2 ? null : v))),
      { ...good, rows: [null] },
    ];
    expect(decodeEntries(good, 'season-1')).not.toBeNull();
    for (const json of bad) expect(decodeEntries(json as SeasonEntries, 'season-1')).toBeNull();
  });
});

describe("a season's file", () => {
  it('is named plainly after the season, and no two seasons share a name', () => {
    expect(seasonFileName('season-2')).toBe('timeline-season-2.json');
    expect(seasonFileUrl('season-2')).toBe('/files/content/timeline-season-2.json');
    const names = ['a_b', 'a.b', 'a/b', 'a b', 'äb', 'a-b'].map(seasonFileName);
    expect(new Set(names).size).toBe(names.length);
    for (const name of names) expect(name).toMatch(/^[A-Za-z0-9.-]+$/);
  });
});
