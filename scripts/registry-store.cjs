// The registry file (<site>/remotes.json): where it and the published versions live, reading and
// writing it under its lock file with a revision check, and its append-only history. The changes
// ops make (set, canary, promote, rollback, prune) are in registry-file.cjs.
const fs = require('node:fs');
const path = require('node:path');

// One definition with the server and the shell (packages/contracts/src/registry-names.ts).
const RULES = require('../packages/contracts/src/registry-names.json');
const NAME = new RegExp(RULES.remoteName);
const VERSION = new RegExp(RULES.remoteVersion);

const registryFile = (siteDir) => path.join(siteDir, 'remotes.json');
const lockFile = (siteDir) => `${registryFile(siteDir)}.lock`;
/** The append-only log of every registry change, one JSON object per line, beside the registry. */
const historyFile = (siteDir) => path.join(siteDir, 'remotes.history.jsonl');
const LOCK_WAIT_MS = 15_000;
const LOCK_STALE_MS = 30_000;
const manifestOf = (siteDir, name, version) =>
  path.join(siteDir, 'remotes', name, version, 'mf-manifest.json');
const ssrOf = (siteDir, name, version) => path.join(siteDir, 'ssr', name, version, 'index.js');
const entryOf = (name, version) => `/remotes/${name}/${version}/mf-manifest.json`;

function checkName(name) {
  if (typeof name !== 'string' || !NAME.test(name))
    throw new Error(`"${name}" is not a remote name (lower-case letters, digits, dashes)`);
}

function checkVersion(version) {
  if (typeof version !== 'string' || version.length > RULES.maxVersionLength || !VERSION.test(version))
    throw new Error(`"${version}" is not a version (e.g. 1.4.0 or 1.4.0-3f9a0c12de)`);
}

function readRegistry(siteDir) {
  const file = registryFile(siteDir);
  if (!fs.existsSync(file)) return { remotes: {} };
  return JSON.parse(fs.readFileSync(file, 'utf8'));
}

/** Writes through a temporary file and a rename, so the server never reads half a registry. */
function writeRegistry(siteDir, registry) {
  fs.mkdirSync(siteDir, { recursive: true });
  const tmp = `${registryFile(siteDir)}.${process.pid}.tmp`;
  fs.writeFileSync(tmp, `${JSON.stringify(registry, null, 2)}\n`);
  fs.renameSync(tmp, registryFile(siteDir));
}

const sleep = (ms) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);

function lockIsStale(file) {
  try {
    const { pid, at } = JSON.parse(fs.readFileSync(file, 'utf8'));
    if (Date.now() - at > LOCK_STALE_MS) return true;
    process.kill(pid, 0);
    return false;
  } catch (error) {
    // ESRCH: its process is gone. A lock file being written, or unreadable, is given time instead.
    return error && error.code === 'ESRCH';
  }
}

/**
 * Runs `fn` holding the registry's lock file (created exclusively, so one writer at a time across
 * every process that serves or releases this site folder). A lock left by a dead process, or older
 * than 30 s, is broken; waiting longer than 15 s is an error.
 */
const held = new Set();

function withRegistryLock(siteDir, fn) {
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
      if (error.code !== 'EEXIST') throw error;
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
function updateRegistry(siteDir, mutate, { expectedRev } = {}) {
  return withRegistryLock(siteDir, () => {
    const current = readRegistry(siteDir);
    const rev = Number.isInteger(current.rev) ? current.rev : 0;
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

function gitCommit() {
  try {
    return (
      require('node:child_process')
        .execFileSync('git', ['rev-parse', '--short=12', 'HEAD'], {
          stdio: ['ignore', 'pipe', 'ignore'],
        })
        .toString()
        .trim() || null
    );
  } catch {
    return null;
  }
}

/**
 * Appends one change to the history: when, what, which area and versions, who (RELEASED_BY, else
 * the user) and from which commit. Lines are only ever added; a reader skips a line it cannot parse.
 */
function appendHistory(siteDir, record) {
  const line = {
    at: new Date().toISOString(),
    by: process.env.RELEASED_BY || require('node:os').userInfo().username,
    commit: process.env.RELEASE_COMMIT || gitCommit(),
    ...record,
  };
  fs.mkdirSync(siteDir, { recursive: true });
  fs.appendFileSync(historyFile(siteDir), `${JSON.stringify(line)}\n`);
  return line;
}

function readHistory(siteDir) {
  if (!fs.existsSync(historyFile(siteDir))) return [];
  return fs
    .readFileSync(historyFile(siteDir), 'utf8')
    .split('\n')
    .flatMap((line) => {
      try {
        return line.trim() ? [JSON.parse(line)] : [];
      } catch {
        return [];
      }
    });
}

/** The canary's version, whether stored as `{ version, percent, since }` or (older files) a string. */
const canaryVersion = (entry) =>
  typeof entry?.canary === 'string' ? entry.canary : (entry?.canary?.version ?? null);

module.exports = {
  canaryVersion,
  NAME,
  VERSION,
  manifestOf,
  ssrOf,
  entryOf,
  checkName,
  checkVersion,
  readRegistry,
  writeRegistry,
  withRegistryLock,
  updateRegistry,
  appendHistory,
  readHistory,
};
