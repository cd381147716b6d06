#!/usr/bin/env node
// Starts the built site for a test suite as `pnpm start` does (production), on PORT, with its own
// database, mail outbox and contact store in `.data/<suite>-<port>/`, emptied first: every run starts
// clean, and two suites (or two runs on different ports) never share throttles or data.
//   node e2e/start-server.mjs e2e       the journeys: opts into the outbox's HTTP view (they read reset mails)
//   node e2e/start-server.mjs security  the attack suite: exactly `pnpm start`, no opt-in from the shell leaks in
//   node e2e/start-server.mjs release   the release suite: QA override links on (a test secret), canaries checked every second
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SHELL_OPT_INS } from './shell-opt-ins.cjs';

const suite = process.argv[2];
if (!['e2e', 'security', 'release'].includes(suite)) {
  console.error('usage: node e2e/start-server.mjs e2e|security|release');
  process.exit(2);
}
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const env = { ...process.env };
if (!env.PORT) throw new Error('start-server.mjs needs PORT');
// The same folder as e2e/security/support/paths.ts names for the attack suite's tests.
const dataDir = path.join(repoRoot, '.data', `${suite}-${env.PORT}`);
fs.rmSync(dataDir, { recursive: true, force: true });
fs.mkdirSync(dataDir, { recursive: true });

if (suite === 'security') {
  for (const name of SHELL_OPT_INS) delete env[name];
  // A short image queue, so that the burst test's 30 renders reach the refusal in seconds.
  env.CMS_IMAGE_QUEUE = '8';
} else if (suite === 'release') {
  env.OVERRIDE_SECRET ??= 'release-suite-secret-not-for-production-0123';
  env.CANARY_CHECK_MS = '1000';
} else {
  env.OUTBOX_HTTP = '1';
  // The preview journey writes drafts through the Migration API: into this run's folder, never the
  // repository's corpus/editorial/, with a token known to the journey (e2e/tests/preview.spec.ts).
  env.CMS_EDITORIAL_DIR = path.join(dataDir, 'editorial');
  env.CMS_WRITE_TOKEN ??= 'e2e-write-token';
  // The journeys' visitor is in the United Kingdom: the looked-up region sets the default currency
  // (GBP, the shop's own), so the figures they read are pounds unless a journey chooses otherwise.
  env.GEO_COUNTRY ??= 'GB';
}
env.DATABASE_URL = `file:${path.join(dataDir, 'site.sqlite')}`;
env.OUTBOX_DIR = path.join(dataDir, 'outbox');
env.CONTACT_DB = path.join(dataDir, 'contact.sqlite');

const child = spawn(process.execPath, [path.join(repoRoot, 'scripts/start.mjs')], {
  stdio: 'inherit',
  env,
  cwd: repoRoot,
});
for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 0));
