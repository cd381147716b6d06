import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from '../chromium.cjs';

// The attack suite: HTTP-level tests against the built site started as `pnpm start` starts it.
const port = Number(process.env.SECURITY_PORT ?? 4320);

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  // One server holds the throttles every test exercises; tests pick their own client addresses.
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  timeout: 60_000,
  expect: { timeout: 10_000 },
  outputDir: '../../test-results/security-artifacts',
  reporter: [['list'], ['json', { outputFile: '../../test-results/security.json' }]],
  use: {
    baseURL: `http://localhost:${port}`,
    launchOptions: chromiumLaunchOptions,
  },
  webServer: {
    command: 'node e2e/start-server.mjs security',
    cwd: '../..',
    url: `http://localhost:${port}/healthz`,
    env: {
      ...(process.env as Record<string, string>),
      SECURITY_PORT: String(port),
      PORT: String(port),
    },
    // Locally, a run may share a server another run started (SECURITY_PORT picks another port).
    reuseExistingServer: !process.env.CI,
    timeout: 180_000,
    stdout: 'pipe',
  },
});
