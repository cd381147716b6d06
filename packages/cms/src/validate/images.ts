import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export const IMAGE_PREFIX = '/cms/images/';

const sizeCache = new Map<string, { width: number; height: number } | null>();

/** width/height attributes of the root <svg> element, or null when absent. */
export function svgSize(file: string): { width: number; height: number } | null {
  const cached = sizeCache.get(file);
  if (cached !== undefined) return cached;
  const head = readFileSync(file, 'utf8').slice(0, 2000);
  const tag = /<svg\b[^>]*>/.exec(head)?.[0] ?? '';
  const width = Number(/\swidth="(\d+(?:\.\d+)?)"/.exec(tag)?.[1]);
  const height = Number(/\sheight="(\d+(?:\.\d+)?)"/.exec(tag)?.[1]);
  const size = Number.isFinite(width) && Number.isFinite(height) ? { width, height } : null;
  sizeCache.set(file, size);
  return size;
}

/** The file a local asset URL names, or null when the URL is not a local asset. */
export function localAssetFile(imagesDir: string, url: string): string | null {
  if (!url.startsWith(IMAGE_PREFIX)) return null;
  const rel = url.slice(IMAGE_PREFIX.length).split('?')[0] ?? '';
  if (rel.split('/').some((part) => part === '..' || part === '')) return null;
  return join(imagesDir, rel);
}

/**
 * Problems with an image URL and its stated dimensions: the file must exist and an
 * SVG's size must match, unless the URL asks for an explicit crop (?w=&h=).
 */
export function checkImageFile(
  imagesDir: string,
  url: string,
  dimensions: { width: unknown; height: unknown },
): string[] {
  const file = localAssetFile(imagesDir, url);
  if (!file) return [`image url "${url}" is not a local ${IMAGE_PREFIX}<group>/<name> path`];
  if (!existsSync(file)) return [`image file for "${url}" does not exist`];
  const query = new URLSearchParams(url.split('?')[1] ?? '');
  const w = query.get('w');
  const h = query.get('h');
  const expected =
    w && h ? { width: Number(w), height: Number(h) } : file.endsWith('.svg') ? svgSize(file) : null;
  if (file.endsWith('.svg') && !expected)
    return [`image file for "${url}" has no width/height attributes`];
  if (expected && (expected.width !== dimensions.width || expected.height !== dimensions.height)) {
    return [
      `image dimensions ${String(dimensions.width)}x${String(dimensions.height)} do not match ` +
        `${expected.width}x${expected.height} of "${url}"`,
    ];
  }
  return [];
}
