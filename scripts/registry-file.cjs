// The registry file (<site>/remotes.json) and the published versions it points at.
// CommonJS and given the site folder explicitly, so that Jest can test it on a temporary folder.
const fs = require('node:fs');
const path = require('node:path');

const NAME = /^[a-z][a-z0-9-]*$/;
const VERSION = /^\d+\.\d+\.\d+(?:-[0-9A-Za-z.-]+)?$/;

const registryFile = (siteDir) => path.join(siteDir, 'remotes.json');
const lockFile = (siteDir) => `${registryFile(siteDir)}.lock`;
/** The append-only log of every registry change, one JSON object per line, beside the registry. */
const historyFile = (siteDir) => path.join(siteDir, 'remotes.history.jsonl');
const LOCK_WAIT_MS = 15_000;
const LOCK_STALE_MS = 30_000;
const manifestOf = (siteDir, name, version) =>
  path.join(siteDir, 'remotes', name, version, 'mf-manifest.json');

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

/**
 * Points `name` at a published version. The version it replaces is kept as `previous`: the one a
 * rollback goes back to, and one prune never removes.
 */
function setRemote(siteDir, name, version, options = {}) {
  if (!NAME.test(name))
    throw new Error(`"${name}" is not a remote name (lower-case letters, digits, dashes)`);
  if (!VERSION.test(version))
    throw new Error(`"${version}" is not a version (e.g. 1.4.0 or 1.4.0-3f9a0c12de)`);
  const manifest = manifestOf(siteDir, name, version);
  if (!fs.existsSync(manifest)) {
    throw new Error(`${name}@${version} is not published (no ${path.relative(siteDir, manifest)})`);
  }
  let from = null;
  return withRegistryLock(siteDir, () => {
    const written = updateRegistry(siteDir, (registry) => {
      registry.remotes ??= {};
      const current = registry.remotes[name];
      from = current?.version ?? null;
      if (current?.version === version) return null;
      const previous = current && current.version !== version ? current.version : current?.previous;
      registry.remotes[name] = {
        ...current,
        version,
        entry: `/remotes/${name}/${version}/mf-manifest.json`,
        ...(previous && previous !== version ? { previous } : {}),
      };
      if (registry.remotes[name].previous === version) delete registry.remotes[name].previous;
      return registry;
    });
    if (from !== version)
      appendHistory(siteDir, { action: options.action ?? 'set', area: name, version, from });
    return written.remotes[name];
  });
}

/** The live version of a remote when its build is published (manifest and SSR bundle), else null. */
function publishedLiveVersion(siteDir, name) {
  const entry = readRegistry(siteDir).remotes[name];
  if (!entry || !VERSION.test(entry.version)) return null;
  const ssr = path.join(siteDir, 'ssr', name, entry.version, 'index.js');
  return fs.existsSync(manifestOf(siteDir, name, entry.version)) && fs.existsSync(ssr)
    ? entry.version
    : null;
}

/** Versions prune must never remove: live, previous and a canary (`canary` or `canary.version`). */
function protectedVersions(entry) {
  if (!entry) return new Set();
  const canary = typeof entry.canary === 'string' ? entry.canary : entry.canary?.version;
  return new Set([entry.version, entry.previous, canary].filter(Boolean));
}

const subfolders = (dir) =>
  fs.existsSync(dir)
    ? fs
        .readdirSync(dir, { withFileTypes: true })
        .filter((d) => d.isDirectory())
        .map((d) => d.name)
    : [];

/**
 * Removes old published versions of every remote: each keeps its `keep` newest versions (by
 * publication time) plus its live, previous and canary versions, whatever their age. The client
 * folder goes first, so a version is never half there with its manifest still served.
 */
function prune(siteDir, { keep = 3, log = () => {} } = {}) {
  if (!Number.isInteger(keep) || keep < 0)
    throw new Error(`--keep must be a whole number, not ${keep}`);
  const { remotes } = readRegistry(siteDir);
  const removed = [];
  for (const name of subfolders(path.join(siteDir, 'remotes'))) {
    const places = ['remotes', 'ssr', 'sourcemaps'].map((kind) => path.join(siteDir, kind, name));
    const versions = [...new Set(places.flatMap(subfolders))].filter((v) => VERSION.test(v));
    const time = (v) =>
      Math.max(
        0,
        ...places
          .map((p) => path.join(p, v))
          .filter(fs.existsSync)
          .map((d) => fs.statSync(d).mtimeMs),
      );
    const newest = versions.sort((a, b) => time(b) - time(a)).slice(0, keep);
    const kept = new Set([...newest, ...protectedVersions(remotes[name])]);
    for (const version of versions.filter((v) => !kept.has(v))) {
      for (const place of places)
        fs.rmSync(path.join(place, version), { recursive: true, force: true });
      removed.push(`${name}@${version}`);
      log(`removed ${name}@${version}`);
    }
  }
  return removed;
}

/** The shell's remote-failure reports of the last hour (packages/server/src/telemetry.ts writes them). */
function recentFailures(siteDir, { windowMs = 3_600_000, now = Date.now() } = {}) {
  const since = now - windowMs;
  const days = [...new Set([since, now].map((t) => new Date(t).toISOString().slice(0, 10)))];
  return days.flatMap((day) => {
    const file = path.join(siteDir, 'telemetry', `remote-failures-${day}.jsonl`);
    if (!fs.existsSync(file)) return [];
    return fs.readFileSync(file, 'utf8').split('\n').flatMap((line) => {
      try {
        const f = line ? JSON.parse(line) : null;
        return f && Date.parse(f.at) >= since ? [f] : [];
      } catch {
        return [];
      }
    });
  });
}

module.exports = {
  recentFailures,
  NAME,
  VERSION,
  readRegistry,
  writeRegistry,
  updateRegistry,
  withRegistryLock,
  appendHistory,
  readHistory,
  setRemote,
  publishedLiveVersion,
  protectedVersions,
  prune,
};
