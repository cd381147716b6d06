import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { mailConfigFromEnv } from './mailer-from-env';
import { OutboxMailer } from './outbox-mailer';
import { outboxRouter } from './outbox-router';
import { SmtpMailer } from './smtp-mailer';
import { resetMail } from './templates';

describe('outbox mailer', () => {
  let dir: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'outbox-test-'));
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('writes .eml files and serves them over HTTP', async () => {
    const outbox = new OutboxMailer(dir);
    await outbox.send(
      resetMail('a@example.org', 'gid://shopify/Customer/1', 'tok', 'https://site.test'),
    );
    await outbox.send({ to: 'b@example.org', subject: 'Evil\r\nBcc: x@y.z', text: 'hi' });
    const files = fs.readdirSync(dir);
    expect(files.filter((f) => f.endsWith('.eml'))).toHaveLength(2);
    const eml = fs.readFileSync(
      path.join(
        dir,
        files.find((f) => fs.readFileSync(path.join(dir, f), 'utf8').includes('b@example.org')) ??
          '',
      ),
      'utf8',
    );
    expect(eml).not.toMatch(/^Bcc:/m);

    const app = express().use('/api', outboxRouter(outbox));
    const server = app.listen(0, '127.0.0.1');
    await new Promise((r) => server.once('listening', r));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/dev/outbox`;
    try {
      const list = (await (await fetch(base)).json()) as {
        messages: { id: string; to: string; subject: string }[];
      };
      expect(list.messages.map((m) => m.to).sort()).toEqual(['a@example.org', 'b@example.org']);
      const reset = list.messages.find((m) => m.to === 'a@example.org');
      const message = (await (await fetch(`${base}/${reset?.id}`)).json()) as {
        text: string;
        subject: string;
      };
      expect(message.subject).toBe('Reset your password');
      expect(message.text).toContain(
        'https://site.test/reset-password?id=gid%3A%2F%2Fshopify%2FCustomer%2F1&token=tok',
      );
      expect((await fetch(`${base}/../../etc`)).status).toBe(404);
      expect((await fetch(`${base}/1234`)).status).toBe(404);
      const raw = await fetch(`${base}/${reset?.id}?format=eml`);
      expect(raw.headers.get('content-type')).toMatch(/message\/rfc822/);
    } finally {
      server.close();
    }
  });

  it('chooses SMTP or the outbox from the environment', () => {
    expect(mailConfigFromEnv({ SMTP_URL: 'smtp://user:pw@127.0.0.1:2525' }).mailer).toBeInstanceOf(
      SmtpMailer,
    );
    expect(() => mailConfigFromEnv({ SMTP_URL: 'http://nope' })).toThrow(/SMTP_URL/);
    const unset = mailConfigFromEnv({ OUTBOX_DIR: dir });
    expect(unset.outbox?.dir).toBe(dir);
    // The outbox shows reset links: its HTTP view is never on by default, only in development.
    expect(unset.outboxHttp).toBe(false);
    expect(mailConfigFromEnv({ NODE_ENV: 'test', OUTBOX_DIR: dir }).outboxHttp).toBe(false);
    expect(mailConfigFromEnv({ NODE_ENV: 'development', OUTBOX_DIR: dir }).outboxHttp).toBe(true);
    expect(mailConfigFromEnv({ NODE_ENV: 'production', OUTBOX_DIR: dir }).outboxHttp).toBe(false);
    expect(
      mailConfigFromEnv({ NODE_ENV: 'production', OUTBOX_DIR: dir, OUTBOX_HTTP: '1' }).outboxHttp,
    ).toBe(true);
  });
});
