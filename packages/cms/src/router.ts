import path from 'node:path';

import express, { type NextFunction, type Request, type Response, type Router } from 'express';

import { mayListReleases, presentedToken, requireAccessToken } from './api/access-token';
import { repositoryAnswer, tagsAnswer } from './api/repository';
import { mountBase, sendJson } from './api/responses';
import { searchHandler } from './api/search-route';
import { EditorialStore } from './editorial/editorial-store';
import { migrationRouter } from './editorial/migration-route';
import { PreviewTokens } from './editorial/preview-token';
import { Refs } from './editorial/refs';
import { imageHandler } from './images/image-route';
import { checkOrigin, type CmsOptions } from './options';
import { ContentStore } from './store/content-store';

export type { CmsOptions } from './options';

/** The router plus a way to stop watching the corpus (tests, graceful shutdown). */
export type CmsRouter = Router & {
  close: () => void;
  store: ContentStore;
  /**
   * What a ref names (master, a release, a preview token): for a caller in the same process, such
   * as a preview entry checking a token before it sets anything, without an HTTP round trip.
   */
  refs: Refs;
};

/**
 * The embedded Prismic-compatible content server, mounted by the site at `/cms`:
 * `/api/v2`, `/api/v2/documents/search`, `/api/tags` and `/images/<path>`.
 */
export function createCmsRouter(options: CmsOptions): CmsRouter {
  const publicOrigin = checkOrigin(options.publicOrigin);
  const store = new ContentStore({
    documentsDir: options.documentsDir,
    customTypesDir: options.customTypesDir,
  });
  const editorial = options.editorialDir ? new EditorialStore(options.editorialDir) : undefined;
  const previews = new PreviewTokens(options.previewSecret);
  const refs = new Refs(store, editorial, previews);
  const router = express.Router();
  const auth = requireAccessToken(options.accessToken, publicOrigin);

  router.use('/api', (_req: Request, res: Response, next: NextFunction) => {
    // Prismic's API is readable cross-origin; the standalone dev server relies on it.
    res.set('Access-Control-Allow-Origin', '*');
    next();
  });
  router.get('/api/v2', auth, (req, res) => {
    const params = new URL(req.originalUrl, 'http://local').searchParams;
    const token = presentedToken(params, req.get('authorization'));
    const answer = repositoryAnswer(
      refs,
      mountBase(req, publicOrigin),
      options.accessToken,
      mayListReleases(token, options.accessToken, options.writeToken),
    );
    sendJson(res, answer.status, answer.body);
  });
  router.get('/api/v2/documents/search', auth, searchHandler(refs, publicOrigin));
  router.get('/api/tags', auth, (_req, res) => {
    const answer = tagsAnswer(refs);
    sendJson(res, answer.status, answer.body);
  });
  router.use('/api', (_req, res) =>
    sendJson(res, 404, { type: 'not_found', message: 'Unknown API route' }),
  );
  if (editorial) {
    router.use(
      '/migration',
      migrationRouter({
        store,
        editorial,
        previews,
        documentsDir: options.documentsDir,
        customTypesDir: options.customTypesDir,
        slicesDir: options.slicesDir ?? path.join(__dirname, '..', 'slices'),
        imagesDir: options.imagesDir,
        writeToken: options.writeToken,
        publicOrigin,
      }),
    );
  }
  const images = imageHandler({
    imagesDir: options.imagesDir,
    cacheDir: options.imageCacheDir,
    maxRunning: options.imageRenders?.running,
    maxWaiting: options.imageRenders?.waiting,
  });
  router.use('/images', images);
  router.use((error: unknown, _req: Request, res: Response, next: NextFunction) => {
    if (res.headersSent) return next(error);
    console.error('[cms]', error);
    sendJson(res, 500, {
      type: 'internal_error',
      message: 'The content server failed to answer this request',
    });
  });

  const close = () => {
    store.close();
    images.close();
  };
  return Object.assign(router, { close, store, refs });
}
