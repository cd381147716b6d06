import type { Request, RequestHandler, Response } from 'express';
import * as prismic from '@prismicio/client';
import type { LinkTarget } from '@site/content/link-resolver';
import {
  COOKIE_SAFE,
  isPreviewTokenUrl,
  MAX_TOKEN_LENGTH,
  setPreviewCookies,
} from './preview-cookies';
import { PreviewEnded } from './preview-client';
import { privateAnswer, sendPreviewProblem } from './preview-html';

/** Prismic document ids are short url-safe strings (the embedded CMS's are 16 base64url characters). */
const DOCUMENT_ID = /^[A-Za-z0-9_-]{1,64}$/;

export type PreviewParams =
  { ok: true; token: string; documentId: string } | { ok: false; problems: string[] };

/** Prismic's preview entry: `?token=<preview token URL>&documentId=<id>`, each exactly once. */
export function readPreviewParams(query: Request['query']): PreviewParams {
  const problems: string[] = [];
  const one = (name: string): string | null => {
    const value = query[name];
    if (value === undefined || value === '') problems.push(`${name} is missing.`);
    else if (typeof value !== 'string') problems.push(`${name} must be given once.`);
    else return value;
    return null;
  };
  const token = one('token');
  const documentId = one('documentId');
  if (token !== null) {
    if (token.length > MAX_TOKEN_LENGTH)
      problems.push(`token is longer than ${MAX_TOKEN_LENGTH} characters.`);
    else if (!isPreviewTokenUrl(token) || !COOKIE_SAFE.test(token))
      problems.push('token must be a preview token as the CMS gives it (an http(s) URL).');
  }
  if (documentId !== null && !DOCUMENT_ID.test(documentId))
    problems.push('documentId must be a document id (letters, digits, "-" and "_", at most 64).');
  if (problems.length > 0 || token === null || documentId === null) return { ok: false, problems };
  return { ok: true, token, documentId };
}

/** A path on this site to redirect to, or `/`: never another origin (`//host`, `/\host`, a scheme). */
export function sitePath(url: string): string {
  // eslint-disable-next-line no-control-regex
  return /^\/(?![/\\])[^\x00-\x20\x7f\\]*$/.test(url) && url.length <= 2048 ? url : '/';
}

export interface PreviewEntryOptions {
  client: prismic.Client;
  linkResolver: (doc: LinkTarget) => string;
  secureCookies: boolean;
  /**
   * Told of each preview entered, before the redirect goes out (it may still set headers): to
   * start making the page's data. Awaited; it must not wait for long work itself.
   */
  onEntered?: (token: string, path: string, req: Request, res: Response) => Promise<void>;
}

/**
 * `GET /preview?token=…&documentId=…`: the CMS's "preview" button lands here. The token is checked
 * by the CMS itself (`resolvePreviewURL` asks it for the document at that ref), then set for this
 * browser only, and the browser is sent to the document's page through the site's link resolver,
 * which maps a type and uid to a path whether or not the document was ever published.
 */
export function previewEntry(options: PreviewEntryOptions): RequestHandler {
  return async (req, res) => {
    // The token is in this URL: the page it leads to must not pass it on as a referrer.
    res.setHeader('Referrer-Policy', 'no-referrer');
    const params = readPreviewParams(req.query);
    if (!params.ok) {
      sendPreviewProblem(res, 400, 'This preview link is not valid', params.problems);
      return;
    }
    let target: string;
    try {
      target = await options.client.resolvePreviewURL({
        previewToken: params.token,
        documentID: params.documentId,
        linkResolver: (doc) => options.linkResolver({ type: doc.type, uid: doc.uid ?? null }),
        defaultURL: '/',
      });
    } catch (error) {
      const [status, heading, detail] = refusal(error);
      sendPreviewProblem(res, status, heading, [detail]);
      return;
    }
    privateAnswer(res);
    setPreviewCookies(res, params.token, options.secureCookies);
    const path = sitePath(target);
    await options.onEntered?.(params.token, path, req, res);
    res.redirect(302, path);
  };
}

function refusal(error: unknown): [number, string, string] {
  if (error instanceof PreviewEnded && error.reason === 'expired')
    return [410, 'This preview has expired', 'Open a new preview from the CMS.'];
  if (error instanceof PreviewEnded)
    return [400, 'This preview link is not valid', 'The CMS does not know this preview token.'];
  if (error instanceof prismic.NotFoundError)
    return [
      404,
      'The previewed document was not found',
      'The CMS has no document with this id in this preview (it may have been deleted).',
    ];
  console.error('preview: the CMS could not check a preview token:', error);
  return [502, 'The preview could not be opened', 'The CMS did not answer; try again shortly.'];
}
