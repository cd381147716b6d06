import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { publishRemote, stagingOf } from '@site/release/publish';
import { PgRegistryStore } from '@site/release/registry-pg';
import { MirroredPgStore, rollbackIn, setRemoteIn } from '@site/release/registry-stores';
import { testPostgresUrl } from '@site/release/test-postgres';
import pg from 'pg';
import { shellHtml } from './site-fixture';

// Three server processes (the compiled production server, as `pnpm start` runs it), each with a
// site folder of its own, share one PostgreSQL schema as their registry. A release and a rollback
// made on one host are served by all three within a second, with no failed request under load from
// loopback, and a server started afterwards serves the same versions. Only host A has the versions'
// files: B fetches them from A's /remotes/ over HTTP, C from A's folder, each checking their hash.
jest.setTimeout(180_000);

// PostgreSQL as CI runs it (DATABASE_URL_PG, else 127.0.0.1:5432/test); skipped where none answers.
const PG_URL = testPostgresUrl();
const PG = PG_URL ?? '';
const withPostgres = PG_URL ? it : it.skip;
const repoRoot = path.resolve(__dirname, '..', '..', '..');
const PAGE = '/tours/reformation';

let root: string;
let schema: string;
let entry: string;
const children: ChildProcess[] = [];

beforeAll(() => {
  if (!PG_URL) return;
  // The server as `pnpm start` runs it: compiled JavaScript, with the release package bundled in.
  entry = execFileSync(
    process.execPath,
    [path.join(repoRoot, 'packages/server/scripts/compile.mjs')],
    { cwd: repoRoot, encoding: 'utf8' },
  )
    .trim()
    .split('\n')
    .pop()!;
  entry = path.resolve(repoRoot, entry);
});

beforeEach(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'registry-scale-out-'));
  if (!PG_URL) return;
  schema = `registry_scale_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: PG });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  await admin.end();
});

afterEach(async () => {
  await Promise.all(
    children
      .splice(0)
      .map(
        (child) =>
          new Promise((resolve) =>
            child.exitCode !== null
              ? resolve(null)
              : (child.once('exit', resolve), child.kill('SIGTERM')),
          ),
      ),
  );
  fs.rmSync(root, { recursive: true, force: true });
  if (!PG_URL) return;
  const admin = new pg.Client({ connectionString: PG });
  await admin.connect();
  await admin.query(`drop schema if exists ${schema} cascade`);
  await admin.end();
});

/** A host's site folder: the shell (deployed to every host) and, on host A only, the tours versions. */
function siteFolder(name: string): string {
  const dir = path.join(root, name);
  for (const [file, text] of [
    ['shell/index.html', shellHtml('shell')],
    ['shell/version.json', '{"version":"1.0.0","hash":"abc"}'],
    ['pages/404/index.html', '<html><head></head><body>not found page</body></html>'],
  ]) {
    fs.mkdirSync(path.dirname(path.join(dir, file!)), { recursive: true });
    fs.writeFileSync(path.join(dir, file!), text!);
  }
  return dir;
}

/** A tours build published on host A as pnpm release publishes it (named by its hash), with its page. */
function publishTours(site: string, marker: string): string {
  const staging = stagingOf(site, 'tours');
  const files: [string, string][] = [
    [path.join(staging.client, 'mf-manifest.json'), JSON.stringify({ id: 'tours', marker })],
    [
      path.join(staging.client, 'routes.json'),
      JSON.stringify([{ id: 'tours.detail', path: '/tours/:uid', title: 'Tour' }]),
    ],
    [path.join(staging.ssr, 'index.js'), `module.exports = {}; // ${marker}`],
  ];
  for (const [file, text] of files) {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, text);
  }
  const { version } = publishRemote({ siteDir: site, name: 'tours', baseVersion: '0.1.0' });
  const page = path.join(site, 'page-sets', 'tours', version, 'tours', 'reformation', 'index.html');
  fs.mkdirSync(path.dirname(page), { recursive: true });
  fs.writeFileSync(page, `<html><head></head><body>page by ${version}</body></html>`);
  return version;
}

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });

