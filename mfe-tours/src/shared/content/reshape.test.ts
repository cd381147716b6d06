import { groupsByYear, reshapeLanding } from './landing';
import { loadToursContent } from './load-tours-content';
import { corpusOf, corpusSource } from './test-corpus';
import { buildLinkIndex, priceFrom, reshapeTour, tourCard } from './tour';
import { reshapeTourForm } from './tour-form';
import { usd } from './document';

const tourDoc = (uid: string) => corpusOf('tour').find((d) => d.uid === uid)!;

describe('reshapeTour', () => {
  const links = buildLinkIndex([...corpusOf('read'), ...corpusOf('episode')]);
  const tour = reshapeTour(tourDoc('britains-reformers'), links)!;

  it('reads the title, dates, both occupancy prices and the lists', () => {
    expect(tour).toMatchObject({
      uid: 'britains-reformers',
      title: "Britain's Reformers",
      subtitle: 'From Lutterworth to Edinburgh',
      startsOn: '2027-05-09',
      priceSingleUsd: 2980,
      priceDoubleUsd: 2490,
      // The PDF the API makes from this tour's content.
      bookletUrl: '/api/tours/britains-reformers/booklet.pdf',
    });
    expect(tour.slider).toHaveLength(3);
    expect(tour.included).toContain('Hotel accommodation with breakfast');
    expect(tour.notIncluded[0]).toBe('Flights to the start and from the end of the tour');
    expect(tour.faq[0]?.question).toBe('Can I join in Edinburgh only?');
  });

  it('reads the itinerary slices day by day, with their galleries', () => {
    expect(tour.itinerary).toHaveLength(9);
    expect(tour.itinerary[0]).toMatchObject({
      day: 'Day 1',
      title: 'London',
      shortDescription: 'Welcome to the city',
    });
    expect(tour.itinerary[1]?.gallery[0]?.url).toBe(
      '/cms/images/tours/britains-reformers-day-2-map.svg',
    );
  });

  it('reads both extensions with their own dates, prices and itineraries (the tour booklet covers them)', () => {
    expect(tour.preExtension).toMatchObject({
      kind: 'pre',
      title: "Tyndale's Gloucestershire",
      startsOn: '2027-05-07',
      priceSingleUsd: 420,
      priceDoubleUsd: 350,
    });
    expect(tour.preExtension?.bookletUrl).toBeNull();
    expect(tour.preExtension?.itinerary[1]).toMatchObject({ day: 'Day 2', title: 'Gloucester' });
    expect(tour.postExtension).toMatchObject({
      kind: 'post',
      title: 'Iona Pilgrimage',
      startsOn: '2027-05-17',
      priceSingleUsd: 690,
      priceDoubleUsd: 570,
      bookletUrl: null,
    });
  });

  it('reads the pins with their kinds', () => {
    expect(tour.pins).toHaveLength(9);
    expect(tour.pins[0]).toEqual({
      name: 'London',
      description: 'Smithfield and City Road',
      latitude: 51.5074,
      longitude: -0.1278,
      kind: 'main',
    });
    expect(tour.pins.filter((p) => p.kind === 'pre').map((p) => p.name)).toEqual(['North Nibley']);
    expect(tour.pins.filter((p) => p.kind === 'post').map((p) => p.name)).toEqual(['Iona']);
  });

  it('resolves related reads and episodes to their pages, and products to the shop', () => {
    expect(tour.related.reads.length).toBeGreaterThan(0);
    expect(tour.related.reads.every((r) => r.url.startsWith('/read/') && r.title !== '')).toBe(
      true,
    );
    expect(tour.related.episodes.every((r) => r.url.startsWith('/watch/'))).toBe(true);
    expect(tour.related.products).toEqual([
      {
        title: 'Tyndale New Testament Facsimile',
        url: '/shop/products/tyndale-new-testament-facsimile',
      },
    ]);
  });

  it('survives missing and malformed fields, and skips documents that could have no page', () => {
    expect(
      reshapeTour({ id: 'x', uid: null, type: 'tour', data: { tour_start_date: '2027-01-01' } }),
    ).toBeNull();
    expect(reshapeTour({ id: 'x', uid: 'x', type: 'tour', data: {} })).toBeNull();
    const bare = reshapeTour({
      id: 'x',
      uid: 'bare',
      type: 'tour',
      data: {
        tour_start_date: '2027-01-01',
        location_pins: [
          { name: 'Nowhere', latitude: 'north', longitude: 3 },
          { name: 'Ok', latitude: '10.5', longitude: 3 },
        ],
        body: 'x',
      },
    })!;
    expect(bare).toMatchObject({
      title: 'bare',
      priceSingleUsd: 0,
      itinerary: [],
      preExtension: null,
      postExtension: null,
      bookletUrl: null,
    });
    expect(bare.pins).toEqual([
      { name: 'Ok', description: '', latitude: 10.5, longitude: 3, kind: 'main' },
    ]);
  });
});

