import type { ReactElement } from 'react';
import { initialAppState } from '@site/app-state';
import { settledIslandAnswer } from '@site/contracts/islands';
import type { TimelineData } from '../api/timeline-pages';
import { drawTimeline } from '../lib/timeline-drawing';
import { FIRST_VIEW, ZOOM_LEVELS, zoomLevelOf, type ZoomLevel } from '../lib/timeline-layout';
import { TIMELINE_ZOOM, zoomTemplateName } from '../lib/timeline-zoom-island';
import { TimelineAxis } from './timeline-axis';
import { carriedEntries } from './use-season-items';

// The page's side of the zoom island (islands/timeline-zoom.ts; @site/contracts/islands): the
// templates the build renders for it, and the zoom it chose, which the page takes up as it hydrates.

/** No cluster opened. */
export const NO_OPEN: ReadonlySet<number> = new Set();
const ignore = () => {};

/**
 * The zoom the timeline's island drew before the app was live (islands/timeline-zoom.ts): the page,
 * hydrating, draws the same. Only then: a later visit in the app starts from the shared state.
 */
export function islandZoom(): ZoomLevel | null {
  if (typeof window === 'undefined' || document.documentElement.dataset.ready === 'true')
    return null;
  const answer = settledIslandAnswer<ZoomLevel>(TIMELINE_ZOOM);
  return answer?.ok && ZOOM_LEVELS.includes(answer.value) ? answer.value : null;
}

/**
 * The axis at the zoom levels the page is not served at, as the page first draws it (the served
 * season and filters, the top of the axis, nothing opened): the build renders them beside the page,
 * and the zoom island puts one in place when a zoom button is pressed before the app is live.
 */
export function islandTemplates(data: unknown): Record<string, ReactElement> {
  const timeline = data as TimelineData | undefined;
  const { seasonTab: season, eventsChecked: events, peopleChecked: people } = initialAppState;
  const served = zoomLevelOf(initialAppState.zoom);
  const templates: Record<string, ReactElement> = {};
  for (const level of ZOOM_LEVELS) {
    if (level === served) continue;
    const drawn = drawTimeline(
      timeline && season === timeline.entries.season ? carriedEntries(timeline) : [],
      timeline?.eras ?? [],
      { season, events, people },
      level,
      NO_OPEN,
    );
    if (drawn.items.length === 0) return {};
    templates[zoomTemplateName(level)] = (
      <TimelineAxis
        layout={drawn.layout}
        bands={drawn.bands}
        bandLanes={drawn.bandLanes}
        view={FIRST_VIEW}
        tabStop={null}
        onOpen={ignore}
        onFold={ignore}
        onKeyDown={ignore}
      />
    );
  }
  return templates;
}
