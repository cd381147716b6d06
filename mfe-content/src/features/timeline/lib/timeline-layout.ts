/**
 * The axis as geometry: entries grouped into rows by the zoom's unit (a century, a decade, a year),
 * crowded rows folded into clusters, empty stretches shortened to a marker, and a monotone map from
 * year to pixel for era bands and life or date-range spans. Pure: no React, no DOM.
 */
import type { TimelineItem } from './timeline-view';

export type ZoomLevel = 'century' | 'decade' | 'year';
export const ZOOM_LEVELS: readonly ZoomLevel[] = ['century', 'decade', 'year'];
export const ZOOM_UNIT: Record<ZoomLevel, number> = { century: 100, decade: 10, year: 1 };
/** The shared app state keeps zoom as 0–100 (spec §3, default 100): the finest scale is 100. */
export const ZOOM_VALUE: Record<ZoomLevel, number> = { century: 0, decade: 50, year: 100 };
export const ZOOM_NAME: Record<ZoomLevel, string> = {
  century: 'Centuries',
  decade: 'Decades',
  year: 'Years',
};

export function zoomLevelOf(zoom: number): ZoomLevel {
  return zoom < 34 ? 'century' : zoom < 67 ? 'decade' : 'year';
}

/** Pixel sizes the CSS draws with (timeline.css and timeline-axis.css keep the same numbers). */
export const ROW_HEAD = 32;
/** Height the sticky control bar covers at the top of the window. */
export const BAR_OFFSET = 64;
/** The stretch of the axis (px from its top) a page draws first, and the prerendered page shows. */
export const FIRST_VIEW: Readonly<{ top: number; bottom: number }> = { top: 0, bottom: 2000 };
export const CARD_H = 104;
export const CLUSTER_H = 72;
/** A row with more entries than this is a cluster until the visitor opens it. */
export const CLUSTER_AT = 3;

export interface Row {
  key: number;
  /** First year of the row and the first year after it (signed, BC negative). */
  from: number;
  to: number;
  label: string;
  top: number;
  height: number;
  entries: TimelineItem[];
  clustered: boolean;
  /** Years with no entry between the previous row and this one (drawn as a short marker). */
  gapYears: number;
  gapTop: number;
}

export interface Span {
  id: string;
  kind: TimelineItem['kind'];
  title: string;
  top: number;
  height: number;
  lane: number;
}

export interface Layout {
  level: ZoomLevel;
  rows: Row[];
  height: number;
  spans: Span[];
  lanes: number;
}

/** "1500s", "600–501 BC", "AD 1517", "586 BC": how a row names its stretch of time. */
export function rowLabel(from: number, unit: number): string {
  if (unit === 1) return from < 0 ? `${-from} BC` : `AD ${from}`;
  if (from >= 0) return from === 0 ? `AD 1–${unit - 1}` : `${from}s`;
  const first = -from;
  const last = Math.max(1, -(from + unit - 1));
  return `${first}–${last} BC`;
}

const gapHeight = (gapBuckets: number) => (gapBuckets <= 0 ? 0 : 20 + 6 * Math.min(gapBuckets, 8));

/** Rows for entries already sorted oldest first; `open` holds the keys of clusters the visitor opened. */
export function layoutTimeline(
  items: readonly TimelineItem[],
  level: ZoomLevel,
  open: ReadonlySet<number> = new Set(),
  maxLanes = 6,
): Layout {
  const unit = ZOOM_UNIT[level];
  const rows: Row[] = [];
  let y = 0;
  let current: Row | null = null;
  for (const item of items) {
    const key = Math.floor(item.year / unit);
    if (current === null || current.key !== key) {
      const previous: Row | null = current;
      if (previous) y = finish(previous, open);
      const from: number = key * unit;
      const gap = gapHeight(previous ? key - previous.key - 1 : 0);
      const row: Row = {
        key,
        from,
        to: from + unit,
        label: rowLabel(from, unit),
        top: y + gap,
        height: 0,
        entries: [],
        clustered: false,
        gapYears: previous ? from - previous.to : 0,
        gapTop: y,
      };
      rows.push(row);
      current = row;
      y += gap;
    }
    current.entries.push(item);
  }
  if (current) y = finish(current, open);
  const layout: Layout = { level, rows, height: y, spans: [], lanes: 0 };
  const { spans, lanes } = placeSpans(layout, items, maxLanes);
  layout.spans = spans;
  layout.lanes = lanes;
  return layout;
}

