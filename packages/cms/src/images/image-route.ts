import { createHash } from 'node:crypto';
import path from 'node:path';

import type { NextFunction, Request, Response } from 'express';

import { codeDigest } from '../cache-files';
import { canonicalKey, canonicalParams, renderCostMB } from './canonical-params';
import { DiskCache } from './disk-cache';
import { chooseFormat, ImageParamError, parseImageParams } from './image-params';
import { findSource, safeSegments, sourceKind, type ImageSource } from './image-source';
import { LruCache } from './lru-cache';
import { RenderJobs, type Render } from './render-jobs';
import { QueueFullError, RenderAbortedError, RenderQueue } from './render-queue';
import { RenderFailedError, RenderUnavailableError, WorkerRenderer } from './render-workers';

export { safeSegments } from './image-source';

const ONE_YEAR = 'public, max-age=31536000, immutable';

export interface ImageRouteOptions {
  imagesDir: string;
  /** Where rendered images are kept between runs; without it they are kept in memory only. */
  cacheDir?: string;
  maxDiskCacheBytes?: number;
  maxCacheEntries?: number;
  maxCacheBytes?: number;
  /** Renders at once (each in a process of its own) and renders waiting; past both, 503. */
  maxRunning?: number;
  maxWaiting?: number;
  /** What the renders running together may be estimated to use (MB); a larger one runs alone. */
  renderBudgetMB?: number;
  renderTimeoutMs?: number;
  retryAfterSeconds?: number;
  /** How a render is done: by default in a render process. Tests pass their own. */
  render?: Render;
}

export type ImageHandler = ((req: Request, res: Response, next: NextFunction) => Promise<void>) & {
  close: () => void;
  queue: RenderQueue;
};

/** Errors are never cached by browsers or CDNs: a 503 must not outlive the rush that caused it. */
function fail(res: Response, status: number, type: string, message: string, headers = {}): void {
  if (res.headersSent || res.destroyed) return;
  res.removeHeader('ETag');
  res
    .status(status)
    .set({ 'Cache-Control': 'no-store', ...headers })
    .json({ type, message });
}

/** The render's identity: the code that renders, the source as it is now, what is asked of it. */
function renderKey(source: ImageSource, canonical: string): string {
  const parts = [codeDigest(), source.name, source.mtimeMs, source.size, canonical];
  return createHash('sha256').update(parts.join('\0')).digest('hex');
}

/** `GET /images/<path>`: imgix-style rendering of the artwork under `imagesDir`. */
export function imageHandler(options: ImageRouteOptions): ImageHandler {
  const memory = new LruCache<Buffer>(options.maxCacheEntries ?? 64, options.maxCacheBytes ?? 16e6);
  const disk = options.cacheDir && new DiskCache(options.cacheDir, options.maxDiskCacheBytes);
  const budget = options.renderBudgetMB ?? 256;
  const queue = new RenderQueue(options.maxRunning ?? 2, options.maxWaiting ?? 8, budget);
  const timeoutMs = options.renderTimeoutMs ?? 20_000;
  // The process is killed a little after sharp's own timeout, in case sharp does not stop.
  const workers = options.render ? undefined : new WorkerRenderer({ timeoutMs: timeoutMs + 2000 });
  const render: Render = options.render ?? ((...args) => workers!.render(...args));
  const jobs = new RenderJobs(queue, render, memory, disk || undefined);
  const retryAfter = { 'Retry-After': String(options.retryAfterSeconds ?? 5) };
  const root = path.resolve(options.imagesDir);

  const handler = async (req: Request, res: Response, next: NextFunction): Promise<void> => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const segments = safeSegments(req.path);
    if (!segments) return fail(res, 400, 'bad_request', 'Invalid image path');
    const kind = sourceKind(segments);
    if (!kind) return fail(res, 400, 'bad_request', 'Only .svg, .png, .jpg and .jpeg are served');
    let params;
    try {
      params = parseImageParams(new URL(req.originalUrl, 'http://local').searchParams);
    } catch (error) {
      if (error instanceof ImageParamError) return fail(res, 400, 'bad_request', error.message);
      throw error;
    }
    const source = await findSource(root, segments, kind);
    if (!source) return fail(res, 404, 'not_found', 'Image not found');
    const canonical = canonicalParams(params, chooseFormat(params, req.get('accept') ?? '', kind));
    const key = renderKey(source, canonicalKey(canonical));
    const etag = `"${key.slice(0, 32)}"`;
    res.set({ 'Cache-Control': ONE_YEAR, ETag: etag });
    if (params.autoFormat && !params.format) res.vary('Accept');
    if (
      req
        .get('if-none-match')
        ?.split(/\s*,\s*/)
        .includes(etag)
    ) {
      res.status(304).end();
      return;
    }

    let body = memory.get(key);
    if (!body) {
      if (!jobs.has(key) && !queue.hasRoom)
        return fail(res, 503, 'busy', new QueueFullError().message, retryAfter);
      const timeoutSeconds = Math.ceil(timeoutMs / 1000);
      const job = { file: source.file, isSvg: kind === 'svg', params: canonical, timeoutSeconds };
      const ticket = jobs.join(key, job, renderCostMB(canonical));
      // A client that hangs up stops waiting; when no one waits any more the render is dropped
      // from the queue or, if it is running, its process is killed.
      res.once('close', () => res.writableFinished || ticket.leave());
      try {
        body = await ticket.promise;
      } catch (error) {
        if (error instanceof RenderAbortedError) return;
        if (error instanceof QueueFullError || error instanceof RenderUnavailableError)
          return fail(res, 503, 'busy', error.message, retryAfter);
        if (error instanceof RenderFailedError)
          return fail(res, 422, 'unprocessable', 'The image could not be decoded');
        console.error('[cms] image render:', error);
        return fail(res, 500, 'internal_error', 'The image could not be rendered');
      }
      if (res.destroyed) return;
    }
    res.set({ 'Content-Type': `image/${canonical.format}`, 'Content-Length': body.byteLength });
    res.status(200).end(req.method === 'HEAD' ? undefined : body);
  };
  return Object.assign(handler, { close: () => workers?.close(), queue });
}
