import express, { type ErrorRequestHandler, type Request, Router } from 'express';
import type BetterSqlite3 from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import type { Db } from '../db/database';
import { addressBucket } from '../security/client-address';
import { createThrottleStore, throttleKey, type ThrottleStore } from '../security/throttle';
import { throttlesMigration } from '../security/throttle-migration';
import { parseContact } from './contact-input';
import { ContactStore, openContactDb } from './contact-store';

const BODY_LIMIT = '16kb';
const WINDOW_MS = 60_000;
const PER_WINDOW = 5;

function clientKey(req: Request): string {
  return throttleKey('contact-a', addressBucket(req.ip ?? req.socket.remoteAddress));
}

export interface ContactRouterOptions {
  /**
   * Where messages per address are counted: pass the API's store (`api.throttles`) so every
   * server process counts together. Without it: Redis when REDIS_URL is set, else a `throttles`
   * table in the contact database, which processes on one host share as they share its messages.
   */
  throttles?: ThrottleStore | Promise<ThrottleStore>;
}

async function contactThrottles(db: BetterSqlite3.Database): Promise<ThrottleStore> {
  const redisUrl = process.env.REDIS_URL?.trim();
  const kysely = new Kysely<unknown>({ dialect: new SqliteDialect({ database: db }) });
  if (!redisUrl) await throttlesMigration.up(kysely);
  return createThrottleStore(kysely as unknown as Db, {
    redisUrl,
    redisPrefix: process.env.REDIS_KEY_PREFIX?.trim() || undefined,
  });
}

/**
 * `POST /` (mounted at `/api/contact`): validates a contact message or sign-up and stores it.
 * 201 `{ id }`; 400 `{ error: { code, message, fields } }`; 413 and 415 for bodies it cannot read;
 * 429 when one client sends more than five in a minute. Without `db`, it opens the default file.
 */
/**
 * Opens the default contact file. Two server processes opening a new file at once can find it
 * locked while the other switches it to WAL (SQLite does not wait for that), so a busy open is
 * tried again for a few seconds instead of failing the request.
 */
async function openShared(): Promise<BetterSqlite3.Database> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return openContactDb();
    } catch (error) {
      if ((error as { code?: string }).code !== 'SQLITE_BUSY' || attempt >= 50) throw error;
      await new Promise((resolve) => setTimeout(resolve, 20 + Math.random() * 80));
    }
  }
}

export function createContactRouter(
  db?: BetterSqlite3.Database,
  options: ContactRouterOptions = {},
): Router {
  // Each is made once, on first use; a failure is forgotten so the next request tries again.
  const once = <T>(make: () => Promise<T>) => {
    let made: Promise<T> | null = null;
    return () =>
      (made ??= make().catch((error: unknown) => {
        made = null;
        throw error;
      }));
  };
  const getFile = once(() => (db ? Promise.resolve(db) : openShared()));
  const getStore = once(async () => new ContactStore(await getFile()));
  const getThrottles = once(
    async () => (await options.throttles) ?? contactThrottles(await getFile()),
  );
  const router = Router();

  router.post('/', express.json({ limit: BODY_LIMIT }), async (req, res, next) => {
    if (!req.is('application/json')) {
      res.status(415).json({
        error: { code: 'unsupported_media_type', message: 'Send the form as application/json.' },
      });
      return;
    }
    const parsed = parseContact(req.body);
    if ('errors' in parsed) {
      res.status(400).json({
        error: {
          code: 'invalid_input',
          message: 'Please correct the fields marked.',
          fields: parsed.errors,
        },
      });
      return;
    }
    try {
      // Counted (atomically, in the shared store) before storing: a burst cannot store more than five.
      const hit = await (await getThrottles()).hit(clientKey(req), WINDOW_MS);
      if (hit.count > PER_WINDOW) {
        const wait = Math.max(1, Math.ceil((hit.resetAt - Date.now()) / 1000));
        res
          .status(429)
          .set('Retry-After', String(wait))
          .json({
            error: {
              code: 'too_many_requests',
              message: 'You have sent several messages just now. Please wait a minute.',
            },
          });
        return;
      }
      const saved = (await getStore()).save(parsed.value);
      res.status(201).json({ id: saved.id });
    } catch (error) {
      next(error);
    }
  });

  router.all('/', (_req, res) => {
    res
      .status(405)
      .set('Allow', 'POST')
      .json({ error: { code: 'method_not_allowed', message: 'Use POST.' } });
  });

  const bodyErrors: ErrorRequestHandler = (error: { type?: unknown }, _req, res, next) => {
    if (res.headersSent) return next(error);
    if (error.type === 'entity.too.large')
      res.status(413).json({
        error: {
          code: 'payload_too_large',
          message: `The message is larger than ${BODY_LIMIT}.`,
        },
      });
    else if (error.type === 'entity.parse.failed')
      res.status(400).json({
        error: { code: 'malformed_json', message: 'The request body is not valid JSON.' },
      });
    else next(error);
  };
  router.use(bodyErrors);
  return router;
}
