import type { ImgHTMLAttributes } from 'react';

export interface ImageSource {
  url: string;
  width: number;
  height: number;
  alt: string | null;
}

const WIDTHS = [320, 640, 960, 1280, 1920];

/** Adds imgix-style parameters (the image service honours w, h, fit, q, auto=format). */
export function imageUrl(url: string, params: Record<string, string | number>): string {
  const u = new URL(url, 'http://relative.invalid');
  for (const [k, v] of Object.entries(params)) u.searchParams.set(k, String(v));
  u.searchParams.set('auto', 'format');
  return u.origin === 'http://relative.invalid' ? `${u.pathname}${u.search}` : u.toString();
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
