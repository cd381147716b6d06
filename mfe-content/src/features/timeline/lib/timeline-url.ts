/**
 * The timeline's address: `/timeline?season=season-1&zoom=decade&at=1517` (BC years as `at=-586`
 * or `at=586BC`). Anything unreadable is left out, so a bad link still opens the timeline.
 */
import { ZOOM_LEVELS, type ZoomLevel } from './timeline-layout';

export interface TimelineUrlState {
  season: string | null;
  zoom: ZoomLevel | null;
  at: number | null;
}

export function parseAt(text: string | null): number | null {
  if (!text) return null;
  const m = /^\s*(-?\d{1,5})\s*(BC|AD)?\s*$/i.exec(text);
  if (!m) return null;
  let n = Number(m[1]);
  if (m[2]?.toUpperCase() === 'BC') n = -Math.abs(n);
  return n === 0 ? null : n;
}

export function readTimelineUrl(search: string): TimelineUrlState {
  const q = new URLSearchParams(search);
  const zoom = q.get('zoom');
  const season = q.get('season');
  return {
    season: season && /^[\w-]{1,64}$/.test(season) ? season : null,
    zoom: ZOOM_LEVELS.includes(zoom as ZoomLevel) ? (zoom as ZoomLevel) : null,
    at: parseAt(q.get('at')),
  };
}

/** The search string for a state, keeping any other parameters the address already had. */
export function writeTimelineUrl(
  search: string,
  state: { season: string; zoom: ZoomLevel; at: number | null },
): string {
  const q = new URLSearchParams(search);
  q.set('season', state.season);
  q.set('zoom', state.zoom);
  if (state.at === null) q.delete('at');
  else q.set('at', String(state.at));
  return `?${q.toString()}`;
}
