import type * as prismic from '@prismicio/client';
import {
  formatHistoricDate,
  parseHistoricDate,
  reshapeEvent,
  reshapePerson,
  signedYear,
  type TimelineEvent,
} from '@site/content';
import { initialAppState } from '@site/app-state';
import { cardOf, type Catalog } from '../../../shared/api/catalog';
import { encodeEntries, seasonFileName } from '../lib/timeline-season-file';
import type { TimelineItem } from '../lib/timeline-view';

// The timeline's seasons (timeline-pages.ts): their tabs, the entries each draws, and the files of
// the seasons the page is not served at.

export interface SeasonTab {
  uid: string;
  title: string;
  subtitle: string;
  span: string | null;
  jumpYear: number | null;
}

export const seasonTags = (doc: prismic.PrismicDocument) =>
  doc.tags.filter((t) => /^season-\d+$/.test(t));

export function seasonTab(doc: prismic.PrismicDocument): SeasonTab {
  const d = doc.data as Record<string, unknown>;
  const begin = parseHistoricDate(d.season_begin_date, d.season_begin_date_ad_bc);
  const end = parseHistoricDate(d.season_end_date, d.season_end_date_ad_bc);
  const jump = parseHistoricDate(d.timeline_jump_to_date, d.timeline_jump_to_date_ad_bc);
  const card = cardOf(doc);
  const subtitle = Array.isArray(d.season_title)
    ? String((d.season_title[0] as { text?: string } | undefined)?.text ?? '')
    : '';
  return {
    uid: doc.uid ?? doc.id,
    title: card.title,
    subtitle,
    span: begin && end ? `${formatHistoricDate(begin)} – ${formatHistoricDate(end)}` : null,
    jumpYear: jump ? signedYear(jump) : null,
  };
}

function deathYear(doc: prismic.PrismicDocument): number | null {
  const d = doc.data as Record<string, unknown>;
  const death = parseHistoricDate(d.date_of_death, d.death_date_ad_bc);
  return death ? signedYear(death) : null;
}

/**
 * An event reshaped once per document: a process that builds again (the site build's warm builder)
 * is given the same objects for documents that did not change. Shared, so never changed.
 */
const reshapedEvents = new WeakMap<prismic.PrismicDocument, TimelineEvent>();
export function eventOf(doc: prismic.PrismicDocument): TimelineEvent {
  let event = reshapedEvents.get(doc);
  if (!event) reshapedEvents.set(doc, (event = reshapeEvent(doc)));
  return event;
}

/** The timeline's entries by season: only what a season tab can draw (dated, in a season). */
export function seasonEntries(
  c: Catalog,
  reshaped: ReadonlyMap<prismic.PrismicDocument, TimelineEvent>,
): Map<string, TimelineItem[]> {
  const items: TimelineItem[] = [
    ...c
      .ofType('events')
      .map((doc) => ({ doc, event: reshaped.get(doc) ?? eventOf(doc) }))
      .filter(
        ({ doc, event }) =>
          event.startYear !== null && event.dateLabel && seasonTags(doc).length > 0,
      )
      .map(({ doc, event }): TimelineItem => ({
        kind: 'event',
        id: event.id,
        title: event.title,
        path: event.path,
        dateLabel: event.dateLabel ?? '',
        year: event.startYear ?? 0,
        endYear: event.endYear,
        seasons: seasonTags(doc),
        image: event.image?.url ?? null,
      })),
    ...c
      .ofType('people')
      .filter((doc) => seasonTags(doc).length > 0)
      .map((doc) => ({ doc, person: reshapePerson(doc) }))
      .filter(({ person }) => person.birthYear !== null)
      .map(({ doc, person }): TimelineItem => ({
        kind: 'person',
        id: person.id,
        title: person.name,
        path: person.path,
        dateLabel: person.lifespan ?? '',
        year: person.birthYear ?? 0,
        endYear: deathYear(doc),
        seasons: seasonTags(doc),
        image: (person.profileImage ?? person.image)?.url ?? null,
      })),
  ];
  const bySeason = new Map<string, TimelineItem[]>();
  for (const item of items)
    for (const season of item.seasons) {
      const own = bySeason.get(season);
      if (own) own.push(item);
      else bySeason.set(season, [item]);
    }
  return bySeason;
}

export const seasonTabs = (c: Catalog) =>
  c
    .ofType('seasons')
    .map(seasonTab)
    .sort((a, b) => a.uid.localeCompare(b.uid));

/**
 * The file of each season's entries, but the one the page carries: the page fetches it when the
 * visitor chooses that season (`/files/content/<name>`).
 */
export function timelineSeasonFiles(catalog: Catalog): Array<{ name: string; content: string }> {
  const entries = seasonEntries(catalog, new Map());
  return seasonTabs(catalog)
    .filter(({ uid }) => uid !== initialAppState.seasonTab)
    .map(({ uid }) => ({
      name: seasonFileName(uid),
      content: JSON.stringify(encodeEntries(uid, entries.get(uid) ?? [])),
    }));
}
