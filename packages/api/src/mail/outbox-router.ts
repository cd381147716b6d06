import { type Router, Router as createRouter } from 'express';
import type { OutboxMailer } from './outbox-mailer';

/** `GET /dev/outbox` (JSON list, newest first) and `GET /dev/outbox/:id` (one message, JSON or `?format=eml`). */
export function outboxRouter(outbox: OutboxMailer): Router {
  const router = createRouter();
  router.get('/dev/outbox', async (_req, res) => {
    res.set('Cache-Control', 'no-store').json({ messages: await outbox.list() });
  });
  router.get('/dev/outbox/:id', async (req, res) => {
    const message = await outbox.read(req.params.id);
    if (!message) {
      res.status(404).json({ error: 'not_found', message: 'No such message in the outbox.' });
      return;
    }
    res.set('Cache-Control', 'no-store');
    if (req.query.format === 'eml') res.type('message/rfc822').send(message.raw);
    else res.json(message);
  });
  return router;
}
