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
const ssrOf = (siteDir, name, version) => path.join(siteDir, 'ssr', name, version, 'index.js');
const entryOf = (name, version) => `/remotes/${name}/${version}/mf-manifest.json`;

function checkName(name) {
  if (typeof name !== 'string' || !NAME.test(name))
    throw new Error(`"${name}" is not a remote name (lower-case letters, digits, dashes)`);
}

function checkVersion(version) {
  if (typeof version !== 'string' || !VERSION.test(version))
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

/**
 * Points `name` at a published version. The version it replaces is kept as `previous`: the one a
 * rollback goes back to, and one prune never removes.
 */
function setRemote(siteDir, name, version, options = {}) {
  checkName(name);
  checkVersion(version);
  const manifest = manifestOf(siteDir, name, version);
  if (!fs.existsSync(manifest)) {
    throw new Error(`${name}@${version} is not published (no ${path.relative(siteDir, manifest)})`);
  }
  let from = null;
  let droppedCanary = null;
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
        entry: entryOf(name, version),
        ...(previous && previous !== version ? { previous } : {}),
      };
      if (registry.remotes[name].previous === version) delete registry.remotes[name].previous;
      // The canary's version is now everyone's: there is nothing left to try on a share.
      if (canaryVersion(current) === version) {
        droppedCanary = version;
        delete registry.remotes[name].canary;
      }
      return registry;
    });
    if (from !== version) {
      appendHistory(siteDir, {
        action: options.action ?? 'set',
        area: name,
        version,
        from,
        ...(droppedCanary ? { droppedCanary } : {}),
      });
    }
    return written.remotes[name];
  });
}

/** Refuses a version whose client manifest or SSR bundle is missing: the server needs both. */
function requirePublished(siteDir, name, version) {
  checkVersion(version);
  const missing = [manifestOf(siteDir, name, version), ssrOf(siteDir, name, version)]
    .filter((file) => !fs.existsSync(file))
    .map((file) => path.relative(siteDir, file));
  if (missing.length) {
    throw new Error(
      `${name}@${version} is not published (no ${missing.join(' and ')}); ` +
        `build and publish it first (pnpm build), or pick a published version`,
    );
  }
}

/** The stored entry of `name`, or a refusal that says how to give it one. */
function requireEntry(entry, name) {
  if (!entry) {
    throw new Error(
      `${name} has no live version in the registry; make one live first (registry.mjs set ${name} <version>)`,
    );
  }
  return entry;
}

/**
 * Changes one remote's entry and writes its history line under one lock, so two processes never
 * lose a change and the history follows the registry's order. `change` gets the entry as stored
 * now (checks that depend on it belong there, not before the lock) and returns
 * `{ entry, record }`, or null for no change (no write, no history line).
 */
function changeEntry(siteDir, name, change) {
  return withRegistryLock(siteDir, () => {
    let record = null;
    const written = updateRegistry(siteDir, (registry) => {
      registry.remotes ??= {};
      const result = change(registry.remotes[name]);
      if (!result) return null;
      record = result.record;
      registry.remotes[name] = result.entry;
      return registry;
    });
    if (record) appendHistory(siteDir, record);
    return written.remotes[name];
  });
}

/** The entry as it is, less its canary. */
function withoutCanary(entry) {
  const { canary: _dropped, ...rest } = entry;
  return rest;
}

/** The entry with `version` live and `previous` set, and no canary. */
const liveEntry = (entry, name, version, previous) => ({
  ...withoutCanary(entry),
  version,
  entry: entryOf(name, version),
  previous,
});

function checkPercent(percent) {
  if (!Number.isInteger(percent) || percent < 1 || percent > 99) {
    throw new Error(
      `a canary's percent must be a whole number from 1 to 99, not ${JSON.stringify(percent)}`,
    );
  }
}

/**
 * Sends `percent`% of visitors to a published `version` of `name` while the rest keep the live
 * one. An existing canary is replaced (its version is the history line's `from`, with
 * `replaced: true`); the same version at the same percent is no change. A new percent for the same
 * version keeps its `since`, as the version on trial has not changed.
 */
function startCanary(siteDir, name, version, percent) {
  checkName(name);
  checkPercent(percent);
  requirePublished(siteDir, name, version);
  return changeEntry(siteDir, name, (current) => {
    const entry = requireEntry(current, name);
    if (entry.version === version) {
      throw new Error(
        `${name}@${version} is already live; a canary tries another version (or roll back with registry.mjs rollback ${name})`,
      );
    }
    const old = canaryVersion(entry);
    if (old === version && entry.canary.percent === percent) return null;
    const since =
      old === version && entry.canary.since ? entry.canary.since : new Date().toISOString();
    return {
      entry: { ...entry, canary: { version, percent, since } },
      record: {
        action: 'canary',
        area: name,
        version,
        from: old ?? entry.version,
        percent,
        ...(old ? { replaced: true } : {}),
      },
    };
  });
}

/** Makes the canary everyone's version: the old live one becomes `previous`, the canary goes. */
function promote(siteDir, name) {
  checkName(name);
  return changeEntry(siteDir, name, (current) => {
    const entry = requireEntry(current, name);
    const version = canaryVersion(entry);
    if (!version) {
      throw new Error(
        `${name} has no canary to promote; start one with registry.mjs canary ${name} <version> <percent>`,
      );
    }
    requirePublished(siteDir, name, version);
    return {
      entry: liveEntry(entry, name, version, entry.version),
      record: { action: 'promote', area: name, version, from: entry.version },
    };
  });
}

