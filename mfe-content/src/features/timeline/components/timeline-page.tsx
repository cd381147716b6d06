import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
} from 'react';
import { Link } from '@site/router';
import { appState } from '@site/app-state';
import { useAppState } from '@site/app-state/react';
import type { PageProps } from '@site/contracts/remote';
import type { TimelineData } from '../api/timeline-pages';
import { drawTimeline } from '../lib/timeline-drawing';
import {
  focusStops,
  yearAtY,
  yOfYear,
  ZOOM_NAME,
  ZOOM_VALUE,
  zoomLevelOf,
  type ZoomLevel,
} from '../lib/timeline-layout';
import { deepLinkTarget } from '../lib/timeline-deep-link';
import { readTimelineUrl, writeTimelineUrl } from '../lib/timeline-url';
import { nearestIndex, skipYear, yearLabel } from '../lib/timeline-view';
import { TimelineAxis } from './timeline-axis';
import { islandZoom, NO_OPEN } from './zoom-island-page';

// The build renders the zoom island's templates from the page's module (@site/contracts/remote).
export { islandTemplates } from './zoom-island-page';
import { TimelineControls } from './timeline-controls';
import { useAxisView } from './use-axis-view';
import { prefetchSeason, useSeasonItems } from './use-season-items';
import './timeline.css';
import './timeline-axis.css';

const PANEL_ID = 'timeline-panel';
const NO_ITEMS: readonly never[] = [];
const useIsoLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;

