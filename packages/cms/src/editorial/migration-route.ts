import { rmSync } from 'node:fs';
import path from 'node:path';

import express, { type NextFunction, type Request, type Response, type Router } from 'express';

import { sameToken } from '../api/access-token';
import { mountBase, sendJson } from '../api/responses';
import type { ContentStore } from '../store/content-store';
import { RELEASE_ID, type EditorialStore } from './editorial-store';
import type { PreviewTokens } from './preview-token';
import { publishDrafts } from './publish';
import { prepareWrite, storedJson, writeFileAtomic, type WriteContext } from './writes';

export interface MigrationOptions {
  store: ContentStore;
  editorial: EditorialStore;
  previews: PreviewTokens;
  documentsDir: string;
  customTypesDir: string;
  slicesDir: string;
  imagesDir: string;
  /** Bearer token for every route here; without one, writes are switched off. */
  writeToken: string | undefined;
  publicOrigin: string | undefined;
  now?: () => Date;
}

/** A document id as the CMS makes them (16 base64url characters); older corpora may be longer. */
const DOC_ID = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * The Migration API (`https://migration.prismic.io/`) on the embedded CMS, so that scripts and
 * Prismic's own write client (`createWriteClient(…, { migrationAPIEndpoint })`) can write:
 * `POST /documents` and `PUT /documents/:id` make or update a draft, and
 * `POST /migration-release/publish` publishes every draft, as publishing Prismic's migration
 * release does. `POST /previews` (the CMS's own) opens a preview session over the drafts.
 * Every route wants `Authorization: Bearer <write token>`.
 */
export function migrationRouter(options: MigrationOptions): Router {
  const router = express.Router();
  const now = options.now ?? (() => new Date());

  router.use((req: Request, res: Response, next: NextFunction) => {
    if (!options.writeToken) {
      sendJson(res, 403, { message: 'Writes are switched off: configure CMS_WRITE_TOKEN' });
      return;
    }
    const match = /^Bearer\s+(\S+)$/i.exec(req.get('authorization') ?? '');
    if (!sameToken(options.writeToken, match?.[1])) {
      sendJson(res, 401, { message: 'A valid write token is required (Authorization: Bearer …)' });
      return;
    }
    next();
  });
  router.use(express.json({ limit: '2mb', strict: true }));

  const context = (): WriteContext => ({
    customTypesDir: options.customTypesDir,
    slicesDir: options.slicesDir,
    imagesDir: options.imagesDir,
    master: options.store.current(),
    editorial: options.editorial.current(),
    now,
  });

  const write = (req: Request, res: Response, id: string | undefined): void => {
    const params = Object.keys(req.query);
    if (params.length) {
      sendJson(res, 400, { message: `${params.join(', ')}: not a parameter of this route` });
      return;
    }
    if (!req.is('application/json')) {
      sendJson(res, 415, { message: 'Send the document as JSON (Content-Type: application/json)' });
      return;
    }
    const ctx = context();
    const prepared = prepareWrite(req.body, id, ctx);
    if (!prepared.ok) {
      sendJson(res, prepared.status, {
        message: prepared.problems.join('; '),
        problems: prepared.problems,
      });
      return;
    }
    const { doc, file, created, title } = prepared;
    // A draft that was stored under another name (by hand) is replaced, not duplicated.
    const earlier = ctx.editorial.draftFiles.get(doc.id);
    writeFileAtomic(path.join(options.editorial.draftsDir, file), storedJson(doc));
    if (earlier && earlier !== file)
      rmSync(path.join(options.editorial.draftsDir, earlier), { force: true });
    sendJson(res, created ? 201 : 200, {
      id: doc.id,
      type: doc.type,
      lang: doc.lang,
      uid: doc.uid,
      title,
    });
  };

  router.post('/documents', (req, res) => write(req, res, undefined));
  router.put('/documents/:id', (req, res) => {
    const id = String(req.params.id);
    if (!DOC_ID.test(id)) {
      sendJson(res, 400, { message: `id: "${id.slice(0, 80)}" is not a document id` });
      return;
    }
    write(req, res, id);
  });

  router.post('/migration-release/publish', (req, res) => {
    if (Object.keys(req.query).length) {
      sendJson(res, 400, { message: 'This route takes no parameters' });
      return;
    }
    const result = publishDrafts(options.documentsDir, options.editorial.draftsDir, context());
    if (!result.ok) {
      sendJson(res, 400, { message: result.problems.join('; '), problems: result.problems });
      return;
    }
    // The watcher will notice too; marking the store now makes the very next request see it.
    options.store.invalidate();
    sendJson(res, 202, { totalItems: result.documents.length });
  });

  router.post('/previews', (req, res) => {
    const unknown = Object.keys(req.query).filter((key) => key !== 'release');
    const release = req.query.release;
    if (unknown.length) {
      sendJson(res, 400, { message: `${unknown.join(', ')}: not a parameter of this route` });
      return;
    }
    if (release !== undefined) {
      if (typeof release !== 'string' || !RELEASE_ID.test(release)) {
        sendJson(res, 400, { message: 'release: must be a release id' });
        return;
      }
      if (!options.editorial.current().releases.has(release)) {
        sendJson(res, 404, { message: `release: no release "${release}"` });
        return;
      }
    }
    // The token is read back against the Content API's base, where the client sends it.
    const base = mountBase(req, options.publicOrigin).replace(/\/migration$/, '');
    const session = options.previews.create(base, release === undefined ? {} : { release });
    sendJson(res, 201, { token: session.token, expires: new Date(session.expires).toISOString() });
  });

  router.use((_req, res) => sendJson(res, 404, { message: 'Unknown Migration API route' }));
  router.use((error: unknown, _req: Request, res: Response, next: NextFunction) => {
    const kind = (error as { type?: unknown }).type;
    if (kind === 'entity.parse.failed')
      return sendJson(res, 400, { message: '(body): is not valid JSON' });
    if (kind === 'entity.too.large')
      return sendJson(res, 413, { message: '(body): is larger than 2 MB' });
    next(error);
  });
  return router;
}
