import type { ImgHTMLAttributes } from 'react';

export interface ImageSource {
  url: string;
  width: number;
  height: number;
  alt: string | null;
}

const WIDTHS = [320, 640, 960, 1280, 1920];

const RELATIVE = 'http://relative.invalid';

/** An image address taken apart once: a page shows each image at several widths (its srcset). */
interface ParsedUrl {
  /** Everything before the query: the path alone for a root-relative address. */
  base: string;
  query: [string, string][];
  hash: string;
}
const parsedUrls = new Map<string, ParsedUrl>();

function parseUrl(url: string): ParsedUrl {
  let parsed = parsedUrls.get(url);
  if (!parsed) {
    const u = new URL(url, RELATIVE);
    const relative = u.origin === RELATIVE;
    const query = [...u.searchParams];
    const hash = relative ? '' : u.hash;
    u.search = '';
    u.hash = '';
    parsed = { base: relative ? u.pathname : u.href, query, hash };
    if (parsedUrls.size >= 2000) parsedUrls.clear();
    parsedUrls.set(url, parsed);
  }
  return parsed;
}

/** URLSearchParams.set: the first pair of that name takes the value and the others go, else it is added. */
function setParam(query: [string, string][], name: string, value: string): [string, string][] {
  const out: [string, string][] = [];
  let found = false;
  for (const pair of query) {
    if (pair[0] !== name) out.push(pair);
    else if (!found) {
      out.push([name, value]);
      found = true;
    }
  }
  if (!found) out.push([name, value]);
  return out;
}

/**
 * Adds imgix-style parameters (the image service honours w, h, fit, q, auto=format): the address
 * `new URL` would give after `searchParams.set` of each, root-relative when it came so.
 */
export function imageUrl(url: string, params: Record<string, string | number>): string {
  const { base, query, hash } = parseUrl(url);
  let next = query;
  for (const [k, v] of Object.entries(params)) next = setParam(next, k, String(v));
  const search = new URLSearchParams(setParam(next, 'auto', 'format')).toString();
  return `${base}${search ? `?${search}` : ''}${hash}`;
}

/**
 * A responsive image from the image service: a srcset of widths up to the
 * original's, and width/height always set so nothing shifts while it loads.
 */
export function ResponsiveImage({
  image,
  sizes = '100vw',
  priority = false,
  ...rest
}: { image: ImageSource; sizes?: string; priority?: boolean } & Omit<
  ImgHTMLAttributes<HTMLImageElement>,
  'src' | 'srcSet' | 'width' | 'height' | 'alt'
>) {
  const widths = WIDTHS.filter((w) => w < image.width).concat(image.width);
  const srcSet = widths.map((w) => `${imageUrl(image.url, { w })} ${w}w`).join(', ');
  return (
    <img
      src={imageUrl(image.url, { w: Math.min(image.width, 1280) })}
      srcSet={srcSet}
      sizes={sizes}
      width={image.width}
      height={image.height}
      alt={image.alt ?? ''}
      loading={priority ? 'eager' : 'lazy'}
      decoding="async"
      {...(priority ? { fetchPriority: 'high' as const } : {})}
      {...rest}
    />
  );
}
