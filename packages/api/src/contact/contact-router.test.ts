import http from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createContactRouter, type ContactRouterOptions } from './contact-router';
import { ContactStore, openContactDb } from './contact-store';
import { parseContact } from './contact-input';

async function serve(db = openContactDb(':memory:'), options: ContactRouterOptions = {}) {
  const app = express();
  app.use('/api/contact', createContactRouter(db, options));
  const server = http.createServer(app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/contact`;
  const post = (body: unknown, type = 'application/json') =>
    fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': type },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });
  return { db, url, post, close: () => new Promise<void>((r) => server.close(() => r())) };
}

const message = {
  name: 'Ann Ferraro',
  email: 'Ann@Example.org',
  subject: 'Season two',
  message: 'When does season two come out on DVD?',
};

describe('POST /api/contact', () => {
  it('stores a valid message and answers 201 with its id', async () => {
    const api = await serve();
    try {
      const res = await api.post(message);
      expect(res.status).toBe(201);
      const { id } = (await res.json()) as { id: string };
      const [row] = new ContactStore(api.db).latest();
      expect(row).toMatchObject({
        id,
        kind: 'message',
        name: 'Ann Ferraro',
        email: 'ann@example.org',
        subject: 'Season two',
      });
    } finally {
      await api.close();
    }
  });

  it('stores a subscription with only an email', async () => {
    const api = await serve();
    try {
      expect((await api.post({ kind: 'subscribe', email: 'bo@example.org' })).status).toBe(201);
      expect(new ContactStore(api.db).latest()[0]).toMatchObject({
        kind: 'subscribe',
        name: null,
        message: null,
      });
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
      const refused = await api.post(message);
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('retry-after'))).toBeLessThanOrEqual(60);
    } finally {
      await api.close();
    }
  });

  it('counts together across server processes sharing the contact database, bursts included', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'contact-'));
    const file = path.join(dir, 'contact.sqlite');
    // Two routers on two connections to one file: what two server processes on one host are.
    const one = await serve(openContactDb(file));
    const two = await serve(openContactDb(file));
    try {
      const burst = await Promise.all(
        Array.from({ length: 10 }, (_, i) => (i % 2 ? one : two).post(message)),
      );
      // The bound, not the winners: at most the limit of 5 is stored, and exactly those answered
      // 201 (none lost, none stored behind a 429); every other answer is 429.
      const stored = burst.filter((r) => r.status === 201).length;
      expect(stored).toBeLessThanOrEqual(5);
      expect(stored).toBeGreaterThanOrEqual(1);
      expect(burst.filter((r) => r.status === 429)).toHaveLength(10 - stored);
      expect(new ContactStore(one.db).latest()).toHaveLength(stored);
    } finally {
      await one.close();
      await two.close();
      fs.rmSync(dir, { recursive: true, force: true });
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

  it('keeps name and subject to one plain line, refuses C1 controls and markup, and checks addresses strictly', () => {
    expect(parseContact({ ...message, name: 'Ann\nBcc: x@example.org' })).toHaveProperty(
      'errors.name',
    );
    expect(parseContact({ ...message, subject: 'Hi\r\nBcc: x@example.org' })).toHaveProperty(
      'errors.subject',
    );
    expect(parseContact({ ...message, name: 'Ann\u0085' })).toHaveProperty('errors.name');
    expect(parseContact({ ...message, name: '<b>Ann</b>' })).toHaveProperty('errors.name');
    expect(parseContact({ ...message, message: 'Line one\nline two\ttabbed' })).not.toHaveProperty(
      'errors',
    );
    expect(parseContact({ ...message, message: 'Hello there\u009b31m' })).toHaveProperty(
      'errors.message',
    );
    for (const email of ['a@b.co\u0000', 'a\u0007@b.co', '<a@b.co>', 'a@-b.co'])
      expect(parseContact({ kind: 'subscribe', email })).toHaveProperty('errors.email');
  });

  // Found by the security fuzz suite: trim() removed a trailing \v and the name was stored as "a".
  it('refuses a control character at either end instead of trimming it away, and still trims plain spaces', () => {
    expect(parseContact({ ...message, name: 'a\u000b' })).toHaveProperty('errors.name');
    expect(parseContact({ ...message, subject: '\u000cSeason two' })).toHaveProperty(
      'errors.subject',
    );
    expect(parseContact({ ...message, name: 'Ann\u2028' })).toHaveProperty('errors.name');
    expect(parseContact({ ...message, message: 'A message long enough\u000b' })).toHaveProperty(
      'errors.message',
    );
    expect(
      parseContact({ ...message, name: '  Ann Ferraro  ', message: 'A message long enough\n' }),
    ).toMatchObject({ value: { name: 'Ann Ferraro', message: 'A message long enough' } });
  });
});
