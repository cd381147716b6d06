import { useCallback, useEffect, useState } from 'react';
import type { TimelineData } from '../api/timeline-pages';
import { decodeEntries, seasonFileUrl } from '../lib/timeline-season-file';
import type { TimelineItem } from '../lib/timeline-view';

/** A season's entries as the page has them: carried, fetched, on the way, or failed. */
export type SeasonItems =
  | { state: 'ready'; items: readonly TimelineItem[] }
  | { state: 'loading' }
  | { state: 'failed'; retry: () => void };

/** Seasons fetched in this visit, or on the way: each file is asked for once while it holds. */
const fetched = new Map<string, Promise<TimelineItem[]>>();
/** Those that arrived, to draw at once when chosen (a season fetched as its tab was pointed at). */
const arrived = new Map<string, TimelineItem[]>();

/**
 * A season's entries from its file. A failure is forgotten, so that the next ask (the page's
 * "Try again") fetches afresh.
 */
export function loadSeason(season: string): Promise<TimelineItem[]> {
  let load = fetched.get(season);
  if (!load) {
    load = fetch(seasonFileUrl(season), { headers: { accept: 'application/json' } })
      .then((res) => {
        if (!res.ok) throw new Error(`${res.status}`);
        return res.json() as Promise<unknown>;
      })
      .then((json) => {
        const items = decodeEntries(json, season);
        if (!items) throw new Error('not the season asked for');
        arrived.set(season, items);
        return items;
      });
    load.catch(() => fetched.delete(season));
    fetched.set(season, load);
  }
  return load;
}

/** Fetch a season before it is chosen (a pointer over its tab, or focus on it); failures wait for the choice. */
export function prefetchSeason(timeline: TimelineData, season: string): void {
  if (season !== timeline.entries.season) loadSeason(season).catch(() => {});
}

const carriedItems = new WeakMap<TimelineData, readonly TimelineItem[]>();
/** The entries the page carries, read once per page's data. */
export function carriedEntries(timeline: TimelineData): readonly TimelineItem[] {
  let items = carriedItems.get(timeline);
  if (!items) {
    items = decodeEntries(timeline.entries, timeline.entries.season) ?? [];
    carriedItems.set(timeline, items);
  }
  return items;
}

/** Forget every fetched season (tests). */
export function forgetSeasons(): void {
  fetched.clear();
  arrived.clear();
}

/**
 * The entries of `season`: the page's own when it was served at that season, else its file's,
 * fetched once per visit; none for a season the page has no tab for.
 */
export function useSeasonItems(timeline: TimelineData | undefined, season: string): SeasonItems {
  // A season with no tab (a state kept from another build, say) has no file either: nothing to draw.
  const carried =
    !timeline ||
    timeline.entries.season === season ||
    !timeline.seasons.some((s) => s.uid === season);
  const [got, setGot] = useState<{
    season: string;
    items?: TimelineItem[];
    failed?: boolean;
  } | null>(null);
  const [attempt, setAttempt] = useState(0);
  const retry = useCallback(() => {
    setGot(null);
    setAttempt((n) => n + 1);
  }, []);

  useEffect(() => {
    if (carried || arrived.has(season)) return;
    let live = true;
    loadSeason(season).then(
      (items) => live && setGot({ season, items }),
      () => live && setGot({ season, failed: true }),
    );
    return () => {
      live = false;
    };
  }, [carried, season, attempt]);

  if (carried)
    return {
      state: 'ready',
      items: timeline?.entries.season === season ? carriedEntries(timeline) : [],
    };
  const known = arrived.get(season);
  if (known) return { state: 'ready', items: known };
  if (got?.season === season && got.items) return { state: 'ready', items: got.items };
  if (got?.season === season && got.failed) return { state: 'failed', retry };
  return { state: 'loading' };
}
