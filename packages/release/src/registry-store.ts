// The registry file (<site>/remotes.json): where it and the published versions live, reading and
// writing it under its lock file with a revision check, and its append-only history. The changes
// ops make (set, canary, promote, rollback, prune) are in registry-file.ts.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { MAX_VERSION_LENGTH, REMOTE_NAME, REMOTE_VERSION } from '@site/contracts/registry-names';

/** One definition with the server and the shell (packages/contracts/src/registry-names.ts). */
export const NAME = REMOTE_NAME;
export const VERSION = REMOTE_VERSION;

/** A canary: `{ version, percent, since }`, or (older files) just its version. */
export interface CanaryTrial {
  version: string;
  percent: number;
  since?: string;
}
export type Canary = CanaryTrial | string;

/** One area's entry as ops' tools write it (the server reads a subset, see packages/server/src/registry.ts). */
export interface RegistryEntry {
  version: string;
  entry: string;
  previous?: string;
  canary?: Canary;
  /** Versions the guard rolled back: prune, rollback and promote pass them by unless named. */
  bad?: Record<string, { at: string; reason: string }>;
}

export interface RegistryDocument {
  remotes: Record<string, RegistryEntry>;
  rev?: number;
}

/** One line of the history: what changed, and the release's provenance. */
export interface HistoryRecord {
  action: string;
  area: string;
  version: string | null;
  from: string | null;
  at?: string;
  by?: string;
  commit?: string | null;
  percent?: number;
  replaced?: boolean;
  canary?: boolean;
  droppedCanary?: string;
  reason?: string;
  label?: string;
  tree?: string;
  dirty?: number;
  bad?: boolean;
  [key: string]: unknown;
}

export const registryFile = (siteDir: string) => path.join(siteDir, 'remotes.json');
const lockFile = (siteDir: string) => `${registryFile(siteDir)}.lock`;
/** The append-only log of every registry change, one JSON object per line, beside the registry. */
export const historyFile = (siteDir: string) => path.join(siteDir, 'remotes.history.jsonl');
const LOCK_WAIT_MS = 15_000;
const LOCK_STALE_MS = 30_000;
export const manifestOf = (siteDir: string, name: string, version: string) =>
  path.join(siteDir, 'remotes', name, version, 'mf-manifest.json');
export const ssrOf = (siteDir: string, name: string, version: string) =>
  path.join(siteDir, 'ssr', name, version, 'index.js');
export const entryOf = (name: string, version: string) =>
  `/remotes/${name}/${version}/mf-manifest.json`;

export function checkName(name: unknown): asserts name is string {
  if (typeof name !== 'string' || !NAME.test(name))
    throw new Error(`"${String(name)}" is not a remote name (lower-case letters, digits, dashes)`);
}

export function checkVersion(version: unknown): asserts version is string {
  if (typeof version !== 'string' || version.length > MAX_VERSION_LENGTH || !VERSION.test(version))
    throw new Error(`"${String(version)}" is not a version (e.g. 1.4.0 or 1.4.0-3f9a0c12de)`);
}

export function readRegistry(siteDir: string): RegistryDocument {
  const file = registryFile(siteDir);
  if (!fs.existsSync(file)) return { remotes: {} };
  return JSON.parse(fs.readFileSync(file, 'utf8')) as RegistryDocument;
}

/** Writes through a temporary file and a rename, so the server never reads half a registry. */
export function writeRegistry(siteDir: string, registry: RegistryDocument): void {
  fs.mkdirSync(siteDir, { recursive: true });
  const tmp = `${registryFile(siteDir)}.${process.pid}.tmp`;
  fs.writeFileSync(tmp, `${JSON.stringify(registry, null, 2)}\n`);
  fs.renameSync(tmp, registryFile(siteDir));
}

const sleep = (ms: number) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);

function lockIsStale(file: string): boolean {
  try {
    const { pid, at } = JSON.parse(fs.readFileSync(file, 'utf8')) as { pid: number; at: number };
    if (Date.now() - at > LOCK_STALE_MS) return true;
    process.kill(pid, 0);
    return false;
  } catch (error) {
    // ESRCH: its process is gone. A lock file being written, or unreadable, is given time instead.
    return (error as NodeJS.ErrnoException | null)?.code === 'ESRCH';
  }
}

