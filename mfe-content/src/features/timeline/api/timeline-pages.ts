import type * as prismic from '@prismicio/client';
import {
  reshapePerson,
  type ArticleSection,
  type ContentCard,
  type Person,
  type TimelineEvent,
} from '@site/content';
import { initialAppState } from '@site/app-state';
import type { GeneratedPage } from '@site/contracts/generator';
import { byPriority, cardOf, page, track, type Catalog } from '../../../shared/api/catalog';
import { keptPage, keptTrack } from '../../../shared/api/kept-sections';
import { encodeEntries, type SeasonEntries } from '../lib/timeline-season-file';
import type { Era } from '../lib/timeline-view';
import { eventSections } from './event-sections';
import {
  eventOf,
  seasonEntries,
  seasonTab,
  seasonTabs,
  seasonTags,
  type SeasonTab,
} from './timeline-seasons';

export { timelineSeasonFiles, type SeasonTab } from './timeline-seasons';

export interface TimelineData {
  seasons: SeasonTab[];
  /**
   * The entries of the season the page is served at (the shared state's first). Each other
   * season's are in a file of their own (`seasonFileName`), which the page fetches when that
   * season is chosen: the page carries one season, not all.
   */
  entries: SeasonEntries;
  /** Time periods and sub-periods that hold at least one dated event. */
  eras: Era[];
}

export interface TimelineEventData {
  event: TimelineEvent;
  sections: ArticleSection[];
  people: ContentCard[];
  related: ContentCard[];
}

/** An event of a life, with its date for the person page's timeline tab. */
export type DatedCard = ContentCard & { dateLabel: string | null; year: number | null };

export interface TimelinePersonData {
  person: Person;
  /** In date order; undated events last. */
  events: DatedCard[];
  related: ContentCard[];
}

export interface TimelineGroupData {
  title: string;
  description: string | null;
  season: string | null;
  events: ContentCard[];
  people: ContentCard[];
}

export interface TimelineDetailsData {
  seasons: {
    title: string;
    span: string | null;
    periods: { title: string; subPeriods: ContentCard[] }[];
  }[];
}

const linkId = (v: unknown) =>
  v && typeof v === 'object' && typeof (v as { id?: unknown }).id === 'string'
    ? (v as { id: string }).id
    : null;

/** Bands for the axis: a sub-period spans the years of its events, a period the years of its sub-periods. */
function timelineEras(
  c: Catalog,
  events: ReadonlyMap<prismic.PrismicDocument, TimelineEvent>,
): Era[] {
  const seasonUid = new Map(c.ofType('seasons').map((s) => [s.id, s.uid ?? s.id]));
  const seasonsOf = (doc: prismic.PrismicDocument) => {
    const tags = seasonTags(doc);
    const linked = seasonUid.get(linkId((doc.data as { season?: unknown }).season) ?? '');
    return tags.length > 0 ? tags : linked ? [linked] : [];
  };
  const years = new Map<string, { from: number; to: number }>();
  for (const [doc, event] of events) {
    const sub = linkId((doc.data as { sub_period?: unknown }).sub_period);
    if (!sub || event.startYear === null) continue;
    const span = years.get(sub);
    const end = Math.max(event.startYear, event.endYear ?? event.startYear);
    years.set(
      sub,
      span
        ? { from: Math.min(span.from, event.startYear), to: Math.max(span.to, end) }
        : { from: event.startYear, to: end },
    );
  }
  const imageOf = (doc: prismic.PrismicDocument) => {
    const bg = (doc.data as { background_image?: { url?: unknown } }).background_image;
    return typeof bg?.url === 'string' ? bg.url : null;
  };
  const subs: Era[] = c.ofType('subPeriod').flatMap((doc) => {
    const span = years.get(doc.id);
    return span
      ? [
          {
            id: doc.id,
            kind: 'subPeriod' as const,
            title: cardOf(doc).title,
            path: `/timeline/${doc.uid}`,
            ...span,
            image: imageOf(doc),
            seasons: seasonsOf(doc),
          },
        ]
      : [];
  });
  const periods: Era[] = c.ofType('timePeriod').flatMap((doc) => {
    const own = c
      .ofType('subPeriod')
      .filter((s) => linkId((s.data as { time_period?: unknown }).time_period) === doc.id)
      .map((s) => years.get(s.id))
      .filter((s) => s !== undefined);
    if (own.length === 0) return [];
    const from = Math.min(...own.map((s) => s.from));
    const to = Math.max(...own.map((s) => s.to));
    return [
      {
        id: doc.id,
        kind: 'period' as const,
        title: cardOf(doc).title,
        path: null,
        from,
        to,
        image: imageOf(doc),
        seasons: seasonsOf(doc),
      },
    ];
  });
  return [...periods, ...subs];
}

/**
 * The event's page with its data made only when the build reads it: an incremental build skips
 * most event pages without reading it. Until then the page holds the event's body, not its
 * document (four times the size), and nothing of the generation that made it: a full build holds
 * every event page until it is rendered, and their documents were the largest part of its heap
 * then (issue 33's memory). Here, apart, so that the getter's scope holds nothing else.
 */
