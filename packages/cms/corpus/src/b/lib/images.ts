import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { imagesDir } from './paths';
import { type Art, drawSvg, type Motif } from './svg';

export const IMAGE_GROUPS = [
  'people',
  'places',
  'events',
  'seasons',
  'episodes',
  'podcasts',
  'giving',
  'tours',
] as const;
export type ImageGroup = (typeof IMAGE_GROUPS)[number];

export interface ImageField {
  url: string;
  dimensions: { width: number; height: number };
  alt: string;
  copyright: null;
}

const written = new Map<string, string>();

/** Stored image field pointing at an SVG drawn for it; dimensions match the SVG's width/height. */
export function image(
  group: ImageGroup,
  name: string,
  motif: Motif,
  size: [number, number],
  title: string,
  alt: string,
  subtitle?: string,
  layout?: Art['layout'],
): ImageField {
  if (!/^[a-z0-9-]+$/.test(name)) throw new Error(`bad image name ${name}`);
  const [width, height] = size;
  const svg = drawSvg({ motif, title, subtitle, width, height, layout }, `${group}/${name}`);
  if (Buffer.byteLength(svg) >= 6 * 1024) throw new Error(`${group}/${name}.svg is over 6 KB`);
  const file = path.join(imagesDir, group, `${name}.svg`);
  const previous = written.get(file);
  if (previous !== undefined && previous !== svg)
    throw new Error(`image ${group}/${name} drawn twice differently`);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, svg);
  written.set(file, svg);
  return {
    url: `/cms/images/${group}/${name}.svg`,
    dimensions: { width, height },
    alt,
    copyright: null,
  };
}

export function imagesWritten(): number {
  return written.size;
}
