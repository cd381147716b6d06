#!/usr/bin/env node
// Giving, end to end on loopback: starts the real site server (production, from `.site`, a fresh
// SQLite database), then measures
//   1. the product GraphQL `donate` mutation, one gift after another (median, p95);
//   2. batches of 10 concurrent submissions with one idempotency key (each must make one gift);
//   3. in Chromium, from pressing "Give" on the payment step to the receipt page (median of 5).
// Needs a built site (`node scripts/build.mjs`). Prints its figures; loopback only.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { launchChromium } from './lib/chromium.mjs';
import { spawnProductionServer, waitForHealth } from './lib/server.mjs';
import { median, percentile } from './lib/stats.mjs';

const PORT = Number(process.env.BENCH_PORT ?? 4731);
const origin = `http://127.0.0.1:${PORT}`;
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'giving-bench-'));
const server = await spawnProductionServer({
  PORT: String(PORT),
  DATABASE_URL: `file:${path.join(work, 'bench.sqlite')}`,
  OUTBOX_DIR: path.join(work, 'outbox'),
  GIVING_SCHEDULER: 'off',
});
const stop = () => {
  server.kill('SIGTERM');
  fs.rmSync(work, { recursive: true, force: true });
};
process.once('SIGINT', () => (stop(), process.exit(130)));

const p95 = (xs) => percentile(xs, 0.95);
const year = new Date().getUTCFullYear() + 2;
let n = 0;
const input = () => ({
  idempotencyKey: `bench-${process.pid}-${Date.now()}-${n++}`,
  projectId: 'season-4-production',
  amount: '25',
  currency: 'GBP',
  frequency: 'ONE_OFF',
  coverFees: false,
  giftAid: false,
  showAsSupporter: false,
  donor: { firstName: 'Bench', lastName: 'Mark', email: 'bench@example.org', country: 'GB' },
  card: { number: '4242424242424242', expMonth: 12, expYear: year, cvc: '123', name: 'B Mark' },
});
const DONATE =
  'mutation D($input: DonationInput!) { donate(input: $input) { donation { id } userErrors { code } } }';
async function donate(i) {
  const r = await fetch(`${origin}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: DONATE, variables: { input: i } }),
  });
  return (await r.json()).data.donate;
}

try {
  await waitForHealth(origin, { tries: 100, everyMs: 200, message: 'the server did not start' });
  await donate(input()); // warm-up: the catalogue is read on first use
  const single = [];
  for (let i = 0; i < 100; i++) {
    const t = performance.now();
    const answer = await donate(input());
    single.push(performance.now() - t);
    if (!answer.donation) throw new Error(`donate failed: ${JSON.stringify(answer.userErrors)}`);
  }
  const batches = [];
  for (let b = 0; b < 20; b++) {
    const same = input();
    const t = performance.now();
    const answers = await Promise.all(Array.from({ length: 10 }, () => donate(same)));
    batches.push(performance.now() - t);
    if (new Set(answers.map((a) => a.donation?.id)).size !== 1)
      throw new Error('one key made more than one gift');
  }
  const browser = await launchChromium();
  const flows = [];
  for (let i = 0; i < 5; i++) {
    const page = await browser.newPage();
    await page.goto(`${origin}/give?project=season-4-production`);
    await page.mouse.move(5, 5); // a prerendered page's app starts at the first interaction
    await page.locator('html[data-ready="true"]').waitFor({ state: 'attached' });
    await page.getByLabel(/^Amount/).fill('25');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByLabel('First name', { exact: true }).fill('Bench');
    await page.getByLabel('Last name', { exact: true }).fill('Mark');
    await page.getByLabel('E-mail', { exact: true }).fill('bench@example.org');
    await page.getByLabel('Country', { exact: true }).selectOption('GB');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByLabel('Card number', { exact: true }).fill('4242 4242 4242 4242');
    await page
      .getByLabel('Expiry date (MM/YY)', { exact: true })
      .fill(`12/${String(year).slice(2)}`);
    await page.getByLabel('Security code', { exact: true }).fill('123');
    await page.getByLabel('Name on the card', { exact: true }).fill('B Mark');
    const t = performance.now();
    await page.getByRole('button', { name: /^Give / }).click();
    await page.getByRole('heading', { level: 1, name: 'Thank you for your gift' }).waitFor();
    flows.push(performance.now() - t);
    await page.close();
  }
  await browser.close();
  console.log(
    `donate mutation, sequential (n=100): median ${median(single).toFixed(1)} ms, p95 ${p95(single).toFixed(1)} ms`,
  );
  console.log(
    `10 concurrent submissions with one key (n=20 batches): median ${median(batches).toFixed(1)} ms per batch, every batch one gift`,
  );
  console.log(
    `"Give" pressed to the receipt page in Chromium (n=5): median ${median(flows).toFixed(0)} ms, max ${Math.max(...flows).toFixed(0)} ms`,
  );
} finally {
  stop();
}
