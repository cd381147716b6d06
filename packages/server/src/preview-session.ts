import { createHash } from 'node:crypto';
import express, { Router } from 'express';
import type * as prismic from '@prismicio/client';
import { PreviewEnded } from './preview-client';
import { clearPreviewCookies, previewTokenOf } from './preview-cookies';
import { sitePath } from './preview-entry';
import { privateAnswer } from './preview-html';

/** What the Preview bar shows about this browser's session; never the token itself. */
export interface PreviewSessionInfo {
  active: boolean;
  /** A short fingerprint of the preview ref, to tell two sessions apart. */
  ref?: string;
  /** The release the session previews over master, when the token says so. */
  release?: string;
  /** When the session ends (ISO), when the token says so. */
  expires?: string;
  /** Why a preview this browser had is over. */
  ended?: 'expired' | 'invalid';
}

/**
 * What a token tells about itself, for display only. The embedded CMS's tokens carry their
 * release and end as `/previews/<base64url JSON {e, r}>.<signature>`; a hosted Prismic token
 * tells nothing, and the bar then shows the fingerprint alone. The CMS checks the token on every
 * query: nothing here is trusted for access.
 */
export function describeToken(token: string): Pick<PreviewSessionInfo, 'release' | 'expires'> {
  const payload = /\/previews\/([A-Za-z0-9_-]{1,200})\.[A-Za-z0-9_-]+$/.exec(token)?.[1];
  if (!payload) return {};
  try {
    const body = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as unknown;
    if (typeof body !== 'object' || body === null) return {};
    const { e, r } = body as { e?: unknown; r?: unknown };
    return {
      ...(typeof r === 'string' && /^[a-z0-9][a-z0-9-]{0,63}$/.test(r) ? { release: r } : {}),
      ...(typeof e === 'number' && Number.isFinite(e)
        ? { expires: new Date(e).toISOString() }
        : {}),
    };
  } catch {
    return {};
  }
}

export const fingerprint = (token: string) =>
  createHash('sha256').update(token).digest('hex').slice(0, 8);

/**
 * `GET /preview/session` (the bar asks it whether the preview still runs, and what it shows) and
 * `POST|GET /preview/exit?to=<path>` (clears the cookies and returns to the published page).
 */
export function previewSessionRoutes(client: prismic.Client, secureCookies: boolean): Router {
  const router = Router();

  router.get('/preview/session', async (req, res) => {
    privateAnswer(res);
    const token = previewTokenOf(req);
    if (!token) {
      clearPreviewCookies(res, secureCookies);
      res.json({ active: false } satisfies PreviewSessionInfo);
      return;
    }
    try {
      // One document at the preview's ref: the CMS answers a ref error if the session is over.
      await client.get({ ref: token, pageSize: 1 });
    } catch (error) {
      if (!(error instanceof PreviewEnded)) throw error;
      clearPreviewCookies(res, secureCookies);
      res.json({ active: false, ended: error.reason } satisfies PreviewSessionInfo);
      return;
    }
    res.json({
      active: true,
      ref: fingerprint(token),
      ...describeToken(token),
    } satisfies PreviewSessionInfo);
  });

  const exit: express.RequestHandler = (req, res) => {
    const body = req.body as Record<string, unknown> | undefined;
    const to = typeof body?.to === 'string' ? body.to : req.query.to;
    privateAnswer(res);
    clearPreviewCookies(res, secureCookies);
    res.redirect(303, typeof to === 'string' ? sitePath(to) : '/');
  };
  router.get('/preview/exit', exit);
  router.post(
    '/preview/exit',
    express.urlencoded({ extended: false, limit: '4kb', parameterLimit: 4 }),
    exit,
  );
  return router;
}
