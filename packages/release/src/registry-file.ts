// The changes ops make to the registry (<site>/remotes.json) and the published versions it points at:
// set, canary, promote, rollback, prune. Given the site folder explicitly, so that Jest can test it
// on a temporary folder. The file itself (lock, revision, history) is registry-store.ts, the canary
// verdict canary-verdict.ts, pure entry changes registry-entry.ts, published versions
// registry-published.ts and prune registry-prune.ts. This module gives them all.
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
  type RegistryEntry,
  updateRegistry,
  withRegistryLock,
} from './registry-store';
import {
  checkPercent,
  isBad,
  liveEntry,
  markBad,
  requireEntry,
  withoutBadMark,
  withoutCanary,
} from './registry-entry';
import { isPublished, requirePublished } from './registry-published';

export * from './registry-store';
export { isPublished, publishedLiveVersion, requirePublished } from './registry-published';
export { isBad } from './registry-entry';
export { protectedVersions, prune, pruneFolders } from './registry-prune';
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
