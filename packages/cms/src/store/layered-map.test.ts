import { LayeredMap } from './layered-map';

const numbers = (count: number, from = 0) =>
  Array.from({ length: count }, (_, i): [string, number] => [`k${i + from}`, i + from]);

test('a layered map reads its changes over the shared map, which it never changes', () => {
  const shared = new Map(numbers(1000));
  const one = LayeredMap.over(shared, [['k1', 100]]);
  const two = LayeredMap.over(one, [
    ['k2', 200],
    ['new', 7],
  ]);
  expect([one.get('k1'), one.get('k2'), one.has('new')]).toEqual([100, 2, false]);
  expect([two.get('k1'), two.get('k2'), two.get('new'), two.get('k999')]).toEqual([
    100, 200, 7, 999,
  ]);
  expect([two.has('new'), two.has('missing'), two.get('missing')]).toEqual([
    true,
    false,
    undefined,
  ]);
  expect(shared.get('k1')).toBe(1);
  expect(shared.has('new')).toBe(false);
});

test('many changes are folded into a new shared map, and earlier maps read as before', () => {
  const shared = new Map(numbers(1000));
  let map = LayeredMap.over(shared, []);
  const maps = [map];
  for (let i = 0; i < 600; i++) {
    map = LayeredMap.over(map, [[`k${i}`, -i]]);
    maps.push(map);
  }
  for (let i = 0; i < 1000; i++) expect(map.get(`k${i}`)).toBe(i < 600 ? -i : i);
  // Each map still reads what it was made with: the first 10 changes, and no more.
  for (let i = 0; i < 20; i++) expect(maps[10]!.get(`k${i}`)).toBe(i < 10 ? -i : i);
  expect(shared.get('k5')).toBe(5);
});
