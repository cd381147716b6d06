import {
  clampZoom,
  nearestIndex,
  parseJumpYear,
  skipYear,
  visibleItems,
  yearLabel,
  type TimelineItem,
} from './timeline-view';
import { timelineItem } from './test-items';

const item = (id: string, kind: TimelineItem['kind'], year: number, seasons = ['season-1']) =>
  timelineItem(id, year, { kind, seasons });

const items = [
  item('luther', 'person', 1483),
  item('theses', 'event', 1517),
  item('exile', 'event', -586, ['season-3']),
  item('worms', 'event', 1521),
];

describe('visibleItems', () => {
  it('keeps the season and the checked kinds, oldest first', () => {
    expect(
      visibleItems(items, { season: 'season-1', events: true, people: true }).map((i) => i.id),
    ).toEqual(['luther', 'theses', 'worms']);
    expect(
      visibleItems(items, { season: 'season-1', events: false, people: true }).map((i) => i.id),
    ).toEqual(['luther']);
    expect(
      visibleItems(items, { season: 'season-1', events: true, people: false }).map((i) => i.id),
    ).toEqual(['theses', 'worms']);
    expect(
      visibleItems(items, { season: 'season-3', events: true, people: true }).map((i) => i.id),
    ).toEqual(['exile']);
  });
});

describe('clampZoom', () => {
  it('clamps to 0–100 in whole steps', () => {
    expect(clampZoom(150, 50)).toBe(100);
    expect(clampZoom(-3, 50)).toBe(0);
    expect(clampZoom('42.6', 50)).toBe(43);
    expect(clampZoom('', 50)).toBe(50);
    expect(clampZoom('abc', 70)).toBe(70);
  });
});

describe('jumping and skipping', () => {
  it('reads a year with its era and refuses what is not one', () => {
    expect(parseJumpYear(' 586 ', 'BC')).toEqual({ year: -586 });
    expect(parseJumpYear('1517', 'AD')).toEqual({ year: 1517 });
    expect(parseJumpYear('0', 'AD')).toHaveProperty('error');
    expect(parseJumpYear('15x7', 'AD')).toHaveProperty('error');
    expect(parseJumpYear('12345', 'AD')).toHaveProperty('error');
    expect(parseJumpYear('100', 'CE')).toHaveProperty('error');
  });
  it('finds the nearest item', () => {
    const list = visibleItems(items, { season: 'season-1', events: true, people: true });
    expect(nearestIndex(list, 1519)).toBe(1);
    expect(nearestIndex(list, 1700)).toBe(2);
    expect(nearestIndex([], 1700)).toBe(-1);
  });
  it('skips by the chosen span and steps over the missing year 0', () => {
    expect(skipYear(1517, '10', 1)).toBe(1527);
    expect(skipYear(1517, '100', -1)).toBe(1417);
    expect(skipYear(5, '10', -1)).toBe(-6);
    expect(skipYear(-5, '10', 1)).toBe(6);
    expect(skipYear(1500, 'junk', 1)).toBe(1510);
    expect(yearLabel(-586)).toBe('586 BC');
    expect(yearLabel(70)).toBe('AD 70');
  });
});
