/** The timeline's pure logic: filtering, zoom, jumping and skipping. No React, no DOM. */

export interface TimelineItem {
  kind: 'event' | 'person';
  id: string;
  title: string;
  path: string;
  /** "1517", "586 BC", "31 October 1517 – 3 January 1521", "1483–1546". */
  dateLabel: string;
  /** Signed year (BC negative) where the item sits. */
  year: number;
  /** A person's death year, or the last year of a dated range; null for a single date. */
  endYear: number | null;
  seasons: string[];
  /** The featured image (event) or profile photo (person), when the content has one. */
  image: string | null;
}

/** A time period or sub-period as a band along the axis; its years come from the events it holds. */
export interface Era {
  id: string;
  kind: 'period' | 'subPeriod';
  title: string;
  path: string | null;
  from: number;
  to: number;
  image: string | null;
  seasons: string[];
}

export function erasOf(eras: readonly Era[], season: string): Era[] {
  return eras
    .filter((e) => e.seasons.includes(season))
    .sort((a, b) => a.from - b.from || b.to - a.to);
}

export interface TimelineFilter {
  season: string;
  events: boolean;
  people: boolean;
}

/** Items of the chosen season and kinds, oldest first. */
export function visibleItems(
  items: readonly TimelineItem[],
  filter: TimelineFilter,
): TimelineItem[] {
  return items
    .filter((i) => i.seasons.includes(filter.season))
    .filter((i) => (i.kind === 'event' ? filter.events : filter.people))
    .sort((a, b) => a.year - b.year || a.title.localeCompare(b.title));
}

/** Spec §5: sliders clamp to 0–100 in whole steps; anything unreadable keeps the current value. */
export function clampZoom(value: unknown, current: number, min = 0, max = 100): number {
  const n =
    typeof value === 'number'
      ? value
      : typeof value === 'string' && value.trim() !== ''
        ? Number(value)
        : NaN;
  if (!Number.isFinite(n)) return current;
  return Math.min(max, Math.max(min, Math.round(n)));
}

/** A year the visitor typed with its era, as a signed year; an error message when it cannot be one. */
export function parseJumpYear(text: string, era: string): { year: number } | { error: string } {
  const trimmed = text.trim();
  if (!/^\d{1,4}$/.test(trimmed)) return { error: 'Enter a year of one to four digits.' };
  const n = Number(trimmed);
  if (n === 0) return { error: 'There is no year 0: use 1 BC or AD 1.' };
  if (era !== 'AD' && era !== 'BC') return { error: 'Choose AD or BC.' };
  return { year: era === 'BC' ? -n : n };
}

/** The index of the item closest in time to `year` (the earlier one on a tie); -1 for an empty list. */
export function nearestIndex(items: readonly { year: number }[], year: number): number {
  let best = -1;
  let distance = Infinity;
  items.forEach((item, i) => {
    const d = Math.abs(item.year - year);
    if (d < distance) {
      best = i;
      distance = d;
    }
  });
  return best;
}

export const SKIP_CHOICES = ['10', '50', '100', '500'] as const;

/** The year after skipping `skipTime` years forward (1) or back (-1); AD/BC has no year 0. */
export function skipYear(from: number, skipTime: string, direction: 1 | -1): number {
  const step = Number(skipTime);
  const by = Number.isInteger(step) && step > 0 ? step : 10;
  let to = from + direction * by;
  if (from > 0 && to <= 0) to -= 1;
  else if (from < 0 && to >= 0) to += 1;
  return to;
}

/** "1517" or "586 BC": how a signed year reads in announcements. */
export function yearLabel(year: number): string {
  return year < 0 ? `${-year} BC` : `AD ${year}`;
}
