import type { GeneratedPage } from '@site/contracts/generator';
import { corpusSource } from '../shared/content/test-corpus';
import type {
  BookingPageData,
  InterestPageData,
  LandingPageData,
  TourPageData,
} from '../shared/content/tour-view';
import { generator } from './generator';
import { routeInfo } from './route-info';

const context = (content = corpusSource()) => ({
  content,
  siteUrl: 'http://example.test',
  log: () => undefined,
});
const UIDS = [
  'britains-reformers',
  'pioneers-of-new-england',
  'reformation-europe',
  'waldensian-valleys',
];

describe('the tours generator over the corpus', () => {
  let pages: GeneratedPage[];
  beforeAll(async () => {
    jest.useFakeTimers({
      now: new Date('2026-11-25T09:00:00Z'),
      doNotFake: ['nextTick', 'setImmediate', 'setTimeout'],
    });
    pages = await generator.generate(context());
    jest.useRealTimers();
  });
  const of = (routeId: string) => pages.filter((p) => p.routeId === `tours.${routeId}`);
  const at = (path: string) => pages.find((p) => p.path === path);

  it('builds each path once, each with a known route, every route covered', () => {
    const paths = pages.map((p) => p.path);
    expect(new Set(paths).size).toBe(paths.length);
    const known = new Set(routeInfo.map((r) => r.id));
    expect(pages.every((p) => known.has(p.routeId))).toBe(true);
    expect(new Set(pages.map((p) => p.routeId))).toEqual(known);
  });

  it('makes /tours/coming-soon and /tours/upcoming from the tour_landing', () => {
    for (const path of ['/tours/coming-soon', '/tours/upcoming']) {
      const page = at(path)!;
      const { landing } = page.data as LandingPageData;
      expect(landing.groups.map((g) => g.year)).toEqual(['2026', '2027']);
      expect(page.head.title).toBe('Heritage Tours');
      expect(page.head.description).toMatch(/^Our tours take small groups/);
      expect(page.dependencies).toEqual(
        expect.arrayContaining(['yNutWWUCVZdV2zti', '4ek7SzQwcEZqPryl']),
      );
    }
    const cards = (at('/tours/upcoming')!.data as LandingPageData).landing.groups.flatMap(
      (g) => g.tours,
    );
    expect(cards.find((c) => c.uid === 'waldensian-valleys')?.departed).toBe(true);
    expect(cards.find((c) => c.uid === 'britains-reformers')).toMatchObject({
      departed: false,
      priceFromUsd: 2490,
    });
  });

  it('makes a details page per tour with its map, and a booking page', () => {
    expect(
      of('details')
        .map((p) => p.path)
        .sort(),
    ).toEqual(UIDS.map((u) => `/tours/${u}`));
    expect(
      of('booking')
        .map((p) => p.path)
        .sort(),
    ).toEqual(UIDS.map((u) => `/tours/${u}/booking`));
    const details = at('/tours/britains-reformers')!;
    const data = details.data as TourPageData;
    expect(data.tour.title).toBe("Britain's Reformers");
    expect(data.map?.pins).toHaveLength(9);
    expect(data.departed).toBe(false);
    expect(details.head).toEqual({
      title: "Britain's Reformers",
      description: expect.stringMatching(/^Nine days through England/),
    });
    expect(details.dependencies[0]).toBe('4ek7SzQwcEZqPryl');
    expect(details.dependencies.length).toBeGreaterThan(1);
    expect((at('/tours/waldensian-valleys')!.data as TourPageData).departed).toBe(true);
    const booking = at('/tours/britains-reformers/booking')!.data as BookingPageData;
    expect(booking.tour.uid).toBe('britains-reformers');
    expect(booking.form?.ageRanges).toHaveLength(6);
    // Served ready to use (issue 29): the departure the API makes from the same content.
    expect(booking.plannedDepartures).toEqual([
      expect.objectContaining({
        id: `britains-reformers-${booking.tour.startsOn}`,
        startsOn: booking.tour.startsOn,
        priceDoubleUsd: booking.tour.priceDoubleUsd,
      }),
    ]);
    const waldensian = at('/tours/waldensian-valleys/booking')!.data as BookingPageData;
    expect(waldensian.plannedDepartures?.[0]?.departed).toBe(true);
    expect(at('/tours/no-such-tour')).toBeUndefined();
  });

  it('makes the interest page with the form and every tour, and the plain static pages', () => {
    const interest = at('/tours/participation-interest')!.data as InterestPageData;
    expect(interest.form?.title).toBe('Tell us where you would like to travel');
    expect(interest.tours.map((t) => t.uid)).toEqual([
      'waldensian-valleys',
      'reformation-europe',
      'britains-reformers',
      'pioneers-of-new-england',
    ]);
    for (const path of ['/tours/booking-confirmed', '/tours/payments', '/tours/cancellations'])
      expect(at(path)?.data).toBeNull();
  });

  it('keeps the landing and the static pages when the repository has no tours content', async () => {
    const empty = await generator.generate(
      context(corpusSource({ tour: [], tour_landing: [], tour_form: [] })),
    );
    expect(empty.map((p) => p.path).sort()).toEqual([
      '/tours/booking-confirmed',
      '/tours/cancellations',
      '/tours/coming-soon',
      '/tours/participation-interest',
      '/tours/payments',
      '/tours/upcoming',
    ]);
    expect(
      (empty.find((p) => p.path === '/tours/upcoming')!.data as LandingPageData).landing.groups,
    ).toEqual([]);
  });
});