/** One server process on `site`, up when /healthz answers. */
async function startServer(site: string, env: Record<string, string> = {}): Promise<string> {
  const port = await freePort();
  const data = path.join(site, '.data');
  fs.mkdirSync(data, { recursive: true });
  const child = spawn(process.execPath, [entry], {
    cwd: repoRoot,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      SITE_DIR: site,
      DATABASE_URL: `${PG}?schema=${schema}&pool=3`,
      OUTBOX_DIR: path.join(data, 'outbox'),
      CONTACT_DB: path.join(data, 'contact.sqlite'),
      CANARY_CHECK_MS: '60000',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (d: Buffer) => (output += d));
  child.stderr!.on('data', (d: Buffer) => (output += d));
  children.push(child);
  const origin = `http://127.0.0.1:${port}`;
  for (const until = Date.now() + 90_000; Date.now() < until;) {
    if (child.exitCode !== null) throw new Error(`the server on ${site} exited: ${output}`);
    if (
      await fetch(`${origin}/healthz`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return origin;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`the server on ${site} did not start: ${output}`);
}

/** The version of tours a fresh visitor's page comes from, on one server. */
async function servedVersion(origin: string): Promise<string | null> {
  const response = await fetch(origin + PAGE, { headers: { cookie: 'site_bucket=5000' } });
  const html = await response.text();
  return /page by ([^<\s]+)/.exec(html)?.[1] ?? null;
}

/** Requests from loopback to every server until stopped: every answer must be a 200. */
function startLoad(origins: string[], perServer: number) {
  const report = { requests: 0, failures: [] as string[] };
  let running = true;
  const loops = origins.flatMap((origin) =>
    Array.from({ length: perServer }, async (_, i) => {
      while (running) {
        const target = origin + (i % 2 ? PAGE : '/remotes.json');
        try {
          const response = await fetch(target, {
            headers: { cookie: `site_bucket=${(i * 997) % 10_000}` },
          });
          await response.arrayBuffer();
          report.requests++;
          if (response.status !== 200) report.failures.push(`${target}: ${response.status}`);
        } catch (error) {
          report.requests++;
          report.failures.push(`${target}: ${(error as Error).message}`);
        }
      }
    }),
  );
  return {
    report,
    stop: async () => {
      running = false;
      await Promise.all(loops);
      return report;
    },
  };
}

/** Milliseconds from `started` until every server serves `version` (polled every 10 ms). */
async function switchTimes(origins: string[], version: string, started: number): Promise<number[]> {
  return Promise.all(
    origins.map(async (origin) => {
      for (;;) {
        if ((await servedVersion(origin)) === version) return Date.now() - started;
        if (Date.now() - started > 10_000)
          throw new Error(`${origin} did not serve ${version} within 10 s`);
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    }),
  );
}

withPostgres(
  'three hosts on one PostgreSQL registry serve a release and a rollback made on one within a second, under load, with no failed request',
  async () => {
    const [a, b, c, late] = ['host-a', 'host-b', 'host-c', 'host-late'].map(siteFolder) as [
      string,
      string,
      string,
      string,
    ];
    const old = publishTours(a, 'old');
    const next = publishTours(a, 'new');
    // Host A's release tooling: the registry in PostgreSQL, mirrored into A's folder.
    const store = new MirroredPgStore(a, new PgRegistryStore({ connectionString: PG, schema }));
    try {
      await setRemoteIn(store, a, 'tours', old, { action: 'first-build' });
      const hostA = await startServer(a, { SERVE_ARTIFACTS: '1' });
      // B fetches from A's server, C from A's folder; neither has any version of tours yet.
      const [hostB, hostC] = await Promise.all([
        startServer(b, { REMOTES_ORIGIN: `${hostA}/remotes/` }),
        startServer(c, { REMOTES_ORIGIN: a }),
      ]);
      const hosts = [hostA, hostB, hostC];
      for (const host of hosts) expect(await servedVersion(host)).toBe(old);

      const load = startLoad(hosts, 3);
      // Steady state first: the servers have just started (the CMS loads its corpus, the API its pool).
      await new Promise((resolve) => setTimeout(resolve, 3_000));
      const released = Date.now();
      await setRemoteIn(store, a, 'tours', next, { action: 'release' });
      const releaseTimes = await switchTimes(hosts, next, released);
      await new Promise((resolve) => setTimeout(resolve, 500));
      const rolledBack = Date.now();
      await rollbackIn(store, a, 'tours');
      const rollbackTimes = await switchTimes(hosts, old, rolledBack);
      await new Promise((resolve) => setTimeout(resolve, 500));
      const report = await load.stop();

      console.log(
        `registry switch across 3 hosts (release made on host A, ms until each of A, B, C served it): ` +
          `release ${releaseTimes.join(', ')}; rollback ${rollbackTimes.join(', ')}; ` +
          `${report.requests} requests under load, ${report.failures.length} failed`,
      );
      expect(report.failures).toEqual([]);
      expect(report.requests).toBeGreaterThan(50);
      for (const ms of [...releaseTimes, ...rollbackTimes]) expect(ms).toBeLessThan(1_000);
      // B and C got the new version's files from A, checked; nothing was fetched twice or left staged.
      for (const site of [b, c]) {
        expect(fs.existsSync(path.join(site, 'remotes', 'tours', next, 'mf-manifest.json'))).toBe(
          true,
        );
        expect(fs.readdirSync(path.join(site, '.staging'))).toEqual([]);
      }

      // A server started afterwards, on an empty site folder, serves what the others serve.
      const hostLate = await startServer(late, { REMOTES_ORIGIN: `${hostA}/remotes/` });
      expect(await servedVersion(hostLate)).toBe(old);
      const health = (await (await fetch(`${hostLate}/healthz`)).json()) as {
        remotes: { name: string; version: string; available: boolean }[];
      };
      expect(health.remotes).toEqual([
        expect.objectContaining({ name: 'tours', version: old, available: true }),
      ]);
    } finally {
      await store.close();
    }
  },
);
