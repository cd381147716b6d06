import { createHash } from 'node:crypto';
import path from 'node:path';

import type { NextFunction, Request, Response } from 'express';

import { codeDigest } from '../cache-files';
import { canonicalKey, canonicalParams } from './canonical-params';
import { DiskCache } from './disk-cache';
import { chooseFormat, ImageParamError, parseImageParams } from './image-params';
import { findSource, safeSegments, sourceKind } from './image-source';
import { LruCache } from './lru-cache';
import { QueueFullError, RenderAbortedError, RenderQueue } from './render-queue';
import {
  RenderFailedError,
  RenderUnavailableError,
  WorkerRenderer,
  type RenderJob,
} from './render-workers';

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
  renderTimeoutMs?: number;
  retryAfterSeconds?: number;
  /** How a render is done: by default in a render process. Tests pass their own. */
  render?: (job: RenderJob, signal: AbortSignal) => Promise<Buffer>;
}

export type ImageHandler = ((req: Request, res: Response, next: NextFunction) => Promise<void>) & {
  close: () => void;
  queue: RenderQueue;
};

interface Job {
  promise: Promise<Buffer>;
  controller: AbortController;
  waiters: number;
}

/** Errors are never cached by browsers or CDNs: a 503 must not outlive the rush that caused it. */
function fail(
  res: Response,
  status: number,
  type: string,
  message: string,
  headers: Record<string, string> = {},
): void {
  if (res.headersSent || res.destroyed) return;
  res
    .status(status)
    .set({ 'Cache-Control': 'no-store', ...headers })
    .json({ type, message });
}

/** `GET /images/<path>`: imgix-style rendering of the artwork under `imagesDir`. */
export function imageHandler(options: ImageRouteOptions): ImageHandler {
  const memory = new LruCache<Buffer>(
    options.maxCacheEntries ?? 64,
    options.maxCacheBytes ?? 16 * 1024 * 1024,
  );
  const disk = options.cacheDir
    ? new DiskCache(options.cacheDir, options.maxDiskCacheBytes)
    : undefined;
  const queue = new RenderQueue(options.maxRunning ?? 2, options.maxWaiting ?? 8);
  const timeoutMs = options.renderTimeoutMs ?? 20_000;
  const workers = options.render ? undefined : new WorkerRenderer({ timeoutMs: timeoutMs + 2_000 });
  const render =
    options.render ?? ((job: RenderJob, signal: AbortSignal) => workers!.render(job, signal));
  const retryAfter = String(options.retryAfterSeconds ?? 5);
  const pending = new Map<string, Job>();
  const root = path.resolve(options.imagesDir);

  const start = (key: string, job: RenderJob): Job => {
    const controller = new AbortController();
    const promise = (async () => {
      const stored = await disk?.get(key);
      if (stored) return stored;
      const body = await queue.run(() => render(job, controller.signal), controller.signal);
      disk?.set(key, body).catch((error: unknown) => console.error('[cms] image cache:', error));
      return body;
    })();
    const entry: Job = { promise, controller, waiters: 0 };
    pending.set(key, entry);
    promise
      .then(
        (body) => memory.set(key, body),
        () => undefined,
      )
      .finally(() => pending.get(key) === entry && pending.delete(key));
    return entry;
  };

  const handler = async (req: Request, res: Response, next: NextFunction): Promise<void> => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const segments = safeSegments(req.path);
    if (!segments) return fail(res, 400, 'bad_request', 'Invalid image path');
    const kind = sourceKind(segments);
    if (!kind)
      return fail(res, 400, 'bad_request', 'Only .svg, .png, .jpg and .jpeg images are served');
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
    // The render's identity: the code that renders, the source as it is now, what is asked of it.
    const key = createHash('sha256')
      .update(
        [codeDigest(), source.name, source.mtimeMs, source.size, canonicalKey(canonical)].join(
          '\0',
        ),
      )
      .digest('hex');
    const etag = `"${key.slice(0, 32)}"`;
    const negotiated = params.autoFormat && !params.format;
    const success = () => {
      res.set({ 'Cache-Control': ONE_YEAR, ETag: etag });
      if (negotiated) res.vary('Accept');
    };
    if (
      req
        .get('if-none-match')
        ?.split(/\s*,\s*/)
        .includes(etag)
    ) {
      success();
      res.status(304).end();
      return;
    }

    let body = memory.get(key);
    if (!body) {
      if (!pending.has(key) && !queue.hasRoom)
        return fail(res, 503, 'busy', new QueueFullError().message, { 'Retry-After': retryAfter });
      const job =
        pending.get(key) ??
        start(key, {
          file: source.file,
          isSvg: kind === 'svg',
          params: canonical,
          timeoutSeconds: Math.ceil(timeoutMs / 1000),
        });
      job.waiters += 1;
      // A client that hangs up stops waiting; when no one waits any more the render is dropped
      // from the queue or, if it is running, its process is killed.
      const leave = () => {
        if (res.writableFinished) return;
        job.waiters -= 1;
        if (job.waiters > 0) return;
        if (pending.get(key) === job) pending.delete(key);
        job.controller.abort();
      };
      res.once('close', leave);
      try {
        body = await job.promise;
      } catch (error) {
        if (error instanceof RenderAbortedError) return;
        if (error instanceof QueueFullError || error instanceof RenderUnavailableError)
          return fail(res, 503, 'busy', error.message, { 'Retry-After': retryAfter });
        if (error instanceof RenderFailedError)
          return fail(res, 422, 'unprocessable', 'The image could not be decoded');
        console.error('[cms] image render:', error);
        return fail(res, 500, 'internal_error', 'The image could not be rendered');
      }
      if (res.destroyed) return;
    }
    success();
    res.set({
      'Content-Type': `image/${canonical.format}`,
      'Content-Length': String(body.byteLength),
    });
    res.status(200).end(req.method === 'HEAD' ? undefined : body);
  };
  return Object.assign(handler, { close: () => workers?.close(), queue });
}
