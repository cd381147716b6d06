import { docId } from './doc-id';
import type { Random } from './random';

/** Builders for synthetic documents that follow the real models (see customtypes/). */

const WORDS = [
  'reform',
  'council',
  'scripture',
  'monastery',
  'pilgrim',
  'printing',
  'press',
  'valley',
  'mountain',
  'river',
  'covenant',
  'kingdom',
  'exile',
  'harvest',
  'lantern',
  'sermon',
  'psalter',
  'translation',
  'martyr',
  'witness',
  'sabbath',
  'prophecy',
  'temple',
  'empire',
  'bishop',
  'scholar',
  'village',
  'fortress',
  'journey',
  'letter',
];
const NAMES = [
  'Anna',
  'Jakob',
  'Maria',
  'Pieter',
  'Elena',
  'Tomas',
  'Ruth',
  'Samuel',
  'Clara',
  'Henrik',
  'Ida',
  'Lukas',
];
const SURNAMES = [
  'Vogel',
  'Marsh',
  'Albrecht',
  'Novak',
  'Fontaine',
  'Berg',
  'Castell',
  'Dunmore',
  'Keller',
  'Lind',
];
export const IMAGE_COUNT = 6;

export type Doc = Record<string, unknown> & { id: string; uid: string | null; type: string };

const heading = (text: string) => [{ type: 'heading1', text, spans: [] }];
const paragraphs = (texts: string[]) =>
  texts.map((text) => ({ type: 'paragraph', text, spans: [] }));
const docLink = (type: string, uid: string) => ({ link_type: 'Document', id: docId(type, uid) });
const capital = (w: string) => w.charAt(0).toUpperCase() + w.slice(1);

export function sentence(rng: Random, length = 12): string {
  const words = Array.from({ length }, () => rng.pick(WORDS));
  return `${capital(words.join(' '))}.`;
}

function image(rng: Random, width: number, height: number, alt: string) {
  return {
    url: `/cms/images/generated/art-${rng.int(1, IMAGE_COUNT)}.svg`,
    dimensions: { width, height },
    alt,
    copyright: null,
  };
}

/** A stored date with its AD/BC flag: BC years are stored positive (CONVENTIONS.md). */
export function storedYear(year: number, month = 1, day = 1): { date: string; era: 'AD' | 'BC' } {
  const pad = (n: number, w: number) => String(n).padStart(w, '0');
  return {
    date: `${pad(Math.abs(year), 4)}-${pad(month, 2)}-${pad(day, 2)}`,
    era: year < 0 ? 'BC' : 'AD',
  };
}

function envelope(
  type: string,
  uid: string,
  index: number,
  tags: string[],
  data: Record<string, unknown>,
): Doc {
  // Spread publication times over 2025 so that date orderings and filters have something to sort.
  const published = new Date(Date.UTC(2025, 0, 1) + index * 37 * 60_000)
    .toISOString()
    .replace('.000Z', '+0000');
  return {
    id: docId(type, uid),
    uid,
    type,
    lang: 'en-us',
    tags,
    first_publication_date: published,
    last_publication_date: published,
    alternate_languages: [],
    data,
  };
}

/**
 * The three seasons, as the seed corpus has them (uids, spans, the year the timeline jumps to):
 * the timeline shows one season at a time, so its entries need one each.
 */
const SEASONS = [
  { uid: 'season-3', title: 'The Bible Story', from: -2091, to: 155, jump: -1446 },
  { uid: 'season-1', title: 'The Reformation', from: 432, to: 1910, jump: 1517 },
  { uid: 'season-2', title: 'Pioneers', from: 1734, to: 1915, jump: 1844 },
] as const;

/** The season of an entry that begins in `year`: the one whose years it falls in, the earliest first. */
export function seasonOf(year: number): string {
  if (year < 300) return 'season-3';
  return year < 1734 ? 'season-1' : 'season-2';
}

export function seasonDocs(): Doc[] {
  return SEASONS.map(({ uid, title, from, to, jump }, index) => {
    const begin = storedYear(from);
    const end = storedYear(to);
    const jumpTo = storedYear(jump);
    return envelope('seasons', uid, index, [uid], {
      title: heading(`Season ${uid.slice(-1)}`),
      season_title: [{ type: 'heading2', text: title, spans: [] }],
      featured_image: {
        url: `/cms/images/generated/art-${index + 1}.svg`,
        dimensions: { width: 1600, height: 900 },
        alt: title,
        copyright: null,
      },
      season_begin_date_ad_bc: begin.era,
      season_begin_date: begin.date,
      season_end_date_ad_bc: end.era,
      season_end_date: end.date,
      timeline_jump_to_date_ad_bc: jumpTo.era,
      timeline_jump_to_date: jumpTo.date,
      description: paragraphs([`The generated entries of ${title.toLowerCase()}.`]),
      meta_description: `${title}: generated entries.`,
    });
  });
}

