import type { TourCard, TourGroup } from '../../shared/content/tour-view';
import { upcomingFirst } from './landing-order';

const tour = (uid: string, startsOn: string, departed = false): TourCard => ({
  uid,
  title: uid,
  subtitle: null,
  thumbnail: null,
  startsOn,
  priceFromUsd: 1000,
  departed,
});
const group = (year: string, tours: TourCard[]): TourGroup => ({
  year,
  description: [],
  backgroundImage: null,
  tours,
});
const uids = (groups: TourGroup[]) => groups.map((g) => [g.year, g.tours.map((t) => t.uid)]);

describe('the landing’s order', () => {
  it('lists the groups that can still be booked first, and the departed years after, latest first', () => {
    const groups = [
      group('2025', [tour('a', '2025-05-01', true)]),
      group('2026', [tour('b', '2026-06-14', true), tour('c', '2026-09-06', true)]),
      group('2027', [tour('d', '2027-05-09'), tour('e', '2027-09-19')]),
    ];
    expect(uids(upcomingFirst(groups))).toEqual([
      ['2027', ['d', 'e']],
      ['2026', ['c', 'b']],
      ['2025', ['a']],
    ]);
  });

  it('puts a group’s upcoming tours before its departed ones, soonest first', () => {
    const groups = [
      group('2026', [
        tour('june', '2026-06-14', true),
        tour('dec', '2026-12-01'),
        tour('sep', '2026-09-06', true),
        tour('nov', '2026-11-30'),
      ]),
    ];
    expect(uids(upcomingFirst(groups))).toEqual([['2026', ['nov', 'dec', 'sep', 'june']]]);
  });

  it('changes nothing it is given, and keeps an all-upcoming page as it was', () => {
    const groups = [group('2027', [tour('d', '2027-05-09'), tour('e', '2027-09-19')])];
    const copy = JSON.stringify(groups);
    expect(upcomingFirst(groups)).toEqual(groups);
    expect(JSON.stringify(groups)).toBe(copy);
    expect(upcomingFirst([])).toEqual([]);
  });
});
