/**
 * cartLinesAdd under load: starts the API (src/main.ts) in a child process on loopback, creates one
 * cart per connection, then keeps 50 connections busy adding lines for ~10 s (or 200 000 requests)
 * and prints p50/p99 latency, throughput and the server's CPU per request — on SQLite, on PostgreSQL
 * when it is reachable, and against bench/floor-server.ts (the same request with no framework at all),
 * which shows how much of the latency this machine imposes on any server. The load comes from bare
 * keep-alive sockets (raw-http.ts); afterwards the carts' quantities are checked against the adds.
 * Each run measures every target once; with RUNS > 1 the summary gives the medians over the runs and
 * the ratios of those medians to the floor's, against the goals of issue 19 (SQLite within 2× of the
 * floor in CPU per request and p99, PostgreSQL within 3×).
 * Run: pnpm --filter @site/api bench
 * Env: RUNS (1), BENCH_SECONDS (10), BENCH_CONNECTIONS (50), BENCH_TARGETS (sqlite,floor,postgres),
 *      DATABASE_URL_PG, BENCH_PROFILE=<dir> (servers run under --cpu-prof; prints where their CPU went),
 *      BENCH_API_MAIN=<path of a main.ts> (another copy of the API, e.g. an older commit's, for before/after)
 */
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { closeDatabase, createDatabase, migrate, seed } from '../src/index';
import { CART_CREATE, CART_QUERY, LINES_ADD } from '../src/test-support/cart-operations';
import { breakdown, formatBreakdown, readProfile } from './cpu-profile';
import { RawConnection, postRequest } from './raw-http';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const RUNS = Math.max(1, Number(process.env.RUNS ?? 1));
const TARGETS = (process.env.BENCH_TARGETS ?? 'sqlite,floor,postgres')
  .split(',')
  .map((t) => t.trim());
const PROFILE_DIR = process.env.BENCH_PROFILE?.trim() || null;
const API_MAIN = path.resolve(
  process.env.BENCH_API_MAIN?.trim() || path.join(__dirname, '../src/main.ts'),
);
const MAX_REQUESTS = 200_000;
const TOKEN = 'bench-storefront-token';
const PG_BASE = process.env.DATABASE_URL_PG ?? 'postgres://postgres@127.0.0.1:5432/test';
const VARIANTS = [
  2001, 2002, 2003, 2004, 2005, 2006, 2007, 2008, 2009, 2010, 2011, 2012, 2112, 2212, 2312, 2013,
  2014,
];
/** Issue 19's goals: the API's CPU per request and p99 within this many times the floor's. */
const GOALS: Record<string, number> = { sqlite: 2, postgres: 3 };

interface Result {
  requests: number;
  errors: number;
  p50: number;
  p99: number;
  max: number;
  throughput: number;
  cpu: number;
}

async function prepare(url: string): Promise<void> {
  const db = createDatabase(url);
  await migrate(db);
  await seed(db);
  // Enough stock that the benchmark measures adding, not running out.
  await db.updateTable('variants').set({ stock: 1_000_000 }).execute();
  await closeDatabase(db);
}

/** Node's flags for a server: BENCH_SERVER_ARGS, and --cpu-prof into its own folder under BENCH_PROFILE. */
function serverArgs(profileDir: string | null): string[] {
  const args = process.env.BENCH_SERVER_ARGS?.split(' ').filter(Boolean) ?? [];
  return profileDir ? [...args, '--cpu-prof', `--cpu-prof-dir=${profileDir}`] : args;
}

function startServer(
  url: string,
  script: string,
  profileDir: string | null,
): Promise<{ child: ChildProcess; endpoint: string }> {
  const child = spawn(process.execPath, [...serverArgs(profileDir), '--import', 'tsx', script], {
    env: {
      ...process.env,
      DATABASE_URL: url,
      API_PORT: '0',
      STOREFRONT_ACCESS_TOKEN: TOKEN,
      BENCH_VARIANTS: VARIANTS.join(','),
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`API exited early (${code})`)));
    child.stdout?.on('data', (chunk: Buffer) => {
      const match = /listening on (http:\/\/[0-9.:]+)\/api/.exec(chunk.toString());
      if (match?.[1]) resolve({ child, endpoint: `${match[1]}/api/2024-04/graphql.json` });
    });
  });
}

/** Stops a server and waits for it, so its CPU profile is written before it is read. */
function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