describe('prices and cards', () => {
  it('reads text prices', () => {
    expect(usd('2490')).toBe(2490);
    expect(usd('$2,490')).toBe(2490);
    expect(usd('soon')).toBe(0);
    expect(usd(-4)).toBe(0);
  });
  it('gives the lower price, ignoring a missing one', () => {
    expect(priceFrom(2980, 2490)).toBe(2490);
    expect(priceFrom(0, 2490)).toBe(2490);
    expect(priceFrom(0, 0)).toBe(0);
  });
  it('marks a card departed when its start is before the build date', () => {
    const tour = reshapeTour(tourDoc('waldensian-valleys'))!;
    expect(tourCard(tour, '2026-11-25')).toMatchObject({
      uid: 'waldensian-valleys',
      priceFromUsd: 2090,
      departed: true,
    });
    expect(tourCard(tour, '2026-06-14').departed).toBe(false);
  });
});

describe('the landing and the form', () => {
  it('groups the tours as the landing lists them, by year', async () => {
    const content = await loadToursContent(corpusSource(), '2026-11-25');
    expect(content.landing.title).toBe('Heritage Tours');
    expect(content.landing.about).toHaveLength(2);
    expect(content.landing.gallery).toHaveLength(4);
    expect(content.landing.groups.map((g) => [g.year, g.tours.map((t) => t.uid)])).toEqual([
      ['2026', ['waldensian-valleys', 'reformation-europe']],
      ['2027', ['britains-reformers', 'pioneers-of-new-england']],
    ]);
    expect(content.tours.map((t) => t.view.uid)).toEqual([
      'waldensian-valleys',
      'reformation-europe',
      'britains-reformers',
      'pioneers-of-new-england',
    ]);
    expect(content.ids.landing).toEqual(['yNutWWUCVZdV2zti']);
  });

  it('groups by year when there is no landing document, and drops links to unknown tours', () => {
    const cards = [
      {
        uid: 'b',
        title: 'B',
        subtitle: null,
        thumbnail: null,
        startsOn: '2027-02-01',
        priceFromUsd: 1,
      },
      {
        uid: 'a',
        title: 'A',
        subtitle: null,
        thumbnail: null,
        startsOn: '2026-02-01',
        priceFromUsd: 1,
      },
    ];
    expect(groupsByYear(cards).map((g) => g.year)).toEqual(['2026', '2027']);
    const landing = reshapeLanding(
      {
        id: 'l',
        type: 'tour_landing',
        data: {
          tour_groups: [
            {
              slice_type: 'tour_group',
              primary: { year: '2030' },
              items: [{ tour: { link_type: 'Document', id: 'gone' } }],
            },
          ],
        },
      },
      new Map([['id-a', cards[1]!]]),
    );
    expect(landing.groups.map((g) => g.year)).toEqual(['2026']);
  });

  it('reads the tour_form choices', () => {
    const form = reshapeTourForm(corpusOf('tour_form')[0]!);
    expect(form.title).toBe('Tell us where you would like to travel');
    expect(form.ageRanges).toHaveLength(6);
    expect(form.locations).toContain('Somewhere else');
    expect(form.galleryTitle).toBe('From our past tours');
    expect(form.gallery[0]?.caption).toBe('Reformation Europe');
  });
});

describe('the tours’ queries', () => {
  it('ask only for the titles of the articles and episodes they link to, and give the same tours', async () => {
    const asked: [string, unknown][] = [];
    const source = corpusSource();
    const recording: typeof source = {
      ...source,
      getAllByType: (type, params) => {
        asked.push([type, params?.fetch]);
        return source.getAllByType(type, params);
      },
    };
    const projected = await loadToursContent(recording, '2026-11-25');
    expect(new Map(asked).get('read')).toEqual(['read.title']);
    expect(new Map(asked).get('episode')).toEqual(['episode.title']);
    expect(new Map(asked).get('tour')).toBeUndefined();
    // The same content as from whole documents (a source that leaves `fetch` aside).
    const whole = await loadToursContent(
      { ...source, getAllByType: (type) => source.getAllByType(type) },
      '2026-11-25',
    );
    expect(projected).toEqual(whole);
    expect(projected.tours.some((t) => t.linkedIds.length > 0)).toBe(true);
  });
});
