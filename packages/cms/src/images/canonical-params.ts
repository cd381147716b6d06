/**
 * The canonical form of a request: what is actually rendered, and so what the caches are keyed by.
 * Every distinct canonical form costs a render, so the set of them must stay small however many
 * query strings can be written: sizes snap up to a fixed ladder, dpr folds into the pixel size,
 * quality snaps to steps of 5, and parameters that cannot change the output are dropped.
 */
import { MAX_DIMENSION, type Fit, type ImageParams, type OutputFormat } from './image-params';

/** The widths the site's own pages ask for (srcsets, thumbnails, crops), kept exact. */
const SITE_SIZES = [
  96, 160, 320, 360, 400, 480, 512, 640, 800, 960, 1000, 1050, 1200, 1240, 1280, 1600, 1920,
];

/**
 * About 8% apart (never more than 12%) from 16 px up to the cap, like the width ladders of imgix-style CDNs, with the
 * site's sizes in place of the ladder steps next to them (a step 2 px off one would be waste).
 */
function ladder(): readonly number[] {
  const steps = new Set<number>([...SITE_SIZES, MAX_DIMENSION]);
  const near = (v: number) => [...steps].some((s) => Math.abs(v - s) / s < 0.03);
  for (let v = 16; v < MAX_DIMENSION; v *= 1.08) if (!near(v)) steps.add(Math.round(v / 2) * 2);
  return [...steps].sort((a, b) => a - b);
}
export const SIZE_STEPS = ladder();

/** The smallest step at least `size` (up, so a srcset entry is never blurrier than asked). */
export function snapSize(size: number): number {
  for (const step of SIZE_STEPS) if (step >= size) return step;
  return MAX_DIMENSION;
}

export interface CanonicalParams {
  /** Output pixels (dpr applied), snapped; undefined keeps the source's own size on that side. */
  width?: number;
  height?: number;
  fit: Fit;
  quality?: number;
  autoCompress: boolean;
  format: OutputFormat;
}

export function canonicalParams(params: ImageParams, format: OutputFormat): CanonicalParams {
  let width = params.width === undefined ? undefined : params.width * params.dpr;
  let height = params.height === undefined ? undefined : params.height * params.dpr;
  // dpr may push a side past the cap: both sides shrink together so a crop keeps its shape.
  const largest = Math.max(width ?? 0, height ?? 0);
  if (largest > MAX_DIMENSION) {
    const factor = MAX_DIMENSION / largest;
    width = width === undefined ? undefined : width * factor;
    height = height === undefined ? undefined : height * factor;
  }
  const sized = width !== undefined || height !== undefined;
  return {
    width: width === undefined ? undefined : snapSize(Math.round(width)),
    height: height === undefined ? undefined : snapSize(Math.round(height)),
    // Without a size to fit into, every fit gives the same picture.
    fit: sized ? params.fit : 'clip',
    quality: params.quality === undefined ? undefined : Math.ceil(params.quality / 5) * 5,
    autoCompress: params.autoCompress,
    format,
  };
}

/** A stable text for the cache key: the same canonical params always give the same string. */
export function canonicalKey(c: CanonicalParams): string {
  return `w=${c.width ?? ''}&h=${c.height ?? ''}&fit=${c.fit}&q=${c.quality ?? ''}&cs=${c.autoCompress ? 1 : 0}&fm=${c.format}`;
}

/**
 * A rough peak of a render's memory above its process's own, in MB, as measured with sharp 0.35
 * on 3000 px renders: AVIF about 30 bytes per output pixel, the other formats about 12. A side
 * not given is taken as long as the other (the source's shape is not known here).
 */
export function renderCostMB(c: CanonicalParams): number {
  const width = c.width ?? c.height ?? MAX_DIMENSION;
  const height = c.height ?? c.width ?? MAX_DIMENSION;
  return Math.ceil((width * height * (c.format === 'avif' ? 30 : 12)) / 1e6);
}
