import type { TimelineItem } from './timeline-view';

// One season's entries as the build writes them and the timeline page reads them: in the page's
// data for the season it is served at, and in a file of the content area's for each other season
// (`/files/content/<name>`). The page carries one season, not all (issue 33: at twice the corpus,
// 20,000 entries were 5 MB of page data, embedded again in the HTML), and in rows, not objects:
// an entry's keys, its season and its image's address (a few images serve thousands of entries)
// were more than half of its bytes.

/** An entry on the wire: kind, id, title, path, date label, year, end year, index of its image. */
export type EntryRow = [
  kind: 'e' | 'p',
  id: string,
  title: string,
  path: string,
  dateLabel: string,
  year: number,
  endYear: number | null,
  image: number,
];

export interface SeasonEntries {
  season: string;
  /** The distinct image addresses of the entries; a row names one by index, -1 for none. */
  images: string[];
  rows: EntryRow[];
}

/** A season's entries in rows (`items` are that season's, in any order). */
export function encodeEntries(season: string, items: readonly TimelineItem[]): SeasonEntries {
  const images: string[] = [];
  const index = new Map<string, number>();
  const imageOf = (url: string | null) => {
    if (url === null) return -1;
    let i = index.get(url);
    if (i === undefined) index.set(url, (i = images.push(url) - 1));
    return i;
  };
  const rows = items.map((i): EntryRow => [
    i.kind === 'event' ? 'e' : 'p',
    i.id,
    i.title,
    i.path,
    i.dateLabel,
    i.year,
    i.endYear,
    imageOf(i.image),
  ]);
  return { season, images, rows };
}

const isString = (v: unknown): v is string => typeof v === 'string';
const isYear = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v);

/**
 * The entries of `season` from rows the page was given or fetched, or null when they are not that
 * season's (another season's file, or not one at all, or a row out of shape): the page then says
 * the season could not be loaded.
 */
export function decodeEntries(json: unknown, season: string): TimelineItem[] | null {
  if (!json || typeof json !== 'object') return null;
  const wire = json as Partial<Record<keyof SeasonEntries, unknown>>;
  if (wire.season !== season || !Array.isArray(wire.images) || !Array.isArray(wire.rows))
    return null;
  const images: unknown[] = wire.images;
  if (!images.every(isString)) return null;
  const items: TimelineItem[] = [];
  for (const row of wire.rows as unknown[]) {
    if (!Array.isArray(row) || row.length !== 8) return null;
    const [kind, id, title, path, dateLabel, year, endYear, image] = row as unknown[];
    if (
      (kind !== 'e' && kind !== 'p') ||
      !isString(id) ||
      !isString(title) ||
      !isString(path) ||
      // A path on this site, never another's (`//host/…` is one).
      !/^\/(?!\/)/.test(path) ||
      !isString(dateLabel) ||
      !isYear(year) ||
      (endYear !== null && !isYear(endYear)) ||
      !isYear(image) ||
      image < -1 ||
      image >= images.length
    )
      return null;
    items.push({
      kind: kind === 'e' ? 'event' : 'person',
      id,
      title,
      path,
      dateLabel,
      year,
      endYear,
      seasons: [season],
      image: image === -1 ? null : (images[image] as string),
    });
  }
  return items;
}

/**
 * The file's name for a season's uid: letters, digits and dashes as they are, anything else as its
 * code between dots, so that the name is plain (the contract's files) and no two uids share one.
 */
export function seasonFileName(uid: string): string {
  const plain = uid.replace(/[^A-Za-z0-9-]/g, (c) => `.${c.codePointAt(0)!.toString(16)}.`);
  return `timeline-${plain}.json`;
}

/** Where the page fetches it. */
export const seasonFileUrl = (uid: string) => `/files/content/${seasonFileName(uid)}`;
