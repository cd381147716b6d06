import { placeBands } from './timeline-bands';
import { layoutTimeline, type ZoomLevel } from './timeline-layout';
import { erasOf, visibleItems, type Era, type TimelineItem } from './timeline-view';

/** Which of a season's entries are shown (spec §3: the season tab and the events and people boxes). */
export interface TimelineFilters {
  season: string;
  events: boolean;
  people: boolean;
}

/**
 * What the timeline draws of a season's entries (`entries`: the page's own, or its file's) for
 * filters, zoom and opened rows: the entries shown, their rows and the era bands beside them. The page draws with it, and the build with it renders the axis at
 * the other zoom levels for the zoom island (islands/timeline-zoom.ts), so both draw the same.
 */
export function drawTimeline(
  entries: readonly TimelineItem[],
  eras: readonly Era[],
  { season, events, people }: TimelineFilters,
  level: ZoomLevel,
  open: ReadonlySet<number>,
) {
  const items = visibleItems(entries, { season, events, people });
  const layout = layoutTimeline(items, level, open);
  const { bands, lanes } = placeBands(layout, erasOf(eras, season));
  return { items, layout, bands, bandLanes: lanes };
}
