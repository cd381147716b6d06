/**
 * The timeline's zoom buttons before the app is live (issue 29; @site/contracts/islands). The boot
 * script loads this after `load`; a press it is offered puts in place the axis at that zoom, as the
 * build rendered it with the page's own components (timeline-page.tsx `islandTemplates`), instead of
 * waiting on a phone for the app to start and replay it. It does what the page's zoom does from the
 * top of the served timeline: the pressed button, the address (?season=…&zoom=…), the words read
 * out. The page, hydrating, draws the zoom it chose, over the markup it put in place.
 *
 * The templates are the axis as first drawn. A press the page would answer otherwise is not taken,
 * and the app replays it: once the visitor has scrolled into the axis (the page keeps the year at
 * the top in view), when the address names a season, zoom or year the page has yet to show, when a
 * filter box was changed in the served page, or once the app has started rendering.
 */
import {
  answerInIsland,
  ISLAND_PRESS,
  ISLAND_READY_ATTR,
  islandsClosed,
  islandTemplate,
} from '@site/contracts/islands';
import {
  BAR_OFFSET,
  ZOOM_LEVELS,
  ZOOM_NAME,
  type ZoomLevel,
} from '../features/timeline/lib/timeline-layout';
import { readTimelineUrl, writeTimelineUrl } from '../features/timeline/lib/timeline-url';
import { TIMELINE_ZOOM, zoomTemplateName } from '../features/timeline/lib/timeline-zoom-island';

/**
 * The address whose timeline the page shows: as served, unless it names a season, zoom or year
 * (the app shows those once live), then as this island last wrote it.
 */
const asked = readTimelineUrl(location.search);
let ours: string | null = asked.season || asked.zoom || asked.at !== null ? null : location.search;

/** Read out as the page's own polite region does; outside #root, which React is to hydrate. */
function announcer(): HTMLElement {
  const region = document.createElement('p');
  region.className = 'visually-hidden';
  region.setAttribute('aria-live', 'polite');
  document.body.append(region);
  return region;
}

/** The served page as it was: no filter box changed, the top of the axis in view. */
function asServed(group: HTMLElement, axis: HTMLElement): boolean {
  const boxes = group.closest('.timeline-controls')?.querySelectorAll('input[type="checkbox"]');
  return (
    location.search === ours &&
    BAR_OFFSET - axis.getBoundingClientRect().top <= 0 &&
    [...(boxes ?? [])].every((box) => (box as HTMLInputElement).checked)
  );
}

function take(group: HTMLElement, button: HTMLElement, event: Event, say: HTMLElement): void {
  const level = button.dataset.zoom as ZoomLevel;
  const season = group.dataset.season;
  const axis = document.querySelector<HTMLElement>('.timeline-axis');
  if (!ZOOM_LEVELS.includes(level) || !season || !axis || islandsClosed(document)) return;
  if (button.getAttribute('aria-pressed') === 'true' || !asServed(group, axis)) return;
  const drawn = islandTemplate(document, zoomTemplateName(level));
  if (!drawn) return;
  event.preventDefault();
  void answerInIsland(TIMELINE_ZOOM, async () => {
    axis.replaceWith(drawn);
    for (const choice of group.querySelectorAll('button[data-zoom]'))
      choice.setAttribute('aria-pressed', String(choice === button));
    ours = writeTimelineUrl(location.search, { season, zoom: level, at: null });
    history.replaceState(history.state, '', `${location.pathname}${ours}${location.hash}`);
    say.textContent = `Zoom: ${ZOOM_NAME[level].toLowerCase()}.`;
    return level;
  });
}

for (const group of document.querySelectorAll<HTMLElement>(
  '[data-island="content"][data-season]',
)) {
  const say = announcer();
  for (const button of group.querySelectorAll<HTMLElement>('button[data-zoom]'))
    button.addEventListener(ISLAND_PRESS, (event) => take(group, button, event, say));
  group.setAttribute(ISLAND_READY_ATTR, '');
}
