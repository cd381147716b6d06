import { TOURS, type Day, type Extension, type TourEntry } from '../data/tours';
import { image } from '../lib/images';
import { doc, products, rel } from '../lib/links';
import { heading, rich } from '../lib/rich';
import { COMMON_PACKING, TOUR_STAYS } from '../data/tour-stays';
import { type Registry, writeDoc } from '../lib/store';
import { metaFrom } from './text';

/** Exchange rates: units of each currency per 1 GBP (the API's default currency). */
const RATES: Array<[code: string, name: string, symbol: string, rate: number]> = [
  ['GBP', 'British pound', '£', 1],
  ['USD', 'US dollar', '$', 1.27],
  ['EUR', 'Euro', '€', 1.17],
  ['CAD', 'Canadian dollar', 'CA$', 1.73],
  ['AUD', 'Australian dollar', 'A$', 1.93],
  ['NZD', 'New Zealand dollar', 'NZ$', 2.12],
];

const itinerary = (days: Day[], offset = 0) =>
  days.map(([title, , description], i) => ({
    day: `Day ${i + 1 + offset}`,
    title,
    description: rich(description),
  }));

function extension(prefix: 'pre' | 'post', x: Extension) {
  return {
    [`${prefix}_extension_title`]: heading(x.title, 'heading2'),
    [`${prefix}_extension_start_date`]: x.start,
    [`${prefix}_extension_price_single`]: x.single,
    [`${prefix}_extension_price_double`]: String(x.double),
    [`${prefix}_extension_itinerary`]: itinerary(x.days),
  };
}

/** The tour's stays and packing list, checked against its itinerary. */
function stays(t: TourEntry) {
  const own = TOUR_STAYS[t.uid];
  if (!own) throw new Error(`${t.uid}: no hotels and packing list in data/tour-stays.ts`);
  const nights = own.hotels.reduce((n, [, k]) => n + k, 0);
  if (nights !== t.days.length - 1)
    throw new Error(`${t.uid}: hotels cover ${nights} nights of ${t.days.length - 1}`);
  return {
    hotels: own.hotels.map(([city, n, hotel]) => ({ city, nights: n, hotel })),
    what_to_bring: rich([...COMMON_PACKING, ...own.bring].map((b) => `- ${b}`).join('\n')),
  };
}

function writeTour(reg: Registry, t: TourEntry): void {
  const pic = (
    name: string,
    title: string,
    motif: 'landscape' | 'map' | 'woodcut' = 'landscape',
    size: [number, number] = [1600, 900],
  ) => image('tours', `${t.uid}-${name}`, motif, size, title, `${t.title}: ${title}`);
  if (t.pre.start >= t.start || t.post.start <= t.start)
    throw new Error(`${t.uid}: extensions must bracket the tour`);
  writeDoc(
    reg,
    'tour',
    t.uid,
    {
      tour_title: heading(t.title),
      tour_subtitle: heading(t.subtitle, 'heading2'),
      thumbnail_image: pic('thumbnail', t.title, 'woodcut', [800, 600]),
      homepage_preview_images: [
        { image: pic('preview-1', t.days[1]?.[0] ?? t.title) },
        { image: pic('preview-2', t.days[3]?.[0] ?? t.title) },
      ],
      description: rich(t.description),
      tour_start_date: t.start,
      price_per_person_single_occupancy: t.single,
      price_per_person_double_occupancy: String(t.double),
      slider_images: t.days
        .slice(1, 4)
        .map(([title], i) => ({ image: pic(`slide-${i + 1}`, title) })),
      whats_included_list: [
        'Hotel accommodation with breakfast',
        'Most dinners',
        'Travel by private coach',
        'Entrance fees on the itinerary',
        'A tour historian and local guides',
      ].map((item) => ({ item })),
      whats_not_included_list: [
        'Flights to the start and from the end of the tour',
        'Travel insurance',
        'Lunches and personal expenses',
      ].map((item) => ({ item })),
      faq: [
        ...t.faq,
        [
          'What is the difference between single and double prices?',
          'The single price is per person for a room on your own; the double price is per person when two people share a room.',
        ],
        [
          'Can I add an extension later?',
          'Yes, extensions can be added up to sixty days before departure if places remain.',
        ],
      ].map(([question, answer]) => ({ question, answer: rich(answer ?? '') })),
      booking_image: pic('booking', `Book ${t.title}`, 'map', [1200, 800]),
      body: t.days.map(([title, short, description], i) => ({
        slice_type: 'itinerary_day',
        primary: {
          day: `Day ${i + 1}`,
          title: heading(title, 'heading3'),
          short_description: short,
          description: rich(description),
          image: pic(`day-${i + 1}`, title, 'landscape', [1200, 800]),
        },
        items:
          i % 3 === 1
            ? [{ gallery_image: pic(`day-${i + 1}-map`, title, 'map', [1200, 800]) }]
            : [],
      })),
      ...extension('pre', t.pre),
      ...extension('post', t.post),
      tour_details_email_text: rich(
        `Thank you for booking ${t.title}. Your tour begins on ${t.start}. Your tour booklet, a PDF with the day-by-day itinerary, your hotels and what to bring, is linked below; please read it before you travel.`,
      ),
      // No stored file: the booklet is a PDF the API makes from this document.
      tour_booklet: { link_type: 'Any' },
      ...stays(t),
      pre_extension_details_email_text: rich(
        `Thank you for adding the pre-tour extension, ${t.pre.title}, starting on ${t.pre.start}. Its itinerary and hotels are in the same tour booklet, linked below.`,
      ),
      pre_extension_booklet: { link_type: 'Any' },
      location_pins: t.pins.map(([name, description, latitude, longitude, part]) => {
        if (Math.abs(latitude) > 90 || Math.abs(longitude) > 180)
          throw new Error(`${t.uid}: bad coordinates for ${name}`);
        return {
          marker_image: image(
            'tours',
            `marker-${part ?? 'main'}`,
            'frame',
            [64, 64],
            part === 'pre' ? 'Pre' : part === 'post' ? 'Post' : 'Tour',
            'Map marker',
          ),
          pre_extension: part === 'pre',
          post_extension: part === 'post',
          name,
          description,
          latitude,
          longitude,
        };
      }),
      related_reads: rel('read', 'read', t.reads),
      related_episodes: rel('episode', 'episode', t.episodes),
      related_products: products(t.products),
      meta_description: metaFrom(t.description),
    },
    ['tour'],
  );
}