/** `/timeline`: a season's periods, events and lives along one axis, windowed, by keyboard and screen reader too. */
export default function TimelinePage({ data }: PageProps) {
  const timeline = data as TimelineData | undefined;
  const season = useAppState((s) => s.seasonTab);
  const events = useAppState((s) => s.eventsChecked);
  const people = useAppState((s) => s.peopleChecked);
  const storedLevel = zoomLevelOf(useAppState((s) => s.zoom));
  const [earlyLevel] = useState(islandZoom);
  // Moves once the address is read, so the anchor is placed even when the link changes no state.
  const [restoredAt, setRestoredAt] = useState(0);
  // The island wrote its zoom into the address too: once that is read, the shared state has it.
  const level = restoredAt === 0 && earlyLevel ? earlyLevel : storedLevel;
  const [open, setOpen] = useState<{ key: string; keys: ReadonlySet<number> }>({
    key: '',
    keys: NO_OPEN,
  });
  const [currentId, setCurrentId] = useState<string | null>(null);
  const [message, setMessage] = useState('');
  const axisRef = useRef<HTMLDivElement>(null);
  const { view, axisScrollTop, scrollAxisTo } = useAxisView(axisRef);

  // Opened clusters belong to one season, filter and zoom; any change folds them again.
  const openKey = `${season}|${events}|${people}|${level}`;
  const openKeys = open.key === openKey ? open.keys : NO_OPEN;
  const entries = useSeasonItems(timeline, season);
  const shown = entries.state === 'ready' ? entries.items : NO_ITEMS;
  const { items, layout, bands, bandLanes } = useMemo(
    () => drawTimeline(shown, timeline?.eras ?? [], { season, events, people }, level, openKeys),
    [shown, timeline, season, events, people, level, openKeys],
  );
  const stops = useMemo(() => focusStops(layout.rows), [layout]);
  const tab = timeline?.seasons.find((s) => s.uid === season);

  // What to do once the layout for a new season or zoom is drawn: keep a year at the top, focus a stop.
  // `link`: the year came from the address, so its own entry is shown (its folded row opened).
  const anchor = useRef<{ year: number; focus: string | null; link?: boolean } | null>(null);
  const pendingFocus = useRef<string | null>(null);
  const restored = useRef(false);

  /** Set when an action (jump, skip, arrow key, zoom) wrote `at`: the scroll it causes keeps that year. */
  const keepAt = useRef(false);
  const writeUrl = useCallback(
    (at: number | null, next: { season?: string; zoom?: ZoomLevel } = {}, explicit = true) => {
      keepAt.current = explicit;
      const state = appState.getState();
      const search = writeTimelineUrl(window.location.search, {
        season: next.season ?? state.seasonTab,
        zoom: next.zoom ?? zoomLevelOf(state.zoom),
        at,
      });
      // Replace, keeping the router's own history state, so moving along the axis adds no history entries.
      if (search !== window.location.search)
        window.history.replaceState(
          window.history.state,
          '',
          `${window.location.pathname}${search}${window.location.hash}`,
        );
    },
    [],
  );

  // `/timeline?season=season-2&zoom=decade&at=1517` opens there (after hydration: the page is prerendered without it).
  useEffect(() => {
    if (!timeline) return;
    const url = readTimelineUrl(window.location.search);
    const next: Partial<ReturnType<typeof appState.getState>> = {};
    if (url.season && timeline.seasons.some((s) => s.uid === url.season))
      next.seasonTab = url.season;
    if (url.zoom) next.zoom = ZOOM_VALUE[url.zoom];
    if (url.at !== null) anchor.current = { year: url.at, focus: null, link: true };
    restored.current = true;
    appState.setState(next);
    setRestoredAt((n) => n + 1);
  }, [timeline]);

  useIsoLayoutEffect(() => {
    const a = anchor.current;
    if (!a || !restored.current || layout.rows.length === 0) return;
    if (a.link) {
      const target = deepLinkTarget(layout, a.year);
      // Open the folded row first; this runs again with the row open and lands on the card.
      if (target?.mustOpen) {
        setOpen({ key: openKey, keys: new Set([...openKeys, target.rowKey]) });
        return;
      }
      anchor.current = null;
      if (!target) return;
      // The scroll this causes must not rewrite the address: the link stays as given.
      keepAt.current = true;
      scrollAxisTo(target.y);
      setCurrentId(target.entryId);
      return;
    }
    anchor.current = null;
    scrollAxisTo(yOfYear(layout, a.year));
    const index = nearestIndex(
      stops.map((s) => s.entry ?? { year: layout.rows[s.row]!.from }),
      a.year,
    );
    const stop = stops[index];
    if (stop) setCurrentId(stop.id);
    if (a.focus && stop) pendingFocus.current = stop.id;
    // openKey and openKeys belong to the layout they made; restoredAt runs this again once a link is read.
  }, [layout, stops, scrollAxisTo, restoredAt]);

  // Focus a stop once it is drawn; scroll its row into the drawn window first when it is not.
  // A focused stop drawn again as a new element (rows re-laid out after a cluster opens) keeps the
  // focus, which would otherwise fall to the body with the removed element.
  const focused = useRef<{ id: string; el: HTMLElement } | null>(null);
  useEffect(() => {
    const stopEl = (stopId: string) =>
      axisRef.current?.querySelector<HTMLElement>(`[data-stop="${CSS.escape(stopId)}"]`);
    const was = focused.current;
    const active = document.activeElement;
    if (was && !was.el.isConnected && (!active || active === document.body)) {
      const again = stopEl(was.id);
      if (again) {
        focused.current = { id: was.id, el: again };
        again.focus();
      }
    }
    const id = pendingFocus.current;
    if (!id) return;
    const el = stopEl(id);
    if (el) {
      pendingFocus.current = null;
      focused.current = { id, el };
      // A card still being laid out can refuse focus for a frame or two, and many on a busy
      // phone: try again at each frame, for up to a second.
      const until = performance.now() + 1000;
      const focusNow = () => {
        const target = focused.current?.id === id ? stopEl(id) : null;
        if (!target || document.activeElement === target) return;
        target.focus();
        if (document.activeElement !== target && performance.now() < until)
          requestAnimationFrame(focusNow);
      };
      focusNow();
      return;
    }
    const stop = stops.find((s) => s.id === id);
    const row = stop && layout.rows[stop.row];
    if (row) scrollAxisTo(row.top);
    else pendingFocus.current = null;
  });

  // The address follows the scroll once it settles, and only a scroll the visitor made: a wheel, a
  // touch, a key or the scroll bar since the last settled position. The axis also moves when what is
  // above it is laid out again, or when a restored link scrolls to its entry; on a busy phone that
  // can settle before the link's season is drawn, and the address given must stay as it is.
  const settled = useRef<{ top: number; when: number } | null>(null);
  const lastInput = useRef(Number.NEGATIVE_INFINITY);
  useEffect(() => {
    const mark = () => {
      lastInput.current = performance.now();
    };
    const inputs = ['wheel', 'touchmove', 'keydown', 'pointerdown'] as const;
    for (const type of inputs)
      window.addEventListener(type, mark, { capture: true, passive: true });
    return () => {
      for (const type of inputs) window.removeEventListener(type, mark, { capture: true });
    };
  }, []);
  useEffect(() => {
    if (!restored.current) return;
    const top = axisScrollTop();
    const was = settled.current;
    if (was === null) {
      settled.current = { top, when: performance.now() };
      return;
    }
    if (Math.abs(top - was.top) < 48) return;
    const timer = window.setTimeout(() => {
      settled.current = { top, when: performance.now() };
      if (keepAt.current) keepAt.current = false;
      else if (lastInput.current >= was.when)
        writeUrl(top > 0 ? yearAtY(layout, top) : null, {}, false);
    }, 250);
    return () => window.clearTimeout(timer);
  }, [view, layout, axisScrollTop, writeUrl]);

  const announce = useCallback((text: string) => setMessage(text), []);

  function moveTo(index: number, prefix = '') {
    const stop = stops[index];
    if (!stop) return announce('Nothing is shown: turn on events or people.');
    setCurrentId(stop.id);
    pendingFocus.current = stop.id;
    const row = layout.rows[stop.row]!;
    const e = stop.entry;
    announce(
      e
        ? `${prefix}${e.kind === 'event' ? 'Event' : 'Person'}, ${e.dateLabel}: ${e.title}.`
        : `${prefix}${row.entries.length} entries in ${row.label}, folded. Press Enter to open.`,
    );
    writeUrl(e?.year ?? row.from);
  }

  function goToIndex(index: number, prefix: string, year: number) {
    const item = items[index];
    if (!item) return announce('Nothing is shown: turn on events or people.');
    // A target inside a folded cluster opens it, so focus lands on the entry itself.
    const row = layout.rows.find((r) => r.entries.includes(item));
    if (row?.clustered) setOpen({ key: openKey, keys: new Set([...openKeys, row.key]) });
    setCurrentId(item.id);
    pendingFocus.current = item.id;
    announce(`${prefix}${item.dateLabel}: ${item.title}.`);
    writeUrl(year);
  }

  function currentYear(): number | null {
    const stop = stops.find((s) => s.id === currentId);
    if (stop) return stop.entry?.year ?? layout.rows[stop.row]!.from;
    return null;
  }

  function onKeyDown(event: KeyboardEvent) {
    const target = (event.target as HTMLElement).closest<HTMLElement>('[data-stop]');
    if (!target) return;
    const here = stops.findIndex((s) => s.id === target.dataset.stop);
    const next = {
      ArrowDown: here + 1,
      ArrowRight: here + 1,
      ArrowUp: here - 1,
      ArrowLeft: here - 1,
      Home: 0,
      End: stops.length - 1,
    }[event.key];
    if (next === undefined || next < 0 || next >= stops.length) return;
    event.preventDefault();
    moveTo(next);
  }

  function onZoom(next: ZoomLevel) {
    if (next === level) return;
    const top = axisScrollTop();
    const year = currentYear() ?? (top > 0 ? yearAtY(layout, top) : null);
    if (year !== null) anchor.current = { year, focus: null };
    appState.setState({ zoom: ZOOM_VALUE[next] });
    announce(`Zoom: ${ZOOM_NAME[next].toLowerCase()}.`);
    writeUrl(year, { zoom: next });
  }

  function onSeason(uid: string) {
    setCurrentId(null);
    appState.setState({ seasonTab: uid });
    writeUrl(null, { season: uid });
  }

  function skip(direction: 1 | -1) {
    const from = currentYear() ?? tab?.jumpYear ?? items[0]?.year ?? 0;
    const to = skipYear(from, appState.getState().skipTime, direction);
    let index = nearestIndex(items, to);
    const at = items.findIndex((i) => i.id === currentId);
    // Skipping always moves at least one entry, so a crowded stretch never traps the visitor.
    if (at >= 0 && index === at) index = Math.max(0, Math.min(items.length - 1, at + direction));
    goToIndex(index, `Skipped to ${yearLabel(to)}. Nearest: `, items[index]?.year ?? to);
  }

  const openCluster = useCallback(
    (key: number) => {
      setOpen((o) => ({
        key: openKey,
        keys: new Set([...(o.key === openKey ? o.keys : []), key]),
      }));
      const row = layout.rows.find((r) => r.key === key);
      const first = row?.entries[0];
      if (first) {
        setCurrentId(first.id);
        pendingFocus.current = first.id;
        setMessage(`Opened ${row.entries.length} entries in ${row.label}.`);
      }
    },
    [openKey, layout],
  );

  const foldCluster = useCallback(
    (key: number) => {
      setOpen((o) => ({
        key: openKey,
        keys: new Set([...(o.key === openKey ? o.keys : [])].filter((k) => k !== key)),
      }));
      setCurrentId(`cluster:${key}`);
      pendingFocus.current = `cluster:${key}`;
    },
    [openKey],
  );

  if (!timeline) return <h1>Timeline</h1>;
  return (
    <article className="page timeline">
      <h1>Timeline</h1>
      {tab && (
        <p className="timeline-summary">
          {tab.title}
          {tab.subtitle && `: ${tab.subtitle}`}
          {tab.span && ` (${tab.span})`}
          {entries.state === 'ready' &&
            `, ${items.length} ${items.length === 1 ? 'entry' : 'entries'}`}
          . <Link to="/timeline-details">Periods of every season</Link>
        </p>
      )}
      <TimelineControls
        seasons={timeline.seasons}
        season={season}
        panelId={PANEL_ID}
        level={level}
        onSeason={onSeason}
        onSeasonIntent={(uid) => prefetchSeason(timeline, uid)}
        onZoom={onZoom}
        onJump={(y) => goToIndex(nearestIndex(items, y), `Jumped to ${yearLabel(y)}. Nearest: `, y)}
        onSkip={skip}
      />
      <p className="visually-hidden" aria-live="polite">
        {message}
      </p>
      <section
        id={PANEL_ID}
        role="tabpanel"
        aria-labelledby={`tab-${season}`}
        className="timeline-panel"
      >
        {entries.state === 'loading' ? (
          <p role="status">Loading {tab?.title ?? 'the season'}…</p>
        ) : entries.state === 'failed' ? (
          <div role="alert">
            <p>{tab?.title ?? 'The season'} could not be loaded. Check your connection.</p>
            <button type="button" onClick={entries.retry}>
              Try again
            </button>
          </div>
        ) : items.length === 0 ? (
          <p>Nothing is shown: turn on events or people.</p>
        ) : (
          <TimelineAxis
            ref={axisRef}
            layout={layout}
            bands={bands}
            bandLanes={bandLanes}
            view={view}
            tabStop={currentId}
            onOpen={openCluster}
            onFold={foldCluster}
            onKeyDown={onKeyDown}
          />
        )}
      </section>
    </article>
  );
}
