import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from './chromium.cjs';

const port = Number(process.env.E2E_PORT ?? 4310);
const ci = Boolean(process.env.CI);

export default defineConfig({
  testDir: './tests',
  fullyParallel: true,
  workers: 2,
  // No retries, in CI either: a test that needs one is a bug to fix (issue 32).
  retries: 0,
  forbidOnly: ci,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [['list'], ['json', { outputFile: '../test-results/e2e.json' }]],
  use: {
    baseURL: `http://localhost:${port}`,
    trace: 'on-first-retry',
    // Requests a service worker makes bypass page.route; journeys that test the worker turn it on.
    serviceWorkers: 'block',
    // Debian's Chromium, never a downloaded browser, kept off the network it cannot reach.
    launchOptions: chromiumLaunchOptions,
  },
  webServer: {
    // A fresh database and outbox per run (.data/e2e-<port>), so sign-up limits never carry over.
    command: 'node e2e/start-server.mjs e2e',
    cwd: '..',
    url: `http://localhost:${port}/healthz`,
    // start-server.mjs opts into the outbox's HTTP view: the journeys read reset mails through it.
    env: { ...(process.env as Record<string, string>), PORT: String(port) },
    reuseExistingServer: !ci,
    timeout: 180_000,
    stdout: 'pipe',
  },
});
