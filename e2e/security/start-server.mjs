#!/usr/bin/env node
// Starts the site for the attack suite exactly as `pnpm start` does (production, no opt-ins), but on
// SECURITY_PORT and with its own database and mail outbox, emptied first, so every run starts clean.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
// The same folder as support/paths.ts names for the tests.
const securityDataDir = path.join(repoRoot, '.data', `security-${process.env.SECURITY_PORT ?? '4320'}`);
fs.rmSync(securityDataDir, { recursive: true, force: true });
fs.mkdirSync(securityDataDir, { recursive: true });

// Nothing of the developer's environment that could switch on a development route leaks in.
const env = { ...process.env };
for (const name of ['NODE_ENV', 'OUTBOX_HTTP', 'SITE_MODE', 'DEV_ROUTES', 'SOURCE_MAPS_PUBLIC', 'PUBLIC_URL', 'TRUST_PROXY', 'REDIS_URL'])
  delete env[name];
env.PORT = process.env.SECURITY_PORT ?? '4320';
env.DATABASE_URL = `file:${path.join(securityDataDir, 'site.sqlite')}`;
env.OUTBOX_DIR = path.join(securityDataDir, 'outbox');
env.CONTACT_DB = path.join(securityDataDir, 'contact.sqlite');

const child = spawn(process.execPath, [path.join(repoRoot, 'scripts/start.mjs')], { stdio: 'inherit', env, cwd: repoRoot });
for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 0));
