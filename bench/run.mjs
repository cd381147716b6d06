#!/usr/bin/env node
// `pnpm bench [name …]`: runs benches one after another (never two at once: each would slow the
// other on this shared machine), shows each one's own output as it comes, and ends with one table:
// per bench, whether it ran, how long it took, and its headline (its lines starting `summary:`, or
// else its last line that is not a table border).
//   pnpm bench                      the browser benches of the built site (DEFAULT below)
//   pnpm bench first-tap lighthouse only those (names as in bench/<name>.mjs)
//   pnpm bench all                  every bench, the slow ones that build or release included
// Env is passed on (RUNS, PAGES, SITE_DIR …). Benches that need a running site (first-load-js) get
// one started here on BENCH_PORT (4940), from SITE_DIR like `pnpm start`.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(here, '..');
const ALL = fs
  .readdirSync(here)
  .filter((f) => f.endsWith('.mjs') && f !== 'run.mjs')
  .map((f) => f.slice(0, -4))
  .sort();
/** Quick enough to run together (minutes, not tens): they only read the built site. */
const DEFAULT = ['bundle-size', 'first-load-js', 'first-tap', 'lighthouse', 'navigation'];
/** These measure a running site given as BASE_URL instead of starting their own. */
const NEEDS_SITE = new Set(['first-load-js']);

const args = process.argv.slice(2);
const names = args.length === 0 ? DEFAULT : args.includes('all') ? ALL : args;
const unknown = names.filter((n) => !ALL.includes(n));
if (unknown.length) {
  console.error(`unknown bench: ${unknown.join(', ')} (there are: ${ALL.join(', ')})`);
  process.exit(2);
}

let site;
async function siteUrl() {
  if (process.env.BASE_URL) return process.env.BASE_URL;
  const port = Number(process.env.BENCH_PORT ?? 4940);
  const url = `http://localhost:${port}`;
  if (!site) {
    site = spawn(process.execPath, ['scripts/start.mjs'], {
      cwd: repoRoot,
      env: { ...process.env, PORT: String(port) },
      stdio: 'ignore',
    });
    process.on('exit', () => site.kill('SIGTERM'));
  }
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(`${url}/healthz`)).ok) return url;
    } catch {
      /* starting */
    }
    if (i > 600) throw new Error('the site server did not start');
    await new Promise((r) => setTimeout(r, 500));
  }
}

/** Runs one bench, echoing its output; resolves with its exit code and every line it printed. */
function run(name, env) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [path.join(here, `${name}.mjs`)], {
      cwd: repoRoot,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout.on('data', (d) => {
      out += d;
      process.stdout.write(d);
    });
    child.stderr.on('data', (d) => process.stderr.write(d));
    child.on('close', (code) =>
      resolve({
        code: code ?? 1,
        lines: out
          .split('\n')
          .map((l) => l.trimEnd())
          .filter(Boolean),
      }),
    );
  });
}

const headline = (lines) => {
  const tagged = lines
    .filter((l) => l.startsWith('summary:'))
    .map((l) => l.slice('summary:'.length).trim());
  if (tagged.length) return tagged.join('; ');
  return lines.filter((l) => !/^\s*[┌├└│─┬┼┴┐┤┘]/.test(l)).at(-1) ?? '';
};

const rows = [];
try {
  for (const name of names) {
    console.log(`\n=== bench ${name} ===`);
    const env = { ...process.env };
    if (NEEDS_SITE.has(name)) env.BASE_URL = await siteUrl();
    const started = Date.now();
    const { code, lines } = await run(name, env);
    rows.push({
      bench: name,
      result: code === 0 ? 'ok' : `failed (${code})`,
      seconds: Math.round((Date.now() - started) / 1000),
      headline: headline(lines).slice(0, 160),
    });
  }
} finally {
  site?.kill('SIGTERM');
}
console.log('\n=== summary ===');
console.table(rows);
process.exitCode = rows.every((r) => r.result === 'ok') ? 0 : 1;
