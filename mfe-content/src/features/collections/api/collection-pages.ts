import { reshapePerson, type ContentCard, type ImageRef } from '@site/content';
import type { GeneratedPage } from '@site/contracts/generator';
import type { RichTextField } from '@prismicio/client';
import { byPriority, cardOf, page, type Catalog } from '../../../shared/api/catalog';
import { keptPage, keptTrack } from '../../../shared/api/kept-sections';

/** A titled page of card groups: people, places, languages, the campaign and series pages. */
/** "1 episode", "3 episodes". */
export const episodeCount = (n: number): string => `${n} ${n === 1 ? 'episode' : 'episodes'}`;

export interface CollectionData {
  title: string;
  intro: string | null;
  groups: { title: string; cards: ContentCard[] }[];
  cta: { label: string; path: string } | null;
}

export interface PlaceData {
  title: string;
  summary: RichTextField;
  image: ImageRef | null;
  events: ContentCard[];
  reads: ContentCard[];
}

const LANGUAGES: Record<string, string> = {
  English: 'english',
  'Non English Dubbed': 'dubbed',
  'Non English Subtitles': 'subtitled',
};
const LANGUAGE_TITLES: Record<string, string> = {
  english: 'English',
  dubbed: 'Dubbed into other languages',
  subtitled: 'Subtitled in other languages',
};

function collection(
  path: string,
  routeId: string,
  data: CollectionData,
  deps: readonly { id: string }[] = [],
): GeneratedPage {
  return page<CollectionData>(path, routeId, { title: data.title, description: data.intro }, data, [
    ...deps.map((d) => d.id),
    ...data.groups.flatMap((g) => g.cards.map((c) => c.id)),
  ]);
}

export function collectionPages(catalog: Catalog): GeneratedPage[] {
  const cards = (type: string) => catalog.ofType(type).map(cardOf).sort(byPriority);
  const reads = catalog.ofType('read').filter((d) => !d.tags.includes('season-overview'));
  const tagged = (tags: string[]) =>
    reads
      .filter((d) => d.tags.some((t) => tags.includes(t)))
      .map(cardOf)
      .sort(byPriority);
  const people = catalog
    .ofType('people')
    .map((d) => ({ card: cardOf(d), year: reshapePerson(d).birthYear ?? 0 }))
    .sort((a, b) => a.year - b.year)
    .map((p) => p.card);
  const episodes = catalog.ofType('episode');
  const byLanguage = (slug: string) =>
    episodes
      .filter((e) => LANGUAGES[String((e.data as { language?: unknown }).language)] === slug)
      .map(cardOf)
      .sort(byPriority);
  const languageSlugs = Object.values(LANGUAGES).filter((slug) => byLanguage(slug).length > 0);
  const pages: GeneratedPage[] = [
    collection('/people', 'people', {
      title: 'People',
      intro: 'The men and women of the series, from the patriarchs to the pioneers, oldest first.',
      groups: [{ title: 'Everyone on the timeline', cards: people }],
      cta: { label: 'See them on the timeline', path: '/timeline' },
    }),
    collection('/places', 'places', {
      title: 'Places',
      intro: 'Where the stories happened: valleys, cities, islands and rivers.',
      groups: [{ title: 'All places', cards: cards('place') }],
      cta: null,
    }),
    collection('/language', 'language', {
      title: 'Languages',
      intro: 'The series in English and in other languages.',
      groups: [
        {
          title: 'Choose a language',
          cards: languageSlugs.map((slug) => ({
            id: slug,
            type: 'language',
            uid: slug,
            path: `/language/${slug}`,
            title: LANGUAGE_TITLES[slug] ?? slug,
            description: episodeCount(byLanguage(slug).length),
            image: null,
            priority: 0,
            tags: [],
            publishedAt: '',
          })),
        },
      ],
      cta: { label: 'Support a language project', path: '/donate' },
    }),
    ...languageSlugs.map((slug) =>
      collection(`/language/${slug}`, 'languageDetail', {
        title: LANGUAGE_TITLES[slug] ?? slug,
        intro: null,
        groups: [{ title: 'Episodes', cards: byLanguage(slug) }],
        cta: { label: 'All languages', path: '/language' },
      }),
    ),
    collection('/campaign', 'marketingCampaign', {
      title: 'History told where it happened',
      intro:
        'Three seasons filmed on location, a podcast and a timeline, free for everyone. Help us make the next one.',
      groups: [
        { title: 'The seasons', cards: cards('seasons') },
        { title: 'Start watching', cards: cards('episode').slice(0, 6) },
      ],
      cta: { label: 'Donate', path: '/donate' },
    }),
    collection('/religious-liberty-series', 'religiousLiberty', {
      title: 'Religious liberty series',
      intro:
        'Freedom of conscience was won at great cost. These articles follow the people who paid it.',
      groups: [{ title: 'Articles in the series', cards: tagged(['reformation', 'waldensian']) }],
      cta: { label: 'Subscribe for new articles', path: '/subscribe' },
    }),
    collection('/thanks', 'thanks', {
      title: 'Thank you',
      intro: 'Your message or gift has reached us. Thank you for supporting the series.',
      groups: [
        { title: 'Keep reading', cards: tagged(['season-1', 'season-2', 'season-3']).slice(0, 6) },
      ],
      cta: { label: 'Back to the home page', path: '/' },
    }),
  ];
  // Each place's page made again only when what it read changed (keptTrack): an edited story
  // remakes the lists above, and the pages of the places it names, not every place's.
  for (const doc of catalog.ofType('place')) {
    const card = cardOf(doc);
    const made = keptTrack(catalog, doc, (c): PlaceData => ({
      title: card.title,
      summary: (doc.data as { place_summary?: RichTextField }).place_summary ?? [],
      image: card.image,
      events: c
        .referrers(doc.id)
        .filter((e) => e.type === 'events')
        .map(cardOf)
        .sort(byPriority),
      reads: c
        .referrers(doc.id)
        .filter((r) => r.type === 'read' && !r.tags.includes('season-overview'))
        .map(cardOf)
        .sort(byPriority),
    }));
    pages.push(
      keptPage(made, () =>
        page(
          card.path,
          'place',
          { title: card.title, description: card.description, image: card.image },
          made.value,
          [doc.id, ...made.dependencies],
          true,
        ),
      ),
    );
  }
  return pages;
}
