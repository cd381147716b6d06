import type { Era, TimelineItem } from './timeline-view';

// Test support for the timeline's tests (no test runs here): items and eras with only what a test
// cares about to give.

/** An item at `year`, titled and linked by its id; an event of season 1 unless told otherwise. */
export function timelineItem(
  id: string,
  year: number,
  more: Partial<Pick<TimelineItem, 'kind' | 'endYear' | 'seasons'>> = {},
): TimelineItem {
  return {
    kind: 'event',
    id,
    title: id,
    path: `/timeline/${id}`,
    dateLabel: String(year),
    year,
    endYear: null,
    seasons: ['season-1'],
    image: null,
    ...more,
  };
}

/** A period or sub-period of season 1 from `from` to `to`. */
export function era(id: string, kind: Era['kind'], from: number, to: number): Era {
  return { id, kind, title: id, path: null, from, to, image: null, seasons: ['season-1'] };
}
