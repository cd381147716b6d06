import express from 'express';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { DeclineGuard } from '../checkout/decline-guard';
import type { MailMessage } from '../mail/mailer';
import { databaseKinds } from '../test-support/databases';
import { ACTION_EXPIRES_MS } from './attempts';
import { challengeRouter } from './challenge-router';
import { Reconciler, type AttemptCompleter } from './reconciler';
import { Payments, type PaymentRequest } from './take-payment';
import { CHALLENGE_PATH, TestPaymentProvider } from './test-provider';
import { suiteDatabase } from '../test-support/suite';
import { attemptOf } from '../test-support/rows';

const AUTHENTICATE = '4000002760003184';
let counter = 0;
const newKey = () => `3ds-${process.pid}-${Date.now()}-${counter++}`;

const request = (key: string, number = AUTHENTICATE): PaymentRequest => ({
  domain: 'gift',
  key,
  providerKey: `gift_${key}`,
  amount: 2500,
  currency: 'GBP',
  email: 'payer@example.org',
  payload: { key },
  card: { number, expMonth: 12, expYear: 2031, cvc: '123', name: 'K Zell' },
  description: 'A gift',
  client: { address: '127.0.0.1', cardNumber: number },
});
const tokenOf = (url: string) => url.slice(url.lastIndexOf('/') + 1);

