// The changes ops make to the registry (<site>/remotes.json) and the published versions it points at:
// set, canary, promote, rollback, prune. Given the site folder explicitly, so that Jest can test it
// on a temporary folder. The file itself (lock, revision, history) is registry-store.ts; the canary
// verdict is canary-verdict.ts. This module gives all three.
import fs from 'node:fs';
import path from 'node:path';
import {
  appendHistory,
  canaryVersion,
  checkName,
  checkVersion,
  entryOf,
  type HistoryRecord,
  manifestOf,
  readHistory,
  readRegistry,
  type RegistryEntry,
  ssrOf,
  updateRegistry,
  VERSION,
  withRegistryLock,
} from './registry-store';

export * from './registry-store';
export {
  VERDICT_THRESHOLDS,
  canaryVerdict,
  evidenceLines,
  recentFailures,
  recentServed,
} from './canary-verdict';

/** What a change of one entry gives back: the entry to store and its history line, or null for none. */
export type EntryChange = { entry: RegistryEntry; record: HistoryRecord } | null;

/**
 * Points `name` at a published version. The version it replaces is kept as `previous`: the one a
 * rollback goes back to, and one prune never removes.
 */
export function setRemote(
  siteDir: string,
  name: string,
  version: string,
  options: SetOptions = {},
): RegistryEntry {
  checkSet(siteDir, name, version);
  return changeEntry(siteDir, name, (current) => planSet(current, name, version, options));
}

export interface SetOptions {
  action?: string;
  record?: Partial<HistoryRecord>;
}

/** setRemote's refusals, before any store is touched: a bad name or version, or one not published. */
export function checkSet(siteDir: string, name: string, version: string): void {
  checkName(name);
  checkVersion(version);
  const manifest = manifestOf(siteDir, name, version);
  if (!fs.existsSync(manifest)) {
    throw new Error(`${name}@${version} is not published (no ${path.relative(siteDir, manifest)})`);
  }
}

/** setRemote's change of the entry as stored now (pure: every store applies it the same way). */
export function planSet(
  current: RegistryEntry | undefined,
  name: string,
  version: string,
  options: SetOptions = {},
): EntryChange {
  const from = current?.version ?? null;
  if (current?.version === version) return null;
  const previous = current ? current.version : undefined;
  const entry: RegistryEntry = {
    ...(current ? withoutBadMark(current, version) : {}),
    version,
    entry: entryOf(name, version),
    ...(previous && previous !== version ? { previous } : {}),
  };
  if (!previous) delete entry.previous;
  // The canary's version is now everyone's: there is nothing left to try on a share.
  const droppedCanary = canaryVersion(current) === version ? version : null;
  if (droppedCanary) delete entry.canary;
  return {
    entry,
    record: {
      action: options.action ?? 'set',
      area: name,
      version,
      from,
      ...(droppedCanary ? { droppedCanary } : {}),
      ...options.record,
    },
  };
}

