import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { SERVER_ENTRY } from '../support/server-entry';

export const repoRoot = path.resolve(__dirname, '..', '..');
export const siteDir = path.resolve(process.env.SITE_DIR ?? path.join(repoRoot, '.site'));

export interface Registry {
  remotes: Record<
    string,
    {
      version: string;
      previous?: string;
      canary?: { version: string; percent: number };
      bad?: Record<string, { at: string; reason: string }>;
    }
  >;
}
export const readRegistry = (): Registry =>
  JSON.parse(fs.readFileSync(path.join(siteDir, 'remotes.json'), 'utf8')) as Registry;
export const readHistory = () =>
  fs
    .readFileSync(path.join(siteDir, 'remotes.history.jsonl'), 'utf8')
    .split('\n')
    .filter(Boolean)
    .map(
      (line) =>
        JSON.parse(line) as {
          action: string;
          area: string;
          version: string;
          from: string | null;
          reason?: string;
          label?: string;
          commit?: string;
          tree?: string;
        },
    );

/** Runs a root command (`pnpm release tours …`) to its end: exit code, output and wall time. */
export function pnpm(
  args: string[],
  env: Record<string, string> = {},
): Promise<{ code: number; output: string; ms: number }> {
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const child = spawn('pnpm', ['-s', ...args], {
      cwd: repoRoot,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    child.on('error', reject);
    child.on('exit', (code) => resolve({ code: code ?? 1, output, ms: Date.now() - started }));
  });
}

/** A second server process on the same site folder (its own database), as a second machine would be. */
export async function startSecondServer(port: number): Promise<ChildProcess> {
  const dataDir = path.join(repoRoot, '.data', `release-${port}`);
  fs.rmSync(dataDir, { recursive: true, force: true });
  fs.mkdirSync(dataDir, { recursive: true });
  const env = {
    ...process.env,
    PORT: String(port),
    NODE_ENV: 'production',
    SITE_DIR: siteDir,
    DATABASE_URL: `file:${path.join(dataDir, 'site.sqlite')}`,
    OUTBOX_DIR: path.join(dataDir, 'outbox'),
    CONTACT_DB: path.join(dataDir, 'contact.sqlite'),
  };
  const child = spawn(process.execPath, [SERVER_ENTRY], { cwd: repoRoot, env, stdio: 'ignore' });
  for (let i = 0; i < 120; i++) {
    const up = await fetch(`http://127.0.0.1:${port}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return child;
    await new Promise((r) => setTimeout(r, 250));
  }
  child.kill();
  throw new Error(`the second server did not start on ${port}`);
}

export interface LoadReport {
  requests: number;
  failures: string[];
  /** How many answers had each status. */
  statuses: Record<string, number>;
}

/**
 * Keeps `concurrency` loops requesting the given URLs round-robin until stopped: every answer must
 * be 200 and complete. A path `@entry:<area>` is that area's manifest at the version /remotes.json
 * names at that moment, as a browser would load it.
 */
export function startLoad(origins: string[], paths: string[], concurrency: number) {
  const report: LoadReport = { requests: 0, failures: [], statuses: {} };
  let running = true;
  let n = 0;
  const loop = async () => {
    while (running) {
      const i = n++;
      const origin = origins[i % origins.length]!;
      let url = origin + paths[i % paths.length]!;
      try {
        // '@entry:<area>': that area's manifest, at the version /remotes.json names now.
        const area = /^@entry:(\w+)$/.exec(paths[i % paths.length]!)?.[1];
        if (area) {
          const registry = (await (
            await fetch(origin + '/remotes.json', { headers: { cookie: 'site_bucket=9999' } })
          ).json()) as { remotes: Record<string, { entry: string }> };
          url = origin + registry.remotes[area]!.entry;
        }
        const response = await fetch(url, { headers: { cookie: 'site_bucket=9999' } });
        await response.arrayBuffer();
        report.requests++;
        report.statuses[response.status] = (report.statuses[response.status] ?? 0) + 1;
        if (response.status !== 200) report.failures.push(`${response.status} ${url}`);
      } catch (error) {
        report.requests++;
        report.failures.push(`${url}: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
  };
  const loops = Array.from({ length: concurrency }, loop);
  return {
    async stop(): Promise<LoadReport> {
      running = false;
      await Promise.all(loops);
      return report;
    },
  };
}

/** Figures for the closing note, kept in test-results/release-figures.json. */
export function recordFigure(name: string, value: unknown) {
  const file = path.join(repoRoot, 'test-results', 'release-figures.json');
  const figures = fs.existsSync(file)
    ? (JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, unknown>)
    : {};
  figures[name] = value;
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, `${JSON.stringify(figures, null, 2)}\n`);
  console.log(`${name}: ${JSON.stringify(value)}`);
}