describe.each(databaseKinds())('3-D Secure through the payments module (%s)', (kind) => {
  const database = suiteDatabase(kind);
  let now = new Date('2026-11-25T10:00:00Z');
  const clock = () => now;
  let provider: TestPaymentProvider;
  let payments: Payments;
  const records: { key: string; chargeId: string }[] = [];
  const settled: { key: string; outcome: string }[] = [];
  const mails: MailMessage[] = [];
  const area: AttemptCompleter = {
    async complete(attempt, chargeId) {
      records.push({ key: attempt.domain_key, chargeId });
    },
    async settle(attempt, outcome) {
      settled.push({ key: attempt.domain_key, outcome });
    },
    label: () => 'a gift',
  };
  const complete = (key: string) => async (_trx: unknown, chargeId: string) => {
    records.push({ key, chargeId });
    return chargeId;
  };

  beforeAll(async () => {
    provider = new TestPaymentProvider(clock, database.db);
    payments = new Payments(database.db, provider, new DeclineGuard(null), clock);
  });
  beforeEach(() => {
    now = new Date(now.getTime() + 3_600_000);
    records.length = 0;
    settled.length = 0;
    mails.length = 0;
  });
  const attempt = (key: string) => attemptOf(database.db, key);

  it('a card that wants 3-D Secure is answered with a challenge; after "complete" the same key is charged once', async () => {
    const key = newKey();
    const first = await payments.take(request(key), complete(key));
    expect(first).toMatchObject({ outcome: 'action_required' });
    const url = (first as { challengeUrl: string }).challengeUrl;
    expect(url.startsWith(`${CHALLENGE_PATH}/`)).toBe(true);
    expect(await attempt(key)).toMatchObject({ status: 'requires_action', charge_id: null });
    expect(provider.charges.filter((c) => c.idempotencyKey === `gift_${key}`)).toHaveLength(0);

    // Resubmitting before the challenge is answered shows the same challenge again.
    expect(await payments.take(request(key), complete(key))).toEqual(first);

    expect(await provider.authenticate(tokenOf(url), 'complete')).toMatchObject({
      state: 'succeeded',
    });
    const second = await payments.take(request(key), complete(key));
    expect(second).toMatchObject({ outcome: 'completed' });
    const third = await payments.take(request(key), complete(key));
    expect(third).toEqual({ outcome: 'resolved', status: 'completed' });
    expect(records).toHaveLength(1);
    expect(await attempt(key)).toMatchObject({ status: 'completed', resolved_by: 'request' });
    expect(provider.charges.filter((c) => c.idempotencyKey === `gift_${key}`)).toHaveLength(1);
  });

  it('a failed challenge declines with authentication_failed, and the payer may try their bank again', async () => {
    const key = newKey();
    const first = await payments.take(request(key), complete(key));
    const url = (first as { challengeUrl: string }).challengeUrl;
    await provider.authenticate(tokenOf(url), 'fail');
    // A second answer to a settled challenge changes nothing.
    expect(await provider.authenticate(tokenOf(url), 'complete')).toMatchObject({
      state: 'failed',
    });
    expect(await payments.take(request(key), complete(key))).toMatchObject({
      outcome: 'declined',
      code: 'authentication_failed',
    });
    expect(records).toHaveLength(0);
    const again = await payments.take(request(key), complete(key));
    expect(again).toMatchObject({ outcome: 'action_required' });
    expect((again as { challengeUrl: string }).challengeUrl).not.toBe(url);
  });

  it('an abandoned challenge is cancelled by the reconciler after its deadline: nothing charged, the payer told, a late answer refused', async () => {
    const key = newKey();
    const first = await payments.take(request(key), complete(key));
    const url = (first as { challengeUrl: string }).challengeUrl;
    const reconciler = new Reconciler(
      payments,
      { gift: area },
      { send: async (m) => void mails.push(m) },
    );
    now = new Date(now.getTime() + ACTION_EXPIRES_MS - 60_000);
    await reconciler.run();
    expect(await attempt(key)).toMatchObject({ status: 'requires_action' });
    now = new Date(now.getTime() + 120_000);
    expect((await reconciler.run()).failed).toBeGreaterThanOrEqual(1);
    expect(await attempt(key)).toMatchObject({ status: 'failed', resolved_by: 'reconciler' });
    expect(settled).toContainEqual({ key, outcome: 'failed' });
    expect(mails.filter((m) => m.subject === 'Your payment was not completed').length).toBe(
      settled.length,
    );
    expect(await provider.authenticate(tokenOf(url), 'complete')).toMatchObject({
      state: 'failed',
    });
    expect(provider.charges.filter((c) => c.idempotencyKey === `gift_${key}`)).toHaveLength(0);
  });

  it('a payer who authenticated and never came back has the record completed by the reconciler', async () => {
    const key = newKey();
    const first = await payments.take(request(key), complete(key));
    await provider.authenticate(
      tokenOf((first as { challengeUrl: string }).challengeUrl),
      'complete',
    );
    now = new Date(now.getTime() + ACTION_EXPIRES_MS + 1000);
    const reconciler = new Reconciler(payments, { gift: area }, null);
    expect((await reconciler.run()).completed).toBe(1);
    expect(records).toHaveLength(1);
    expect(await attempt(key)).toMatchObject({
      status: 'completed',
      charge_id: records[0]!.chargeId,
    });
  });

  it('without the payer (a kept card, an off-session charge) the card is declined, never left waiting', async () => {
    const result = await provider.charge({ ...request(newKey()), idempotencyKey: newKey() });
    expect(result).toMatchObject({ ok: false, code: 'authentication_required' });
    const saved = await provider.saveCard(request('x').card);
    expect(saved).toMatchObject({ ok: false, code: 'authentication_required' });
  });

  describe('the challenge page', () => {
    let server: Server;
    let base = '';
    beforeAll(async () => {
      const app = express();
      app.use('/api/payments/test/challenge', challengeRouter(provider));
      server = app.listen(0, '127.0.0.1');
      await new Promise((resolve) => server.once('listening', resolve));
      base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    });
    afterAll(() => new Promise((resolve) => server.close(resolve)));

    it('shows the amount and two answers, takes one by POST, then tells its parent how it ended', async () => {
      const key = newKey();
      const first = await payments.take(request(key), complete(key));
      const url = (first as { challengeUrl: string }).challengeUrl;
      const page = await fetch(base + url);
      expect(page.status).toBe(200);
      expect(page.headers.get('cache-control')).toBe('no-store');
      const html = await page.text();
      expect(html).toContain('£25.00');
      expect(html).toContain('data-outcome="open"');
      expect(html).toMatch(
        /<button type="submit" name="answer" value="complete">Complete authentication/,
      );

      const bad = await fetch(base + url, {
        method: 'POST',
        body: new URLSearchParams({ answer: 'maybe' }),
      });
      expect(bad.status).toBe(400);
      const answered = await fetch(base + url, {
        method: 'POST',
        body: new URLSearchParams({ answer: 'complete' }),
        redirect: 'manual',
      });
      expect(answered.status).toBe(303);
      expect(answered.headers.get('location')).toBe(tokenOf(url));
      const after = await (await fetch(base + url)).text();
      expect(after).toContain('data-outcome="succeeded"');
      const script = await (await fetch(`${base}/api/payments/test/challenge/challenge.js`)).text();
      expect(script).toContain("type: 'payment-challenge'");
      expect(script).toContain('window.location.origin');
    });

    it('answers 404 for an unknown or malformed token, and changes nothing', async () => {
      expect((await fetch(`${base}${CHALLENGE_PATH}/${'a'.repeat(32)}`)).status).toBe(404);
      expect((await fetch(`${base}${CHALLENGE_PATH}/%3Cscript%3E`)).status).toBe(404);
      const posted = await fetch(`${base}${CHALLENGE_PATH}/${'b'.repeat(32)}`, {
        method: 'POST',
        body: new URLSearchParams({ answer: 'complete' }),
      });
      expect(posted.status).toBe(404);
    });
  });
});
