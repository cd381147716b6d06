import type { TimelineItem } from './timeline-view';

// What the build writes and the timeline page reads for a season the page was not served at: the
// season's entries, in a file of the content area's (`/files/content/<name>`). The page carries one
// season's entries, not every season's (issue 33: at twice the corpus, 20,000 entries were 5 MB
// of page data, embedded again in the HTML).

export interface TimelineSeasonFile {
  season: string;
  items: TimelineItem[];
}

/**
 * The file's name for a season's uid: letters, digits and dashes as they are, anything else as a
 * dot and its code, so that the name is plain (the contract's files) and no two uids share one.
 */
export function seasonFileName(uid: string): string {
  const plain = uid.replace(/[^A-Za-z0-9-]/g, (c) => `.${c.codePointAt(0)!.toString(16)}.`);
  return `timeline-${plain}.json`;
}

/** Where the page fetches it. */
export const seasonFileUrl = (uid: string) => `/files/content/${seasonFileName(uid)}`;

const isString = (v: unknown): v is string => typeof v === 'string';
const isYear = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v);

function isItem(v: unknown): v is TimelineItem {
  if (!v || typeof v !== 'object') return false;
  const i = v as Record<string, unknown>;
  return (
    (i.kind === 'event' || i.kind === 'person') &&
    isString(i.id) &&
    isString(i.title) &&
    isString(i.path) &&
    /^\/(?!\/)/.test(i.path) &&
    isString(i.dateLabel) &&
    isYear(i.year) &&
    (i.endYear === null || isYear(i.endYear)) &&
    Array.isArray(i.seasons) &&
    i.seasons.every(isString) &&
    (i.image === null || isString(i.image))
  );
}

/**
 * The entries of `season` in a fetched file, or null when it is not that season's file (another
 * season's, or not one at all): the page then says the season could not be loaded.
 */
export function readSeasonFile(json: unknown, season: string): TimelineItem[] | null {
  if (!json || typeof json !== 'object') return null;
  const file = json as Partial<Record<keyof TimelineSeasonFile, unknown>>;
  if (file.season !== season || !Array.isArray(file.items)) return null;
  const items: unknown[] = file.items;
  return items.every(isItem) && items.every((i) => (i as TimelineItem).seasons.includes(season))
    ? (items as TimelineItem[])
    : null;
}
