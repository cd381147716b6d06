import { corpusOf } from '../../shared/content/test-corpus';
import { reshapeTour } from '../../shared/content/tour';
import type { LocationPin } from '../../shared/content/tour-view';
import { buildTourMap, MAP_HEIGHT, MAP_WIDTH } from './build-map';

const tours = corpusOf('tour').flatMap((doc) => reshapeTour(doc) ?? []);
const byUid = (uid: string) => tours.find((t) => t.uid === uid)!;

describe('buildTourMap', () => {
  it.each(tours.map((t) => [t.uid, t] as const))(
    '%s: every pin inside the viewBox, kinds kept, small paths',
    (_uid, tour) => {
      const map = buildTourMap(tour.pins)!;
      expect(map.width).toBe(MAP_WIDTH);
      expect(map.height).toBe(MAP_HEIGHT);
      expect(map.pins).toHaveLength(tour.pins.length);
      for (const pin of map.pins) {
        expect(pin.x).toBeGreaterThanOrEqual(0);
        expect(pin.x).toBeLessThanOrEqual(MAP_WIDTH);
        expect(pin.y).toBeGreaterThanOrEqual(0);
        expect(pin.y).toBeLessThanOrEqual(MAP_HEIGHT);
        // One decimal at most.
        expect(Math.round(pin.x * 10) / 10).toBe(pin.x);
      }
      expect(map.pins.map((p) => p.kind)).toEqual(tour.pins.map((p) => p.kind));
      expect(map.land).toMatch(/^M[\d.]+[ -][\d.]+l/);
      expect(map.land.length + map.borders.length).toBeLessThan(16_000);
      // Only short numbers: nothing with more than one decimal.
      expect(`${map.land}${map.borders}`).not.toMatch(/\.\d\d/);
    },
  );

  it('keeps the pre- and post-extension pins apart from the main tour', () => {
    const map = buildTourMap(byUid('britains-reformers').pins)!;
    expect(map.pins.find((p) => p.name === 'North Nibley')?.kind).toBe('pre');
    expect(map.pins.find((p) => p.name === 'Iona')?.kind).toBe('post');
    expect(map.pins.find((p) => p.name === 'London')?.kind).toBe('main');
  });

  it('puts west to the left and north up', () => {
    const map = buildTourMap(byUid('britains-reformers').pins)!;
    const at = (name: string) => map.pins.find((p) => p.name === name)!;
    expect(at('Iona').x).toBeLessThan(at('London').x);
    expect(at('Edinburgh').y).toBeLessThan(at('London').y);
  });

  it('draws one pin without zooming to a point, and nothing without pins', () => {
    const one: LocationPin[] = [
      { name: 'Geneva', description: '', kind: 'main', latitude: 46.2, longitude: 6.14 },
    ];
    const map = buildTourMap(one)!;
    expect(map.pins[0]).toMatchObject({ name: 'Geneva', kind: 'main', x: MAP_WIDTH / 2 });
    expect(Math.abs(map.pins[0]!.y - MAP_HEIGHT / 2)).toBeLessThan(5);
    expect(map.land.length).toBeGreaterThan(0);
    expect(buildTourMap([])).toBeNull();
  });
});
