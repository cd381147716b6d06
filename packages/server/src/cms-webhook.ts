import { createHash, timingSafeEqual } from 'node:crypto';
import express, { Router, type ErrorRequestHandler } from 'express';
import { loadSiteSecret } from './site-secret';

/** What a valid `api-update` tells the site (Prismic's webhook payload, issue 30). */
export interface CmsUpdate {
  /** The new master ref, when the published content changed (absent for a change of releases only). */
  masterRef: string | null;
  /** Ids of the documents the update touched. */
  documents: string[];
}

export const MIN_WEBHOOK_SECRET = 24;
const REF = /^[A-Za-z0-9_.~-]{1,128}$/;
const ID = /^[A-Za-z0-9_.~:-]{1,128}$/;
const MAX_DOCUMENTS = 10_000;

/**
 * The webhook secret: CMS_WEBHOOK_SECRET, else one made once for this site folder and kept beside
 * it (`<site>/cms/webhook-secret`, owner-only), which the embedded CMS in the same process sends;
 * so a fresh clone's `pnpm start` works with no setting, and a hosted Prismic is given the
 * configured one.
 */
export function loadWebhookSecret(siteDir: string, configured: string | undefined): string {
  return loadSiteSecret(siteDir, configured, {
    setting: 'CMS_WEBHOOK_SECRET',
    folder: 'cms',
    file: 'webhook-secret',
    minLength: MIN_WEBHOOK_SECRET,
  });
}

/** Compared as digests of equal length, so the time taken says nothing of where they differ. */
export function sameSecret(given: string, expected: string): boolean {
  const digest = (s: string) => createHash('sha256').update(s, 'utf8').digest();
  return timingSafeEqual(digest(given), digest(expected));
}

type Checked = { ok: true; update: CmsUpdate | null } | { ok: false; message: string };

/** The payload's fields, checked; `update` is null for Prismic's `test-trigger`. */
export function checkPayload(body: Record<string, unknown>): Checked {
  const bad = (message: string): Checked => ({ ok: false, message });
  if (body.type === 'test-trigger') return { ok: true, update: null };
  if (body.type !== 'api-update')
    return bad(`"type" must be "api-update" or "test-trigger", got ${JSON.stringify(body.type)}`);
  const { masterRef, documents = [], releases = {} } = body;
  if (masterRef !== undefined && (typeof masterRef !== 'string' || !REF.test(masterRef)))
    return bad('"masterRef" must be a ref: 1-128 letters, digits, "_", ".", "~" or "-"');
  if (!Array.isArray(documents) || documents.length > MAX_DOCUMENTS)
    return bad(`"documents" must be an array of at most ${MAX_DOCUMENTS} document ids`);
  const badId = documents.find((id) => typeof id !== 'string' || !ID.test(id));
  if (badId !== undefined)
    return bad(`"documents" holds a bad document id: ${JSON.stringify(badId)}`);
  if (typeof releases !== 'object' || releases === null || Array.isArray(releases))
    return bad('"releases" must be an object (addition, update, deletion)');
  for (const [key, list] of Object.entries(releases)) {
    if (!Array.isArray(list) || list.some((r) => typeof r !== 'object' || r === null))
      return bad(`"releases.${key}" must be an array of releases`);
  }
  return {
    ok: true,
    update: {
      masterRef: (masterRef as string | undefined) ?? null,
      documents: documents as string[],
    },
  };
}

/**
 * `POST /api/cms/webhook`: Prismic's webhook (issue 30). A body that is not a JSON object is a 400;
 * a wrong or missing `secret` a 403, before any field is looked at; then the payload is checked
 * (400 naming the field). A valid `api-update` is handed to `onUpdate` (which coalesces and
 * builds) and answered 202 at once: the build runs after the answer.
 */
export function cmsWebhookRouter(options: {
  secret: string;
  onUpdate: (update: CmsUpdate) => { build: boolean };
}): Router {
  const router = Router();
  const refuse = (status: number, error: string, message: string) => ({ status, error, message });
  router.post(
    '/',
    express.json({ limit: '512kb', type: ['application/json', 'application/*+json'] }),
    (req, res) => {
      const send = (a: { status: number; error: string; message: string }) =>
        res
          .status(a.status)
          .set('Cache-Control', 'no-store')
          .json({ error: a.error, message: a.message });
      const body: unknown = req.body;
      if (typeof body !== 'object' || body === null || Array.isArray(body))
        return send(
          refuse(400, 'bad_request', 'expected a JSON object (Content-Type: application/json)'),
        );
      const given = (body as Record<string, unknown>).secret;
      if (typeof given !== 'string' || !sameSecret(given, options.secret))
        return send(refuse(403, 'forbidden', 'wrong or missing webhook secret'));
      const checked = checkPayload(body as Record<string, unknown>);
      if (!checked.ok) return send(refuse(400, 'bad_request', checked.message));
      if (!checked.update)
        return void res.status(200).set('Cache-Control', 'no-store').json({ ok: true });
      const { build } = options.onUpdate(checked.update);
      res.status(202).set('Cache-Control', 'no-store').json({ accepted: true, build });
    },
  );
  router.all('/', (_req, res) => {
    res.setHeader('Allow', 'POST');
    res.status(405).type('text/plain').send('Method not allowed');
  });
  const bodyErrors: ErrorRequestHandler = (
    error: { status?: number; type?: string },
    _req,
    res,
    next,
  ) => {
    if (error.type === 'entity.too.large')
      return void res.status(413).json({ error: 'too_large', message: 'payload over 512 kB' });
    if (error.type === 'entity.parse.failed' || error.status === 400)
      return void res
        .status(400)
        .json({ error: 'bad_request', message: 'the body is not valid JSON' });
    next(error);
  };
  router.use(bodyErrors);
  return router;
}