/** One GraphQL request over a connection; `ok` means HTTP 200 and no user errors. */
async function gql(
  connection: RawConnection,
  endpoint: URL,
  query: string,
  variables: object,
): Promise<{ ok: boolean; text: string }> {
  const bytes = postRequest(
    endpoint.host,
    endpoint.pathname,
    { 'X-Shopify-Storefront-Access-Token': TOKEN },
    JSON.stringify({ query, variables }),
  );
  const { status, body } = await connection.send(bytes);
  return {
    ok: status === 200 && !body.includes('"errors":') && !body.includes('"userErrors":[{'),
    text: body,
  };
}

/** User + system CPU the server process has used so far (Linux /proc; NaN elsewhere). */
function serverCpuMs(child: ChildProcess): number {
  try {
    const fields = fs.readFileSync(`/proc/${child.pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100; // utime + stime, in clock ticks of 10 ms
  } catch {
    return NaN;
  }
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

async function createCarts(connections: RawConnection[], url: URL): Promise<string[]> {
  const carts: string[] = [];
  for (const connection of connections) {
    const { text } = await gql(connection, url, CART_CREATE, {
      input: { buyerIdentity: { countryCode: 'GB' } },
    });
    carts.push(
      (JSON.parse(text) as { data: { cartCreate: { cart: { id: string } } } }).data.cartCreate.cart
        .id,
    );
  }
  return carts;
}

/** Every add that answered without errors must be in a cart: the carts' quantities add up to them. */
async function checkStored(
  connections: RawConnection[],
  url: URL,
  carts: string[],
  added: number,
): Promise<void> {
  let stored = 0;
  for (const [n, cartId] of carts.entries()) {
    const { text } = await gql(connections[n]!, url, CART_QUERY, { id: cartId });
    stored += (JSON.parse(text) as { data: { cart: { totalQuantity: number } } }).data.cart
      .totalQuantity;
  }
  if (stored !== added)
    throw new Error(`${added} adds succeeded but the carts hold ${stored} items`);
}

/** Keeps every connection adding lines to its cart; latencies after the 1 s warm-up count. */
async function load(
  child: ChildProcess,
  connections: RawConnection[],
  url: URL,
  carts: string[],
): Promise<Result & { added: number }> {
  const latencies: number[] = [];
  let failures = 0;
  let added = 0;
  const warmUntil = performance.now() + 1000;
  let start = 0;
  const deadline = () => start > 0 && performance.now() - start >= SECONDS * 1000;
  const worker = async (connection: RawConnection, cartId: string, n: number) => {
    for (let i = n; !deadline() && latencies.length < MAX_REQUESTS; i++) {
      const variant = VARIANTS[i % VARIANTS.length];
      const t0 = performance.now();
      const { ok } = await gql(connection, url, LINES_ADD, {
        cartId,
        lines: [{ merchandiseId: `gid://shopify/ProductVariant/${variant}`, quantity: 1 }],
      });
      const t1 = performance.now();
      if (ok) added++;
      if (t0 < warmUntil) continue;
      if (start === 0) start = t0;
      latencies.push(t1 - t0);
      if (!ok) failures++;
    }
  };
  let cpuAtStart = 0;
  const cpuTimer = setTimeout(() => (cpuAtStart = serverCpuMs(child)), 1000);
  await Promise.all(carts.map((id, n) => worker(connections[n]!, id, n)));
  clearTimeout(cpuTimer);
  const elapsed = (performance.now() - start) / 1000;
  const cpu = (serverCpuMs(child) - cpuAtStart) / latencies.length;
  latencies.sort((a, b) => a - b);
  return {
    requests: latencies.length,
    errors: failures,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    max: latencies.at(-1) ?? NaN,
    throughput: latencies.length / elapsed,
    cpu,
    added,
  };
}

function formatResult(label: string, r: Result): string {
  return (
    `${label.padEnd(10)} requests=${r.requests} errors=${r.errors} ` +
    `p50=${r.p50.toFixed(2)}ms p99=${r.p99.toFixed(2)}ms max=${r.max.toFixed(2)}ms ` +
    `throughput=${r.throughput.toFixed(0)} req/s server-cpu=${r.cpu.toFixed(3)}ms/req`
  );
}

/** The main thread's profile a server left in `dir` (the loader thread writes a smaller one). */
function mainThreadProfile(dir: string): string | null {
  const files = fs.readdirSync(dir).filter((f) => f.endsWith('.cpuprofile'));
  const sized = files
    .map((f) => ({ f, size: fs.statSync(path.join(dir, f)).size }))
    .sort((a, b) => b.size - a.size);
  return sized[0] ? path.join(dir, sized[0].f) : null;
}

