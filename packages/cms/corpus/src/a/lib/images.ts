import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { imagesDir } from './paths';
import { type Art, drawSvg } from './svg-art';

export type ImageField = {
  url: string;
  dimensions: { width: number; height: number };
  alt: string;
  copyright: null;
};

export const SIZES = {
  featured: [1600, 900],
  banner: [1920, 600],
  photo: [1200, 800],
  video: [1280, 720],
  portrait: [800, 1000],
  cover: [1000, 1500],
  card: [1050, 600],
  flyer: [1240, 1754],
  advert: [1200, 628],
  logo: [480, 200],
} as const satisfies Record<string, readonly [number, number]>;

/** Writes corpus/images/<group>/<name>.svg and returns the Image field that points at it. */
export function svgImage(
  group: string,
  name: string,
  size: keyof typeof SIZES,
  art: Art,
  title: string,
  alt: string,
  subtitle = '',
): ImageField {
  const [width, height] = SIZES[size];
  // A featured image also has a square view; a video still has the site's play button over its centre.
  const layout = size === 'featured' ? 'square' : size === 'video' ? 'top' : 'band';
  const svg = drawSvg(`${group}/${name}`, art, width, height, title, subtitle, layout);
  if (svg.length > 6000)
    throw new Error(`${group}/${name}.svg is ${svg.length} bytes; keep it under 6 KB`);
  mkdirSync(join(imagesDir, group), { recursive: true });
  writeFileSync(join(imagesDir, group, `${name}.svg`), svg);
  return {
    url: `/cms/images/${group}/${name}.svg`,
    dimensions: { width, height },
    alt,
    copyright: null,
  };
}