export function writeTours(reg: Registry): Record<string, number> {
  TOURS.forEach((t) => writeTour(reg, t));
  const byYear = new Map<string, TourEntry[]>();
  for (const t of TOURS)
    byYear.set(t.start.slice(0, 4), [...(byYear.get(t.start.slice(0, 4)) ?? []), t]);
  writeDoc(reg, 'tour_landing', null, {
    title: heading('Heritage Tours'),
    about:
      rich(`Our tours take small groups to the places where the stories of the series happened, led by historians who know them well. Each tour can be lengthened with a short extension before or after the main journey.

Groups are limited to twenty-eight travellers so that everyone can hear the guide and ask questions.`),
    image_gallery: TOURS.map((t) => ({
      image: image(
        'tours',
        `${t.uid}-thumbnail`,
        'woodcut',
        [800, 600],
        t.title,
        `${t.title}: ${t.title}`,
      ),
      caption: t.subtitle,
    })),
    tour_groups: [...byYear].map(([year, tours]) => ({
      slice_type: 'tour_group',
      primary: {
        year,
        description: rich(`Tours departing in ${year}.`),
        background_image: image(
          'tours',
          `group-${year}`,
          'map',
          [1920, 800],
          `Tours ${year}`,
          `Tours departing in ${year}`,
        ),
      },
      items: tours.map((t) => ({ tour: doc('tour', t.uid) })),
    })),
    meta_description:
      'Small-group heritage tours to the places of the Reformation, the Waldenses and the Adventist pioneers.',
  });
  writeDoc(reg, 'tour_form', null, {
    title: heading('Tell us where you would like to travel'),
    age_range: ['Under 18', '18–29', '30–44', '45–59', '60–74', '75 and over'].map((age_range) => ({
      age_range,
    })),
    locations: [...TOURS.map((t) => t.title), 'Somewhere else'].map((location) => ({ location })),
    form_images: TOURS.slice(0, 2).map((t) => ({
      image: image(
        'tours',
        `${t.uid}-thumbnail`,
        'woodcut',
        [800, 600],
        t.title,
        `${t.title}: ${t.title}`,
      ),
    })),
    image_gallery_title: heading('From our past tours', 'heading2'),
    image_gallery: TOURS.map((t) => ({
      image: image(
        'tours',
        `${t.uid}-preview-1`,
        'landscape',
        [1600, 900],
        t.days[1]?.[0] ?? t.title,
        `${t.title}: ${t.days[1]?.[0] ?? t.title}`,
      ),
      caption: t.title,
    })),
  });
  RATES.forEach(([code, name, symbol, rate]) =>
    writeDoc(
      reg,
      'rate',
      code.toLowerCase(),
      { code, name, symbol, rate_from_gbp: rate, decimals: 2 },
      ['currency'],
    ),
  );
  return { tour: TOURS.length, tour_landing: 1, tour_form: 1, rate: RATES.length };
}