async function run(label: string, databaseUrl: string | null, runNumber: number): Promise<Result> {
  if (databaseUrl) await prepare(databaseUrl);
  const profileDir =
    PROFILE_DIR && databaseUrl ? path.join(PROFILE_DIR, `${label}-${runNumber}`) : null;
  const { child, endpoint } = await startServer(
    databaseUrl ?? '',
    databaseUrl ? API_MAIN : path.join(__dirname, 'floor-server.ts'),
    profileDir,
  );
  const url = new URL(endpoint);
  const connections = Array.from(
    { length: CONNECTIONS },
    () => new RawConnection(url.hostname, Number(url.port)),
  );
  try {
    const carts = await createCarts(connections, url);
    const result = await load(child, connections, url, carts);
    console.log(formatResult(label, result));
    await checkStored(connections, url, carts, result.added);
    return result;
  } finally {
    for (const connection of connections) connection.close();
    await stopServer(child);
    const profile = profileDir ? mainThreadProfile(profileDir) : null;
    if (profile)
      console.log(
        formatBreakdown(`${label} CPU by part (${profile})`, breakdown(readProfile(profile))),
      );
  }
}

async function postgresReachable(): Promise<boolean> {
  const client = new pg.Client({ connectionString: PG_BASE });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}

async function runSqlite(runNumber: number): Promise<Result> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'api-bench-'));
  try {
    return await run('sqlite', `file:${path.join(dir, 'bench.sqlite')}`, runNumber);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

async function runPostgres(runNumber: number): Promise<Result> {
  const schema = `api_bench_${process.pid}_${runNumber}`;
  const admin = new pg.Client({ connectionString: PG_BASE });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  try {
    const url = new URL(PG_BASE);
    url.searchParams.set('schema', schema);
    return await run('postgres', url.toString(), runNumber);
  } finally {
    await admin.query(`drop schema ${schema} cascade`);
    await admin.end();
  }
}

/** Medians over the runs, and each database's ratios to the floor's medians against its goal. */
function summarise(results: Map<string, Result[]>): void {
  const medians = new Map(
    [...results].map(([label, rs]) => [
      label,
      {
        cpu: median(rs.map((r) => r.cpu)),
        p50: median(rs.map((r) => r.p50)),
        p99: median(rs.map((r) => r.p99)),
        throughput: median(rs.map((r) => r.throughput)),
      },
    ]),
  );
  console.log(`\nmedians of ${RUNS} run(s):`);
  for (const [label, m] of medians) {
    console.log(
      `${label.padEnd(10)} server-cpu=${m.cpu.toFixed(3)}ms/req p50=${m.p50.toFixed(2)}ms p99=${m.p99.toFixed(2)}ms throughput=${m.throughput.toFixed(0)} req/s`,
    );
  }
  const floor = medians.get('floor');
  if (!floor) return;
  for (const [label, m] of medians) {
    const goal = GOALS[label];
    if (goal === undefined) continue;
    const cpu = m.cpu / floor.cpu;
    const p99 = m.p99 / floor.p99;
    const verdict = (ratio: number) => (ratio <= goal ? `met (≤ ${goal}×)` : `missed (> ${goal}×)`);
    console.log(
      `${label.padEnd(10)} vs floor: cpu ${cpu.toFixed(2)}× ${verdict(cpu)}, p99 ${p99.toFixed(2)}× ${verdict(p99)}`,
    );
  }
}

async function main(): Promise<void> {
  console.log(
    `cartLinesAdd, ${CONNECTIONS} connections, ${SECONDS}s per target (1 s warm-up not counted), ${RUNS} run(s)`,
  );
  const postgres = TARGETS.includes('postgres') && (await postgresReachable());
  if (TARGETS.includes('postgres') && !postgres) console.log('postgres   skipped (not reachable)');
  const results = new Map<string, Result[]>();
  const record = (label: string, result: Result) =>
    results.set(label, [...(results.get(label) ?? []), result]);
  for (let n = 1; n <= RUNS; n++) {
    if (RUNS > 1) console.log(`run ${n} of ${RUNS}`);
    if (TARGETS.includes('sqlite')) record('sqlite', await runSqlite(n));
    // The same load against bench/floor-server.ts: what this machine gives a server that does nothing else.
    if (TARGETS.includes('floor')) record('floor', await run('floor', null, n));
    if (postgres) record('postgres', await runPostgres(n));
  }
  summarise(results);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