/**
 * Undoes a change of `name`. With a canary and no version named, only the canary goes (the live
 * version stays). With a version named, that published version becomes live and any canary goes.
 * Otherwise the live version goes back to `previous`, and the old live one becomes `previous`,
 * so a second rollback undoes the first. `reason` (e.g. a canary verdict) goes into the history.
 */
function rollback(siteDir, name, version, { reason, action = 'rollback' } = {}) {
  checkName(name);
  if (version !== undefined && version !== null) requirePublished(siteDir, name, version);
  const extra = reason ? { reason } : {};
  return changeEntry(siteDir, name, (current) => {
    const entry = requireEntry(current, name);
    const canary = canaryVersion(entry);
    if (canary && (!version || version === entry.version))
      return dropCanary(entry, name, action, extra);
    if (version) return rollTo(entry, name, version, action, extra);
    if (!entry.previous) {
      throw new Error(
        `no previous version of ${name} to roll back to; name a published version (registry.mjs rollback ${name} <version>)`,
      );
    }
    requirePublished(siteDir, name, entry.previous);
    return rollTo(entry, name, entry.previous, action, extra);
  });
}

/** The canary goes; the live version and `previous` stay. */
function dropCanary(entry, name, action, extra) {
  return {
    entry: withoutCanary(entry),
    record: {
      action,
      area: name,
      version: entry.version,
      from: canaryVersion(entry),
      canary: true,
      ...extra,
    },
  };
}

/** `version` becomes live, the current live version `previous`, and any canary goes. */
function rollTo(entry, name, version, action, extra) {
  if (version === entry.version) {
    throw new Error(`${name}@${version} is already live; name another version to roll back to`);
  }
  const canary = canaryVersion(entry);
  return {
    entry: liveEntry(entry, name, version, entry.version),
    record: {
      action,
      area: name,
      version,
      from: entry.version,
      ...(canary ? { droppedCanary: canary } : {}),
      ...extra,
    },
  };
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
  return new Set([entry.version, entry.previous, canaryVersion(entry)].filter(Boolean));
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
    const places = ['remotes', 'ssr', 'sourcemaps', 'page-sets'].map((kind) => path.join(siteDir, kind, name));
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

/** How clear the evidence against a canary must be before it is rolled back automatically. */
const VERDICT_THRESHOLDS = { minLoads: 20, minFailures: 5, ratio: 2, minPoints: 5 };

function checkCounts(label, counts) {
  const { served, failed } = counts ?? {};
  const whole = (n) => Number.isInteger(n) && n >= 0;
  if (!whole(served) || !whole(failed) || failed > served) {
    throw new Error(
      `canaryVerdict: ${label} must be { served, failed }, whole numbers with failed <= served ` +
        `(got ${JSON.stringify(counts)}); count page loads and load failures since the canary started`,
    );
  }
}

const rate = ({ served, failed }) => (served ? failed / served : 0);
/**
 * Whether the canary's failure rate is more than `ratio` times the stable one's, compared by
 * cross-multiplying whole numbers so that exactly `ratio` times is not "more". A stable version
 * with no loads counts as 0%.
 */
const moreThanTimes = (canary, stable, ratio) =>
  stable.served === 0
    ? canary.failed > 0
    : canary.failed * stable.served > ratio * stable.failed * canary.served;

const percentText = (counts) =>
  `${Number((rate(counts) * 100).toFixed(1))}% (${counts.failed}/${counts.served})`;

/**
 * Whether a canary should be rolled back, from page loads and load failures of the canary and of
 * the live ("stable") version over the same time. Only on clear evidence: enough canary loads and
 * failures that a few unlucky visitors do not decide, a failure rate more than `ratio` times the
 * live one's, and at least `minPoints` percentage points above it (twice 0.1% is still fine).
 * Pure: the caller gathers the counts and acts on the answer.
 */
function canaryVerdict({ stable, canary } = {}, thresholds = {}) {
  checkCounts('stable', stable);
  checkCounts('canary', canary);
  const { minLoads, minFailures, ratio, minPoints } = { ...VERDICT_THRESHOLDS, ...thresholds };
  const rates = `canary failure rate ${percentText(canary)} against ${percentText(stable)} for the live version`;
  const keep = (why) => ({ rollback: false, reason: `${why}: ${rates}` });
  if (canary.served < minLoads)
    return keep(`too few canary page loads to judge (${canary.served}, ${minLoads} needed)`);
  if (canary.failed < minFailures)
    return keep(`too few canary failures to judge (${canary.failed}, ${minFailures} needed)`);
  if (!moreThanTimes(canary, stable, ratio))
    return keep(`not more than ${ratio}x the live version's failure rate`);
  // A tolerance of 1e-9 points, so that exactly `minPoints` above counts despite float rounding.
  if ((rate(canary) - rate(stable)) * 100 < minPoints - 1e-9)
    return keep(`less than ${minPoints} percentage points above the live version`);
  return { rollback: true, reason: rates };
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
  startCanary,
  promote,
  rollback,
  canaryVerdict,
  VERDICT_THRESHOLDS,
  publishedLiveVersion,
  protectedVersions,
  prune,
};