export function personDoc(rng: Random, index: number): Doc {
  const name = `${rng.pick(NAMES)} ${rng.pick(SURNAMES)}`;
  const uid = `${name.toLowerCase().replace(/\s+/g, '-')}-${index}`;
  const born = rng.int(-1500, 1900);
  const birth = storedYear(born, rng.int(1, 12), rng.int(1, 28));
  const death = storedYear(born + rng.int(25, 90), rng.int(1, 12), rng.int(1, 28));
  return envelope('people', uid, index, ['person', seasonOf(born)], {
    title: heading(name),
    summary: paragraphs([sentence(rng, 20), sentence(rng, 14)]),
    ad_bc: birth.era,
    birthdate: birth.date,
    death_date_ad_bc: death.era,
    date_of_death: death.date,
    date_accuracy: rng.pick(['Display year only', 'Display specific date']),
    image: image(rng, 800, 1000, name),
    timeline_profile_photo: image(rng, 400, 400, name),
    related_products: [],
    priority: rng.int(1, 10),
    meta_description: sentence(rng, 10),
  });
}

export function placeDoc(rng: Random, index: number): Doc {
  const name = `${capital(rng.pick(WORDS))} ${capital(rng.pick(WORDS))}`;
  return envelope(
    'place',
    `${name.toLowerCase().replace(/\s+/g, '-')}-${index}`,
    index,
    ['place'],
    {
      place_name: heading(name),
      place_summary: paragraphs([sentence(rng, 18)]),
      image: image(rng, 1600, 900, name),
      background_image: image(rng, 1920, 1080, name),
      priority: rng.int(1, 10),
      meta_description: sentence(rng, 10),
    },
  );
}

export function categoryDoc(index: number): Doc {
  const word = WORDS[index % WORDS.length] ?? 'topic';
  return envelope('readCategory', `${word}-${index}`, index, [], {
    read_category: heading(capital(word)),
  });
}

export interface Pools {
  people: string[];
  places: string[];
  categories: string[];
}

export function readDoc(rng: Random, index: number, pools: Pools): Doc {
  const titleText = capital(`${rng.pick(WORDS)} ${rng.pick(WORDS)} ${rng.pick(WORDS)}`);
  return envelope(
    'read',
    `article-${index}`,
    index,
    [rng.pick(['reformation', 'pioneers', 'bible', 'waldenses', 'celtic'])],
    {
      title: heading(titleText),
      featured_image: image(rng, 1600, 900, titleText),
      post_banner1: image(rng, 1920, 600, titleText),
      read_categories: rng
        .sample(pools.categories, 2)
        .map((uid) => ({ category: docLink('readCategory', uid) })),
      author1: { link_type: 'Any' },
      read_duration1: rng.int(3, 25),
      sub_period: { link_type: 'Any' },
      featured_video: null,
      featured_video_thumbnail: {},
      featured_podcast: { link_type: 'Any' },
      priority: rng.int(1, 10),
      body: Array.from({ length: rng.int(1, 4) }, () => ({
        slice_type: 'text',
        variation: 'default',
        version: 'initial',
        primary: { text: paragraphs([sentence(rng, 30), sentence(rng, 24)]) },
        items: [],
      })),
      related_people: rng
        .sample(pools.people, rng.int(0, 3))
        .map((uid) => ({ person: docLink('people', uid) })),
      related_place: rng
        .sample(pools.places, rng.int(0, 2))
        .map((uid) => ({ place: docLink('place', uid) })),
      related_listens: [],
      related_reads: [],
      related_episodes: [],
      related_products: [],
      further_reading1: [],
      further_listening1: [],
      footnotes1: [],
      meta_description: sentence(rng, 12),
    },
  );
}

export function eventDoc(rng: Random, index: number, pools: Pools): Doc {
  const start = rng.int(-2000, 2000);
  const range = rng.chance(0.3);
  const from = storedYear(start, rng.int(1, 12), rng.int(1, 28));
  const to = storedYear(start + rng.int(1, 40), rng.int(1, 12), rng.int(1, 28));
  const titleText = capital(`${rng.pick(WORDS)} of the ${rng.pick(WORDS)}`);
  return envelope('events', `event-${index}`, index, ['event', seasonOf(start)], {
    title: heading(titleText),
    event_year_ad_bc: from.era,
    event_year: from.date,
    date_type: range ? 'Date Range' : 'Single Date',
    date_accuracy: rng.pick(['Display year only', 'Display specific date']),
    event_end_year_ad_bc: range ? to.era : null,
    event_end_date: range ? to.date : null,
    display_on_main_timeline1: rng.chance(0.2),
    sub_period: { link_type: 'Any' },
    post_banner: image(rng, 1920, 600, titleText),
    featured_image: image(rng, 1600, 900, titleText),
    body: [
      {
        slice_type: 'event_text',
        variation: 'default',
        version: 'initial',
        primary: {
          background_colour: rng.pick(['Light', 'Black', 'Grey']),
          heading: [],
          text: paragraphs([sentence(rng, 28)]),
        },
        items: [],
      },
    ],
    related_people: rng
      .sample(pools.people, rng.int(0, 3))
      .map((uid) => ({ person: docLink('people', uid) })),
    related_places: rng
      .sample(pools.places, rng.int(0, 2))
      .map((uid) => ({ place: docLink('place', uid) })),
    related_episodes: [],
    related_articles: [],
    related_listen: [],
    related_products: [],
    meta_description: sentence(rng, 10),
  });
}
