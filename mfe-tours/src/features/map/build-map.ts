import { geoMercator, geoPath, type GeoPermissibleObjects } from 'd3-geo';
import { feature, mesh } from 'topojson-client';
import countries50m from 'world-atlas/countries-50m.json';
import type { LocationPin, TourMap } from '../../shared/content/tour-view';

/*
 * The tour map, drawn at build time (Node): a Mercator projection fitted to the pins with padding,
 * the world-atlas land and country borders clipped to the view, and each pin projected into it. The
 * page data carries only path strings and pin positions, so the browser never loads d3 or the atlas.
 */

export const MAP_WIDTH = 800;
export const MAP_HEIGHT = 520;
const PADDING = 56;
/** The view always spans at least this many degrees, so two close pins are not zoomed to a street. */
const MIN_SPAN_DEGREES = 1.5;
/** Points closer than this (in viewBox units) to the last one kept are dropped. */
const TOLERANCE = 1.2;
/** Islands and lakes smaller than this across are dropped. */
const MIN_RING = 2;

type Point = [number, number];

/** Tenths of a unit as a short decimal: 12 → "1.2", -5 → "-.5", 30 → "3". */
function tenths(n: number): string {
  const s = (n / 10).toString();
  return s.replace(/^(-?)0\./, '$1.');
}

/** Numbers joined as SVG allows: a minus sign separates by itself. */
function joinNumbers(values: number[]): string {
  let out = '';
  for (const v of values) {
    const s = tenths(v);
    out += out === '' || s.startsWith('-') ? s : ` ${s}`;
  }
  return out;
}

/**
 * A d3 path context that writes compact SVG path data: coordinates rounded to 0.1, relative moves
 * (exact: the deltas are taken between rounded points), near-duplicate points and tiny rings dropped.
 */
class CompactPath {
  private out: string[] = [];
  private line: Point[] = [];
  private pending: Point | null = null;

  moveTo(x: number, y: number): void {
    this.flush(false);
    this.line = [[x, y]];
  }

  lineTo(x: number, y: number): void {
    const last = this.line[this.line.length - 1];
    if (!last) return this.moveTo(x, y);
    if (Math.hypot(x - last[0], y - last[1]) >= TOLERANCE) {
      this.line.push([x, y]);
      this.pending = null;
    } else this.pending = [x, y];
  }

  closePath(): void {
    this.flush(true);
  }

  arc(): void {
    // Points are never drawn as circles here.
  }

  private flush(closed: boolean): void {
    const line = this.line;
    if (!closed && this.pending) line.push(this.pending);
    this.line = [];
    this.pending = null;
    if (line.length < 2) return;
    const xs = line.map((p) => p[0]);
    const ys = line.map((p) => p[1]);
    if (
      closed &&
      (line.length < 3 ||
        Math.max(Math.max(...xs) - Math.min(...xs), Math.max(...ys) - Math.min(...ys)) < MIN_RING)
    )
      return;
    const rounded = line.map(([x, y]) => [Math.round(x * 10), Math.round(y * 10)] as Point);
    const [first, ...rest] = rounded as [Point, ...Point[]];
    const deltas: number[] = [];
    let prev = first;
    for (const p of rest) {
      if (p[0] === prev[0] && p[1] === prev[1]) continue;
      deltas.push(p[0] - prev[0], p[1] - prev[1]);
      prev = p;
    }
    if (deltas.length === 0) return;
    this.out.push(`M${joinNumbers(first)}l${joinNumbers(deltas)}${closed ? 'z' : ''}`);
  }

  toString(): string {
    this.flush(false);
    return this.out.join('');
  }
}

interface Atlas {
  land: GeoPermissibleObjects;
  borders: GeoPermissibleObjects;
}

let atlas: Atlas | null = null;

/** The atlas as GeoJSON, made once per build. */
function loadAtlas(): Atlas {
  if (atlas) return atlas;
  const topology = countries50m as unknown as Parameters<typeof feature>[0];
  const objects = topology.objects as Record<
    'land' | 'countries',
    NonNullable<Parameters<typeof mesh>[1]>
  >;
  atlas = {
    land: feature(topology, objects.land),
    borders: mesh(topology, objects.countries, (a, b) => a !== b),
  };
  return atlas;
}

function draw(path: ReturnType<typeof geoPath>, object: GeoPermissibleObjects): string {
  const context = new CompactPath();
  path.context(context as unknown as CanvasRenderingContext2D)(object);
  return context.toString();
}

/** The area to show: the pins' bounds, widened to MIN_SPAN_DEGREES where they are closer. */
function viewBounds(pins: readonly LocationPin[]): GeoPermissibleObjects {
  const lons = pins.map((p) => p.longitude);
  const lats = pins.map((p) => p.latitude);
  const widen = (min: number, max: number, limit: number): [number, number] => {
    const grow = Math.max(0, MIN_SPAN_DEGREES - (max - min)) / 2;
    return [Math.max(-limit, min - grow), Math.min(limit, max + grow)];
  };
  const [west, east] = widen(Math.min(...lons), Math.max(...lons), 180);
  const [south, north] = widen(Math.min(...lats), Math.max(...lats), 85);
  return {
    type: 'MultiPoint',
    coordinates: [[west, south], [east, north], ...pins.map((p) => [p.longitude, p.latitude])],
  };
}

/** The map of a tour's pins, or null when it has none. */
export function buildTourMap(pins: readonly LocationPin[]): TourMap | null {
  if (pins.length === 0) return null;
  const projection = geoMercator()
    .fitExtent(
      [
        [PADDING, PADDING],
        [MAP_WIDTH - PADDING, MAP_HEIGHT - PADDING],
      ],
      viewBounds(pins),
    )
    .clipExtent([
      [0, 0],
      [MAP_WIDTH, MAP_HEIGHT],
    ]);
  const path = geoPath(projection);
  const { land, borders } = loadAtlas();
  const round = (n: number) => Math.round(n * 10) / 10;
  return {
    width: MAP_WIDTH,
    height: MAP_HEIGHT,
    land: draw(path, land),
    borders: draw(path, borders),
    pins: pins.map((pin) => {
      const [x, y] = projection([pin.longitude, pin.latitude]) ?? [MAP_WIDTH / 2, MAP_HEIGHT / 2];
      return {
        name: pin.name,
        description: pin.description,
        kind: pin.kind,
        x: round(x),
        y: round(y),
      };
    }),
  };
}