/** Refuses a version whose client manifest or SSR bundle is missing: the server needs both. */
export function requirePublished(siteDir: string, name: string, version: string): void {
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
function requireEntry(entry: RegistryEntry | undefined, name: string): RegistryEntry {
  if (!entry) {
    throw new Error(
      `${name} has no live version in the registry; make one live first (site-release registry set ${name} <version>)`,
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
export function changeEntry(
  siteDir: string,
  name: string,
  change: (current: RegistryEntry | undefined) => EntryChange,
): RegistryEntry {
  return withRegistryLock(siteDir, () => {
    let record: HistoryRecord | null = null;
    const written = updateRegistry(siteDir, (registry) => {
      registry.remotes ??= {};
      const result = change(registry.remotes[name]);
      if (!result) return null;
      record = result.record;
      registry.remotes[name] = result.entry;
      return registry;
    });
    if (record) appendHistory(siteDir, record);
    return written.remotes[name] as RegistryEntry;
  });
}

/** The entry as it is, less its canary. */
function withoutCanary(entry: RegistryEntry): RegistryEntry {
  const { canary: _dropped, ...rest } = entry;
  return rest;
}

/** The entry with `version` live and `previous` set, and no canary. */
const liveEntry = (
  entry: RegistryEntry,
  name: string,
  version: string,
  previous: string,
): RegistryEntry => ({
  ...withoutCanary(entry),
  version,
  entry: entryOf(name, version),
  previous,
});

function checkPercent(percent: unknown): asserts percent is number {
  if (!Number.isInteger(percent) || (percent as number) < 1 || (percent as number) > 99) {
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
export function startCanary(
  siteDir: string,
  name: string,
  version: string,
  percent: number,
  record: Partial<HistoryRecord> = {},
): RegistryEntry {
  checkName(name);
  checkPercent(percent);
  requirePublished(siteDir, name, version);
  return changeEntry(siteDir, name, (current) =>
    planCanary(current, name, version, percent, record),
  );
}

/** startCanary's change of the entry as stored now. */
export function planCanary(
  current: RegistryEntry | undefined,
  name: string,
  version: string,
  percent: number,
  record: Partial<HistoryRecord> = {},
): EntryChange {
  {
    const entry = requireEntry(current, name);
    if (entry.version === version) {
      throw new Error(
        `${name}@${version} is already live; a canary tries another version (or roll back with site-release registry rollback ${name})`,
      );
    }
    const old = canaryVersion(entry);
    const trial = typeof entry.canary === 'object' ? entry.canary : undefined;
    if (old === version && (trial?.percent === percent || entry.canary === version)) return null;
    const since = old === version && trial?.since ? trial.since : new Date().toISOString();
    return {
      entry: { ...withoutBadMark(entry, version), canary: { version, percent, since } },
      record: {
        action: 'canary',
        area: name,
        version,
        from: old ?? entry.version,
        percent,
        ...(old ? { replaced: true } : {}),
        ...record,
      },
    };
  }
}

/** Makes the canary everyone's version: the old live one becomes `previous`, the canary goes. */
export function promote(siteDir: string, name: string): RegistryEntry {
  checkName(name);
  return changeEntry(siteDir, name, (current) =>
    planPromote(current, name, (v) => requirePublished(siteDir, name, v)),
  );
}

/** promote's change of the entry as stored now; `published` refuses a version whose files are gone. */
export function planPromote(
  current: RegistryEntry | undefined,
  name: string,
  published: (version: string) => void,
): EntryChange {
  {
    const entry = requireEntry(current, name);
    const version = canaryVersion(entry);
    if (!version) {
      throw new Error(
        `${name} has no canary to promote; start one with site-release registry canary ${name} <version> <percent>`,
      );
    }
    published(version);
    if (isBad(entry, version)) {
      throw new Error(
        `${name}@${version} was rolled back automatically (${entry.bad?.[version]?.reason}); ` +
          `start its canary again by name to try it once more`,
      );
    }
    return {
      entry: liveEntry(entry, name, version, entry.version),
      record: { action: 'promote', area: name, version, from: entry.version },
    };
  }
}

/**
 * Undoes a change of `name`. With a canary and no version named, only the canary goes (the live
 * version stays). With a version named, that published version becomes live and any canary goes.
 * Otherwise the live version goes back to `previous`, and the old live one becomes `previous`,
 * so a second rollback undoes the first. `reason` (e.g. a canary verdict) goes into the history.
 */
export function rollback(
  siteDir: string,
  name: string,
  version?: string | null,
  { reason, action = 'rollback' }: { reason?: string; action?: string } = {},
): RegistryEntry {
  checkName(name);
  if (version !== undefined && version !== null) requirePublished(siteDir, name, version);
  return changeEntry(siteDir, name, (current) =>
    planRollback(
      current,
      name,
      version,
      { reason, action },
      {
        requirePublished: (v) => requirePublished(siteDir, name, v),
        isPublished: (v) => isPublished(siteDir, name, v),
        history: () => readHistory(siteDir),
      },
    ),
  );
}

/** What a rollback needs to know of the published versions and the history, wherever they are kept. */
export interface RollbackContext {
  requirePublished(version: string): void;
  isPublished(version: string): boolean;
  history(): HistoryRecord[];
}

/** rollback's change of the entry as stored now. */
export function planRollback(
  current: RegistryEntry | undefined,
  name: string,
  version: string | null | undefined,
  { reason, action = 'rollback' }: { reason?: string; action?: string },
  context: RollbackContext,
): EntryChange {
  const extra = reason ? { reason } : {};
  {
    const entry = requireEntry(current, name);
    const canary = canaryVersion(entry);
    if (canary && (!version || version === entry.version)) {
      const dropped = dropCanary(entry, name, action, extra);
      // The guard's verdict stays with the version: prune, rollback and promote avoid it from now on.
      if (action === 'auto-rollback') dropped.entry = markBad(dropped.entry, canary, reason);
      return dropped;
    }
    if (version) return rollTo(withoutBadMark(entry, version), name, version, action, extra);
    const target = rollbackTarget(context, name, entry);
    if (!target) {
      throw new Error(
        `no previous version of ${name} to roll back to` +
          (entry.previous && isBad(entry, entry.previous)
            ? ` (${entry.previous} was rolled back automatically: ${entry.bad?.[entry.previous]?.reason})`
            : '') +
          `; name a published version (site-release registry rollback ${name} <version>)`,
      );
    }
    return rollTo(entry, name, target, action, extra);
  }
}

/** Whether the guard rolled `version` back (ops can still name it; naming it clears the mark). */
export const isBad = (entry: RegistryEntry | undefined, version: string): boolean =>
  Boolean(entry?.bad && entry.bad[version]);

function markBad(entry: RegistryEntry, version: string, reason: string | undefined): RegistryEntry {
  return {
    ...entry,
    bad: {
      ...entry.bad,
      [version]: { at: new Date().toISOString(), reason: reason ?? 'rolled back automatically' },
    },
  };
}

/** The entry without `version`'s bad mark: ops named that version on purpose. */
function withoutBadMark(entry: RegistryEntry, version: string): RegistryEntry {
  if (!isBad(entry, version)) return entry;
  const { [version]: _cleared, ...rest } = entry.bad ?? {};
  const { bad: _bad, ...others } = entry;
  return Object.keys(rest).length ? { ...others, bad: rest } : others;
}

/**
 * Where a rollback without a version goes: `previous` (refused when it is no longer published),
 * unless the guard marked it bad; then the newest version that was live before it (from the
 * history), is published and is not marked bad.
 */
function rollbackTarget(
  context: RollbackContext,
  name: string,
  entry: RegistryEntry,
): string | null {
  if (entry.previous && !isBad(entry, entry.previous)) {
    context.requirePublished(entry.previous);
    return entry.previous;
  }
  const usable = (v: string | null) =>
    v && v !== entry.version && !isBad(entry, v) && context.isPublished(v);
  const wentLive = context
    .history()
    .filter((h) => h.area === name && LIVE_ACTIONS.has(h.action) && !h.canary)
    .map((h) => h.version)
    .reverse();
  // (A line whose version is null removed the area: it is no target.)
  return (wentLive.find(usable) as string | undefined) ?? null;
}

/** History actions after which their `version` was live for everyone. */
const LIVE_ACTIONS = new Set([
  'set',
  'build',
  'first-build',
  'release',
  'promote',
  'rollback',
  'auto-rollback',
]);

export const isPublished = (siteDir: string, name: string, version: string) =>
  VERSION.test(version) &&
  fs.existsSync(manifestOf(siteDir, name, version)) &&
  fs.existsSync(ssrOf(siteDir, name, version));

/** The canary goes; the live version and `previous` stay. */
function dropCanary(
  entry: RegistryEntry,
  name: string,
  action: string,
  extra: Partial<HistoryRecord>,
): { entry: RegistryEntry; record: HistoryRecord } {
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
function rollTo(
  entry: RegistryEntry,
  name: string,
  version: string,
  action: string,
  extra: Partial<HistoryRecord>,
): EntryChange {
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
export function publishedLiveVersion(siteDir: string, name: string): string | null {
  const entry = readRegistry(siteDir).remotes[name];
  if (!entry || !VERSION.test(entry.version)) return null;
  const ssr = path.join(siteDir, 'ssr', name, entry.version, 'index.js');
  return fs.existsSync(manifestOf(siteDir, name, entry.version)) && fs.existsSync(ssr)
    ? entry.version
    : null;
}

/** Versions prune must never remove: live, previous and a canary (`canary` or `canary.version`). */
export function protectedVersions(entry: RegistryEntry | undefined): Set<string> {
  if (!entry) return new Set();
  return new Set(
    [entry.version, entry.previous, canaryVersion(entry)].filter((v): v is string => Boolean(v)),
  );
}

const subfolders = (dir: string): string[] =>
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
export function prune(
  siteDir: string,
  { keep = 3, log = () => {} }: { keep?: number; log?: (line: string) => void } = {},
): string[] {
  return pruneFolders(siteDir, readRegistry(siteDir).remotes, {
    keep,
    log,
    record: (line) => void appendHistory(siteDir, line),
  });
}

/**
 * prune's work on the site folder, given the registry's entries as stored (in the file or in
 * PostgreSQL) and where each removal's history line goes.
 */
export function pruneFolders(
  siteDir: string,
  remotes: Record<string, RegistryEntry>,
  {
    keep = 3,
    log = () => {},
    record,
  }: { keep?: number; log?: (line: string) => void; record: (line: HistoryRecord) => void },
): string[] {
  if (!Number.isInteger(keep) || keep < 0)
    throw new Error(`--keep must be a whole number, not ${keep}`);
  const removed: string[] = [];
  for (const name of subfolders(path.join(siteDir, 'remotes'))) {
    const places = ['remotes', 'ssr', 'sourcemaps', 'page-sets'].map((kind) =>
      path.join(siteDir, kind, name),
    );
    const versions = [...new Set(places.flatMap(subfolders))].filter((v) => VERSION.test(v));
    const time = (v: string) =>
      Math.max(
        0,
        ...places
          .map((p) => path.join(p, v))
          .filter(fs.existsSync)
          .map((d) => fs.statSync(d).mtimeMs),
      );
    // The newest `keep` good versions: a version the guard rolled back is never what a later
    // rollback should land on, so it does not take the place of a known-good one.
    const newest = versions
      .filter((v) => !isBad(remotes[name], v))
      .sort((a, b) => time(b) - time(a))
      .slice(0, keep);
    const kept = new Set([...newest, ...protectedVersions(remotes[name])]);
    for (const version of versions.filter((v) => !kept.has(v))) {
      for (const place of places)
        fs.rmSync(path.join(place, version), { recursive: true, force: true });
      removed.push(`${name}@${version}`);
      record({
        action: 'prune',
        area: name,
        version: null,
        from: version,
        ...(isBad(remotes[name], version) ? { bad: true } : {}),
      });
      log(
        `removed ${name}@${version}${isBad(remotes[name], version) ? ' (rolled back automatically)' : ''}`,
      );
    }
  }
  return removed;
}
