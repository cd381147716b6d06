import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from '../chromium.cjs';

// The release suite: real releases, rollbacks, canaries and QA pins against the built site, under
// load from two server processes. It changes the site folder's registry, so it runs after the other
// suites (pnpm test:all) and one test at a time.
const port = Number(process.env.RELEASE_PORT ?? 4330);

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  timeout: 240_000,
  expect: { timeout: 10_000 },
  outputDir: '../../test-results/release-artifacts',
  reporter: [['list'], ['json', { outputFile: '../../test-results/release.json' }]],
  use: {
    baseURL: `http://localhost:${port}`,
    serviceWorkers: 'block',
    launchOptions: chromiumLaunchOptions,
  },
  webServer: {
    command: 'node e2e/start-server.mjs release',
    cwd: '../..',
    url: `http://localhost:${port}/healthz`,
    env: { ...(process.env as Record<string, string>), PORT: String(port) },
    reuseExistingServer: !process.env.CI,
    timeout: 180_000,
    stdout: 'pipe',
  },
});
