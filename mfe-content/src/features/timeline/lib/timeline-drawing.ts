import type { TimelineData } from '../api/timeline-pages';
import { placeBands } from './timeline-bands';
import { layoutTimeline, type ZoomLevel } from './timeline-layout';
import { erasOf, visibleItems } from './timeline-view';

/** Which of a season's entries are shown (spec §3: the season tab and the events and people boxes). */
export interface TimelineFilters {
  season: string;
  events: boolean;
  people: boolean;
}

/**
 * What the timeline draws for a season, filters, zoom and opened rows: the entries shown, their rows
 * and the era bands beside them. The page draws with it, and the build with it renders the axis at
 * the other zoom levels for the zoom island (islands/timeline-zoom.ts), so both draw the same.
 */
export function drawTimeline(
  timeline: TimelineData | undefined,
  { season, events, people }: TimelineFilters,
  level: ZoomLevel,
  open: ReadonlySet<number>,
) {
  const items = visibleItems(timeline?.items ?? [], { season, events, people });
  const layout = layoutTimeline(items, level, open);
  const { bands, lanes } = placeBands(layout, erasOf(timeline?.eras ?? [], season));
  return { items, layout, bands, bandLanes: lanes };
}