const held = new Set<string>();

/**
 * Runs `fn` holding the registry's lock file (created exclusively, so one writer at a time across
 * every process that serves or releases this site folder). A lock left by a dead process, or older
 * than 30 s, is broken; waiting longer than 15 s is an error.
 */
export function withRegistryLock<T>(siteDir: string, fn: () => T): T {
  fs.mkdirSync(siteDir, { recursive: true });
  const file = lockFile(siteDir);
  // Re-entrant within one process: a change and its history line are written under one lock.
  if (held.has(file)) return fn();
  const started = Date.now();
  for (let attempt = 0; ; attempt++) {
    try {
      fs.writeFileSync(file, JSON.stringify({ pid: process.pid, at: Date.now() }), { flag: 'wx' });
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      if (lockIsStale(file)) {
        fs.rmSync(file, { force: true });
        continue;
      }
      if (Date.now() - started > LOCK_WAIT_MS)
        throw new Error(`the registry is locked by another release (${file}); try again`);
      sleep(Math.min(200, 5 * 2 ** Math.min(attempt, 6)));
    }
  }
  held.add(file);
  try {
    return fn();
  } finally {
    held.delete(file);
    fs.rmSync(file, { force: true });
  }
}

/**
 * A compare-and-swap update: `mutate` gets the registry as stored and returns the next one (or
 * null for no change); it is written with `rev` one higher. With `expectedRev`, a registry that has
 * moved on since the caller read it is refused instead of overwritten.
 */
export function updateRegistry(
  siteDir: string,
  mutate: (registry: RegistryDocument) => RegistryDocument | null,
  { expectedRev }: { expectedRev?: number } = {},
): RegistryDocument {
  return withRegistryLock(siteDir, () => {
    const current = readRegistry(siteDir);
    const rev = Number.isInteger(current.rev) ? (current.rev as number) : 0;
    if (expectedRev !== undefined && expectedRev !== rev) {
      throw new Error(
        `the registry changed since it was read (revision ${rev}, expected ${expectedRev}); read it again`,
      );
    }
    const next = mutate(structuredClone(current));
    if (!next) return current;
    const written = { ...next, rev: rev + 1 };
    writeRegistry(siteDir, written);
    return written;
  });
}

function gitCommit(): string | null {
  try {
    return (
      execFileSync('git', ['rev-parse', '--short=12', 'HEAD'], {
        stdio: ['ignore', 'pipe', 'ignore'],
      })
        .toString()
        .trim() || null
    );
  } catch {
    return null;
  }
}

/** When, who (RELEASED_BY, else the user) and from which commit: what every history line starts with. */
export function stampRecord(record: HistoryRecord): HistoryRecord {
  return {
    at: new Date().toISOString(),
    by: process.env.RELEASED_BY || os.userInfo().username,
    commit: process.env.RELEASE_COMMIT || gitCommit(),
    ...record,
  };
}

/**
 * Appends one change to the history: when, what, which area and versions, who and from which
 * commit. Lines are only ever added; a reader skips a line it cannot parse.
 */
export function appendHistory(siteDir: string, record: HistoryRecord): HistoryRecord {
  const line = stampRecord(record);
  fs.mkdirSync(siteDir, { recursive: true });
  fs.appendFileSync(historyFile(siteDir), `${JSON.stringify(line)}\n`);
  return line;
}

export function readHistory(siteDir: string): HistoryRecord[] {
  if (!fs.existsSync(historyFile(siteDir))) return [];
  return fs
    .readFileSync(historyFile(siteDir), 'utf8')
    .split('\n')
    .flatMap((line) => {
      try {
        return line.trim() ? [JSON.parse(line) as HistoryRecord] : [];
      } catch {
        return [];
      }
    });
}

/** The canary's version, whether stored as `{ version, percent, since }` or (older files) a string. */
export const canaryVersion = (entry: RegistryEntry | undefined | null): string | null =>
  typeof entry?.canary === 'string' ? entry.canary : (entry?.canary?.version ?? null);