function finish(row: Row, open: ReadonlySet<number>): number {
  row.clustered = row.entries.length > CLUSTER_AT && !open.has(row.key);
  row.height = ROW_HEAD + (row.clustered ? CLUSTER_H : row.entries.length * CARD_H);
  return row.top + row.height;
}

/** The index of the last row starting at or before `y` (binary search); 0 for an empty list. */
export function rowAtY(rows: readonly Row[], y: number): number {
  let lo = 0;
  let hi = rows.length - 1;
  let found = 0;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (rows[mid]!.top <= y) {
      found = mid;
      lo = mid + 1;
    } else hi = mid - 1;
  }
  return found;
}

function rowOfYear(rows: readonly Row[], year: number): number {
  let lo = 0;
  let hi = rows.length - 1;
  let found = -1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (rows[mid]!.from <= year) {
      found = mid;
      lo = mid + 1;
    } else hi = mid - 1;
  }
  return found;
}

/** Where a (fractional) year sits on the axis: inside its row, or across the gap marker between rows. */
export function yOfYear(layout: Pick<Layout, 'rows' | 'height'>, year: number): number {
  const { rows } = layout;
  if (rows.length === 0) return 0;
  const i = rowOfYear(rows, year);
  if (i < 0) return 0;
  const row = rows[i]!;
  if (year < row.to)
    return (
      row.top +
      ROW_HEAD / 2 +
      ((year - row.from) / (row.to - row.from)) * (row.height - ROW_HEAD / 2)
    );
  const next = rows[i + 1];
  const end = row.top + row.height;
  if (!next) return end;
  return end + ((year - row.to) / Math.max(1, next.from - row.to)) * (next.top - end);
}

/**
 * The year at a point of the axis: the URL's `at`. Over an open row's cards it is the year of the
 * card there (a link then reopens on that card, issue 31); elsewhere the inverse of yOfYear, to
 * whole years.
 */
export function yearAtY(layout: Pick<Layout, 'rows'>, y: number): number | null {
  const { rows } = layout;
  if (rows.length === 0) return null;
  const row = rows[rowAtY(rows, y)]!;
  if (y < row.top) return row.from;
  if (!row.clustered && y >= row.top + ROW_HEAD) {
    const card = Math.floor((y - row.top - ROW_HEAD) / CARD_H);
    const entry = row.entries[Math.min(row.entries.length - 1, card)];
    if (entry) return entry.year;
  }
  const into = Math.min(
    1,
    Math.max(0, (y - row.top - ROW_HEAD / 2) / Math.max(1, row.height - ROW_HEAD / 2)),
  );
  const year = Math.floor(row.from + into * (row.to - row.from - 1e-9));
  return year === 0 ? 1 : year;
}

/** Lives (birth to death) and dated ranges as bars, each in the first free lane; beyond `maxLanes` they share. */
function placeSpans(
  layout: Layout,
  items: readonly TimelineItem[],
  maxLanes: number,
): { spans: Span[]; lanes: number } {
  const spans: Span[] = [];
  const ends: number[] = [];
  for (const item of items) {
    if (item.endYear === null || item.endYear <= item.year) continue;
    const top = yOfYear(layout, item.year);
    const height = Math.max(8, yOfYear(layout, item.endYear + 1) - top);
    let lane = ends.findIndex((end) => end + 4 <= top);
    if (lane < 0 && ends.length < maxLanes) lane = ends.push(0) - 1;
    if (lane < 0) lane = ends.indexOf(Math.min(...ends));
    ends[lane] = top + height;
    spans.push({ id: item.id, kind: item.kind, title: item.title, top, height, lane });
  }
  return { spans, lanes: ends.length };
}

/** Rows drawn for the stretch [top, bottom] of the axis: only these reach the DOM. */
export function rowsInView(
  rows: readonly Row[],
  top: number,
  bottom: number,
): { start: number; end: number } {
  if (rows.length === 0) return { start: 0, end: 0 };
  let start = rowAtY(rows, top);
  const first = rows[start]!;
  if (first.top + first.height < top && start < rows.length - 1) start += 1;
  let end = start;
  while (end < rows.length && rows[end]!.top <= bottom) end += 1;
  return { start, end };
}

/** Focus stops in axis order: a clustered row is one stop (its button), an open row one per entry. */
export type Stop = { id: string; row: number; entry: TimelineItem | null };

export function focusStops(rows: readonly Row[]): Stop[] {
  const stops: Stop[] = [];
  rows.forEach((row, i) => {
    if (row.clustered) stops.push({ id: `cluster:${row.key}`, row: i, entry: null });
    else for (const entry of row.entries) stops.push({ id: entry.id, row: i, entry });
  });
  return stops;
}
