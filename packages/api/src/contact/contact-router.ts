import express, { type ErrorRequestHandler, type Request, Router } from 'express';
import type BetterSqlite3 from 'better-sqlite3';
import { parseContact } from './contact-input';
import { ContactStore, openContactDb } from './contact-store';

const BODY_LIMIT = '16kb';
const WINDOW_MS = 60_000;
const PER_WINDOW = 5;

function clientKey(req: Request): string {
  return req.ip ?? req.socket.remoteAddress ?? 'unknown';
}

/**
 * `POST /` (mounted at `/api/contact`): validates a contact message or sign-up and stores it.
 * 201 `{ id }`; 400 `{ error: { code, message, fields } }`; 413 and 415 for bodies it cannot read;
 * 429 when one client sends more than five in a minute. Without `db`, it opens the default file.
 */
export function createContactRouter(db?: BetterSqlite3.Database): Router {
  let store: ContactStore | null = null;
  const getStore = () => (store ??= new ContactStore(db ?? openContactDb()));
  const sent = new Map<string, number[]>();
  const router = Router();

  router.post('/', express.json({ limit: BODY_LIMIT }), (req, res) => {
    if (!req.is('application/json')) {
      res.status(415).json({ error: { code: 'unsupported_media_type', message: 'Send the form as application/json.' } });
      return;
    }
    const now = Date.now();
    const key = clientKey(req);
    const recent = (sent.get(key) ?? []).filter((t) => now - t < WINDOW_MS);
    if (recent.length >= PER_WINDOW) {
      res.status(429).set('Retry-After', '60').json({ error: { code: 'too_many_requests', message: 'You have sent several messages just now. Please wait a minute.' } });
      return;
    }
    const parsed = parseContact(req.body);
    if ('errors' in parsed) {
      res.status(400).json({ error: { code: 'invalid_input', message: 'Please correct the fields marked.', fields: parsed.errors } });
      return;
    }
    const saved = getStore().save(parsed.value);
    sent.set(key, [...recent, now]);
    res.status(201).json({ id: saved.id });
  });

  router.all('/', (_req, res) => {
    res.status(405).set('Allow', 'POST').json({ error: { code: 'method_not_allowed', message: 'Use POST.' } });
  });

  const bodyErrors: ErrorRequestHandler = (error: { type?: unknown }, _req, res, next) => {
    if (res.headersSent) return next(error);
    if (error.type === 'entity.too.large') res.status(413).json({ error: { code: 'payload_too_large', message: `The message is larger than ${BODY_LIMIT}.` } });
    else if (error.type === 'entity.parse.failed') res.status(400).json({ error: { code: 'malformed_json', message: 'The request body is not valid JSON.' } });
    else next(error);
  };
  router.use(bodyErrors);
  return router;
}