function withEventData(
  made: GeneratedPage<TimelineEventData | null>,
  event: TimelineEvent,
  body: unknown,
  linked: Pick<TimelineEventData, 'people' | 'related'>,
): GeneratedPage<TimelineEventData | null> {
  let data: TimelineEventData | undefined;
  Object.defineProperty(made, 'data', {
    enumerable: true,
    get: () => (data ??= { event, sections: eventSections(body), ...linked }),
  });
  return made;
}

export function timelinePages(catalog: Catalog): GeneratedPage[] {
  const eventDocs = catalog.ofType('events');
  const events = eventDocs.map((doc) => ({ doc, event: eventOf(doc) }));
  const reshaped = new Map(events.map(({ doc, event }) => [doc, event]));
  // The timeline itself reads every event and person and the seasons (`track` lists them): an
  // edited event may move into the served season, or out of it.
  const served = initialAppState.seasonTab;
  const timeline = track(catalog, (c): TimelineData => ({
    seasons: seasonTabs(c),
    entries: encodeEntries(served, seasonEntries(c, reshaped).get(served) ?? []),
    eras: timelineEras(c, reshaped),
  }));
  const pages: GeneratedPage[] = [
    page<TimelineData>(
      '/timeline',
      'timeline',
      { title: 'Timeline', description: 'Events and people of every season, in order.' },
      timeline.value,
      timeline.dependencies,
      true,
    ),
  ];

  // Event and person pages record what they read (`track`), so an incremental build skips those
  // whose documents did not change.
  for (const { doc, event } of events) {
    const { value: linked, dependencies } = track(catalog, (c) => ({
      people: c.cards(event.relatedPeople),
      related: c.cards([...event.relatedPlaces]),
    }));
    const made = page<TimelineEventData | null>(
      event.path,
      'timelineEvent',
      { title: event.title, description: event.description, image: event.image },
      null,
      [doc.id, ...dependencies],
      true,
    );
    pages.push(withEventData(made, event, (doc.data as { body?: unknown }).body, linked));
  }
  // The combined template: one page per sub-period with its events and the people in them.
  for (const sub of catalog.ofType('subPeriod')) {
    const own = events.filter(
      ({ doc }) => linkId((doc.data as { sub_period?: unknown }).sub_period) === sub.id,
    );
    const people = catalog.cards(own.flatMap(({ event }) => event.relatedPeople));
    const unique = [...new Map(people.map((p) => [p.id, p])).values()];
    const card = cardOf(sub);
    const season = seasonTags(sub)[0] ?? null;
    const data: TimelineGroupData = {
      title: card.title,
      description: card.description,
      season,
      events: own.map(({ doc }) => cardOf(doc)),
      people: unique,
    };
    pages.push(
      page(`/timeline/${card.uid}`, 'timelineEventAndPeople', { title: card.title }, data, [
        sub.id,
        ...own.map(({ doc }) => doc.id),
      ]),
    );
  }

  const periods = catalog.ofType('timePeriod');
  const subs = catalog.ofType('subPeriod');
  const details: TimelineDetailsData = {
    seasons: catalog
      .ofType('seasons')
      .map((s) => {
        const tab = seasonTab(s);
        const own = periods
          .filter((p) => linkId((p.data as { season?: unknown }).season) === s.id)
          .map(cardOf)
          .sort((a, b) => a.priority - b.priority);
        return {
          title: `${tab.title}: ${tab.subtitle}`,
          span: tab.span,
          periods: own.map((p) => ({
            title: p.title,
            subPeriods: subs
              .filter((sp) => linkId((sp.data as { time_period?: unknown }).time_period) === p.id)
              .map((sp) => ({ ...cardOf(sp), path: `/timeline/${sp.uid}` })),
          })),
        };
      })
      .sort((a, b) => a.title.localeCompare(b.title)),
  };
  pages.push(
    page(
      '/timeline-details',
      'timelineDetails',
      { title: 'Timeline details' },
      details,
      [...periods, ...subs].map((d) => d.id),
    ),
  );
  return pages;
}

/**
 * The people's pages, apart from the timeline's (an area kept warm makes each again only when what
 * it read changed, issue 33): a person's page lists the events and stories that mention them, so
 * an edited story makes the people's pages again, and not the ten thousand events'.
 */
export function timelinePersonPages(catalog: Catalog): GeneratedPage[] {
  const pages: GeneratedPage[] = [];
  for (const doc of catalog.ofType('people')) {
    const person = reshapePerson(doc);
    const made = keptTrack(catalog, doc, (c): TimelinePersonData => {
      const mentions = c.referrers(doc.id, 'related_people');
      return {
        person,
        events: mentions
          .filter((d) => d.type === 'events')
          .map((d): DatedCard => {
            const event = eventOf(d);
            return { ...cardOf(d), dateLabel: event.dateLabel, year: event.startYear };
          })
          .sort((a, b) => (a.year ?? Infinity) - (b.year ?? Infinity) || byPriority(a, b)),
        related: mentions
          .filter((d) => d.type === 'read')
          .map(cardOf)
          .sort(byPriority),
      };
    });
    pages.push(
      keptPage(made, () =>
        page(
          person.path,
          'timelinePerson',
          {
            title: person.name,
            description: person.description,
            type: 'profile',
            image: person.image,
          },
          made.value,
          [doc.id, ...made.dependencies],
          true,
        ),
      ),
    );
  }

  return pages;
}
