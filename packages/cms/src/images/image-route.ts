import { readFile, realpath, stat } from 'node:fs/promises';
import path from 'node:path';

import type { NextFunction, Request, Response } from 'express';

import { chooseFormat, ImageParamError, parseImageParams } from './image-params';
import { LruCache } from './lru-cache';
import { renderImage } from './render-image';

const SOURCES: Record<string, 'svg' | 'png' | 'jpeg'> = {
  '.svg': 'svg',
  '.png': 'png',
  '.jpg': 'jpeg',
  '.jpeg': 'jpeg',
};
const ONE_YEAR = 'public, max-age=31536000, immutable';

export interface ImageRouteOptions {
  imagesDir: string;
  maxCacheEntries?: number;
  maxCacheBytes?: number;
}

function fail(res: Response, status: number, message: string): void {
  res.status(status).set('Cache-Control', 'no-cache').json({ message });
}

/** Decodes the request path into safe segments; undefined means traversal or a malformed path. */
export function safeSegments(rawPath: string): string[] | undefined {
  const segments = rawPath.replace(/^\/+/, '').split('/');
  const out: string[] = [];
  for (const segment of segments) {
    let decoded: string;
    try {
      decoded = decodeURIComponent(segment);
    } catch {
      return undefined;
    }
    if (decoded === '' || decoded === '.' || decoded === '..' || /[\\/\0]/.test(decoded))
      return undefined;
    out.push(decoded);
  }
  return out;
}

/** `GET /images/<path>`: imgix-style rendering of the artwork under `imagesDir`. */
export function imageHandler(options: ImageRouteOptions) {
  const cache = new LruCache<Buffer>(
    options.maxCacheEntries ?? 400,
    options.maxCacheBytes ?? 64 * 1024 * 1024,
  );
  const pending = new Map<string, Promise<Buffer>>();
  const root = path.resolve(options.imagesDir);

  return async (req: Request, res: Response, next: NextFunction): Promise<void> => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const segments = safeSegments(req.path);
    if (!segments) return fail(res, 400, 'Invalid image path');
    const file = path.join(root, ...segments);
    const source = SOURCES[path.extname(file).toLowerCase()];
    if (!source) return fail(res, 400, 'Only .svg, .png, .jpg and .jpeg images are served');
    let params;
    try {
      params = parseImageParams(new URL(req.originalUrl, 'http://local').searchParams);
    } catch (error) {
      if (error instanceof ImageParamError) return fail(res, 400, error.message);
      throw error;
    }
    let info;
    try {
      const [real, realRoot] = await Promise.all([realpath(file), realpath(root)]);
      // A symlink must not lead out of the images folder either.
      if (!real.startsWith(realRoot + path.sep)) return fail(res, 400, 'Invalid image path');
      info = await stat(real);
      if (!info.isFile()) return fail(res, 404, 'Image not found');
    } catch {
      return fail(res, 404, 'Image not found');
    }
    const format = chooseFormat(params, req.get('accept') ?? '', source);
    const key = [
      file,
      info.mtimeMs,
      params.width,
      params.height,
      params.fit,
      params.quality,
      params.dpr,
      params.autoCompress,
      format,
    ].join('|');
    let body = cache.get(key);
    if (!body) {
      let job = pending.get(key);
      if (!job) {
        job = readFile(file).then((bytes) => renderImage(bytes, source === 'svg', params, format));
        pending.set(key, job);
      }
      try {
        body = await job;
        cache.set(key, body);
      } catch {
        return fail(res, 422, 'The image could not be decoded');
      } finally {
        pending.delete(key);
      }
    }
    res.set({
      'Content-Type': `image/${format}`,
      'Cache-Control': ONE_YEAR,
      'Content-Length': String(body.byteLength),
    });
    if (params.autoFormat && !params.format) res.vary('Accept');
    res.status(200).end(req.method === 'HEAD' ? undefined : body);
  };
}
