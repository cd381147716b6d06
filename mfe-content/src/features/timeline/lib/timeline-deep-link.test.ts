import { deepLinkTarget } from './timeline-deep-link';
import { CARD_H, CLUSTER_AT, layoutTimeline, ROW_HEAD, yearAtY } from './timeline-layout';
import { readTimelineUrl, writeTimelineUrl } from './timeline-url';
import { timelineItem } from './test-items';

const item = (id: string, year: number) => timelineItem(id, year);

// The 1510s hold more than CLUSTER_AT entries, so at decade zoom they fold into one card.
const items = [
  item('hus', 1415),
  item('doctor', 1512),
  item('knox', 1514),
  item('erasmus', 1516),
  item('theses', 1517),
  item('zurich', 1519),
  item('worms', 1521),
];

describe('a deep link to a year', () => {
  it('reads zoom and at from the address as given (no season needed)', () => {
    expect(readTimelineUrl('?zoom=decade&at=1517')).toEqual({
      season: null,
      zoom: 'decade',
      at: 1517,
    });
    expect(readTimelineUrl('?at=1517AD&zoom=year').at).toBe(1517);
    expect(readTimelineUrl('?zoom=Decade&at=15x17')).toEqual({
      season: null,
      zoom: null,
      at: null,
    });
  });

  it('is written back unchanged: the year survives a round trip', () => {
    const search = writeTimelineUrl('?zoom=decade&at=1517', {
      season: 'season-1',
      zoom: 'decade',
      at: readTimelineUrl('?zoom=decade&at=1517').at,
    });
    expect(readTimelineUrl(search)).toEqual({ season: 'season-1', zoom: 'decade', at: 1517 });
  });

  it('opens the folded row holding the year, then lands on that entry’s own card', () => {
    expect(items.filter((i) => i.year >= 1510 && i.year < 1520).length).toBeGreaterThan(CLUSTER_AT);
    const folded = layoutTimeline(items, 'decade');
    const first = deepLinkTarget(folded, 1517)!;
    expect(first).toMatchObject({ entryId: 'theses', rowKey: 151, mustOpen: true });

    const opened = layoutTimeline(items, 'decade', new Set([first.rowKey]));
    const row = opened.rows.find((r) => r.key === 151)!;
    const target = deepLinkTarget(opened, 1517)!;
    expect(target).toMatchObject({ entryId: 'theses', mustOpen: false });
    // The fourth card of the row (erasmus, knox and doctor come first).
    expect(target.y).toBe(row.top + ROW_HEAD + 3 * CARD_H);
    // The year read back at the card's place is the linked year, not the one before it.
    expect(yearAtY(opened, target.y)).toBe(1517);
  });

  it('lands on the nearest entry when none is of that year, and on nothing in an empty season', () => {
    const layout = layoutTimeline(items, 'year');
    expect(deepLinkTarget(layout, 1518)).toMatchObject({ entryId: 'theses', mustOpen: false });
    expect(deepLinkTarget(layoutTimeline([], 'decade'), 1517)).toBeNull();
  });
});
