import http from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { createContactRouter } from './contact-router';
import { ContactStore, openContactDb } from './contact-store';
import { parseContact } from './contact-input';

async function serve(db = openContactDb(':memory:')) {
  const app = express();
  app.use('/api/contact', createContactRouter(db));
  const server = http.createServer(app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/contact`;
  const post = (body: unknown, type = 'application/json') =>
    fetch(url, { method: 'POST', headers: { 'Content-Type': type }, body: typeof body === 'string' ? body : JSON.stringify(body) });
  return { db, url, post, close: () => new Promise<void>((r) => server.close(() => r())) };
}

const message = { name: 'Ann Ferraro', email: 'Ann@Example.org', subject: 'Season two', message: 'When does season two come out on DVD?' };

describe('POST /api/contact', () => {
  it('stores a valid message and answers 201 with its id', async () => {
    const api = await serve();
    try {
      const res = await api.post(message);
      expect(res.status).toBe(201);
      const { id } = (await res.json()) as { id: string };
      const [row] = new ContactStore(api.db).latest();
      expect(row).toMatchObject({ id, kind: 'message', name: 'Ann Ferraro', email: 'ann@example.org', subject: 'Season two' });
    } finally {
      await api.close();
    }
  });

  it('stores a subscription with only an email', async () => {
    const api = await serve();
    try {
      expect((await api.post({ kind: 'subscribe', email: 'bo@example.org' })).status).toBe(201);
      expect(new ContactStore(api.db).latest()[0]).toMatchObject({ kind: 'subscribe', name: null, message: null });
    } finally {
      await api.close();
    }
  });

  it('refuses invalid fields with 400 and stores nothing', async () => {
    const api = await serve();
    try {
      const res = await api.post({ ...message, email: 'not-an-email', message: 'short' });
      expect(res.status).toBe(400);
      const body = (await res.json()) as { error: { fields: Record<string, string> } };
      expect(Object.keys(body.error.fields).sort()).toEqual(['email', 'message']);
      expect(new ContactStore(api.db).latest()).toEqual([]);
    } finally {
      await api.close();
    }
  });

  it('answers malformed JSON, other content types, big bodies and other methods with 4xx', async () => {
    const api = await serve();
    try {
      expect((await api.post('{"name":')).status).toBe(400);
      expect((await api.post('name=Ann', 'application/x-www-form-urlencoded')).status).toBe(415);
      expect((await api.post({ ...message, message: 'x'.repeat(20_000) })).status).toBe(413);
      expect((await fetch(api.url)).status).toBe(405);
      expect((await api.post([1, 2])).status).toBe(400);
    } finally {
      await api.close();
    }
  });

  it('limits one client to five messages a minute', async () => {
    const api = await serve();
    try {
      for (let i = 0; i < 5; i++) expect((await api.post(message)).status).toBe(201);
      expect((await api.post(message)).status).toBe(429);
    } finally {
      await api.close();
    }
  });
});

describe('parseContact', () => {
  it('rejects control characters, wrong types and an unknown kind', () => {
    expect(parseContact({ ...message, name: 'A\u0007' })).toHaveProperty('errors.name');
    expect(parseContact({ ...message, subject: 42 })).toHaveProperty('errors.subject');
    expect(parseContact({ ...message, kind: 'spam' })).toHaveProperty('errors.kind');
    expect(parseContact({ ...message, email: 5 })).toHaveProperty('errors.email');
  });
});
