import { placeBands } from './timeline-bands';
import {
  CLUSTER_AT,
  focusStops,
  layoutTimeline,
  rowLabel,
  rowsInView,
  yearAtY,
  yOfYear,
  zoomLevelOf,
} from './timeline-layout';
import { era, timelineItem } from './test-items';
import type { TimelineItem } from './timeline-view';

const item = (
  id: string,
  year: number,
  kind: TimelineItem['kind'] = 'event',
  endYear: number | null = null,
) => timelineItem(id, year, { kind, endYear });

const reformation = [
  item('hus', 1415),
  item('luther', 1483, 'person', 1546),
  item('theses', 1517),
  item('worms', 1521),
  item('augsburg', 1530),
  item('calvin', 1536),
  item('knox', 1560),
];

describe('layoutTimeline', () => {
  it('groups entries by the zoom unit and folds a crowded row into a cluster', () => {
    const centuries = layoutTimeline(reformation, 'century');
    expect(centuries.rows.map((r) => [r.label, r.entries.length, r.clustered])).toEqual([
      ['1400s', 2, false],
      ['1500s', 5, true],
    ]);
    const decades = layoutTimeline(reformation, 'decade');
    expect(decades.rows.map((r) => r.label)).toEqual([
      '1410s',
      '1480s',
      '1510s',
      '1520s',
      '1530s',
      '1560s',
    ]);
    expect(layoutTimeline(reformation, 'year').rows).toHaveLength(7);
    expect(CLUSTER_AT).toBeLessThan(5);
  });

  it('opens a cluster the visitor chose and makes its entries focus stops', () => {
    const folded = layoutTimeline(reformation, 'century');
    expect(focusStops(folded.rows).map((s) => s.id)).toEqual(['hus', 'luther', 'cluster:15']);
    const opened = layoutTimeline(reformation, 'century', new Set([15]));
    expect(focusStops(opened.rows).map((s) => s.id)).toEqual([
      'hus',
      'luther',
      'theses',
      'worms',
      'augsburg',
      'calvin',
      'knox',
    ]);
    expect(opened.height).toBeGreaterThan(folded.height);
  });

  it('shortens empty stretches to a marker instead of drawing them to scale', () => {
    const layout = layoutTimeline([item('a', -4000), item('b', 1900)], 'year');
    const [, second] = layout.rows;
    expect(second!.gapYears).toBe(5899);
    expect(second!.top - (layout.rows[0]!.top + layout.rows[0]!.height)).toBeLessThan(100);
  });

  it('maps years to the axis and back, monotonically', () => {
    const layout = layoutTimeline(reformation, 'decade');
    const ys = [1415, 1450, 1483, 1517, 1521, 1545, 1560].map((y) => yOfYear(layout, y));
    expect([...ys].sort((a, b) => a - b)).toEqual(ys);
    const row = layout.rows.find((r) => r.label === '1510s')!;
    expect(yearAtY(layout, row.top + 40)).toBeGreaterThanOrEqual(1510);
    expect(yearAtY(layout, row.top + 40)).toBeLessThan(1520);
  });

  it('draws lives and ranges as spans in lanes', () => {
    const layout = layoutTimeline(
      [item('luther', 1483, 'person', 1546), item('war', 1500, 'event', 1530), item('x', 1510)],
      'decade',
    );
    expect(layout.spans.map((s) => [s.id, s.lane])).toEqual([
      ['luther', 0],
      ['war', 1],
    ]);
    expect(layout.spans[0]!.height).toBeGreaterThan(layout.spans[1]!.height);
  });

  it('draws only the rows in view', () => {
    const many = Array.from({ length: 10_000 }, (_, i) =>
      item(`e${i}`, -4000 + Math.floor(i * 0.6)),
    );
    const layout = layoutTimeline(many, 'year');
    const { start, end } = rowsInView(layout.rows, 50_000, 51_000);
    expect(end - start).toBeLessThan(20);
    expect(layout.rows[start]!.top + layout.rows[start]!.height).toBeGreaterThanOrEqual(50_000);
  });
});

describe('labels and zoom', () => {
  it('names rows in AD and BC', () => {
    expect(rowLabel(1500, 100)).toBe('1500s');
    expect(rowLabel(-600, 100)).toBe('600–501 BC');
    expect(rowLabel(-586, 1)).toBe('586 BC');
    expect(rowLabel(0, 10)).toBe('AD 1–9');
  });
  it('reads the shared 0–100 zoom value as a scale', () => {
    expect([0, 33, 50, 66, 100].map(zoomLevelOf)).toEqual([
      'century',
      'century',
      'decade',
      'decade',
      'year',
    ]);
  });
});

describe('placeBands', () => {
  it('puts periods before sub-periods and overlapping bands side by side', () => {
    const layout = layoutTimeline(reformation, 'decade');
    const { bands, lanes } = placeBands(layout, [
      era('reformation', 'period', 1415, 1560),
      era('german', 'subPeriod', 1483, 1546),
      era('britain', 'subPeriod', 1530, 1560),
    ]);
    expect(bands.map((b) => [b.era.id, b.lane])).toEqual([
      ['reformation', 0],
      ['german', 1],
      ['britain', 2],
    ]);
    expect(lanes).toBe(3);
    expect(bands[0]!.span).toBe('AD 1415 to AD 1560');
  });

  it('never draws two overlapping bands in one column, however many overlap', () => {
    const sub = (id: string, from: number, to: number) => era(id, 'subPeriod', from, to);
    const layout = layoutTimeline(reformation, 'decade');
    const { bands, lanes } = placeBands(layout, [
      sub('a', 1415, 1560),
      sub('b', 1483, 1546),
      sub('c', 1517, 1530),
      sub('d', 1521, 1536),
      sub('e', 1550, 1560),
    ]);
    expect(lanes).toBe(4);
    for (const x of bands)
      for (const y of bands)
        if (x !== y && x.lane === y.lane)
          expect(x.top + x.height <= y.top || y.top + y.height <= x.top).toBe(true);
    // A column freed by an era that ended is used again.
    expect(bands.find((b) => b.era.id === 'e')!.lane).toBeLessThan(4);
  });
});
