// Prune: removes old published versions of every remote from the site folder, never one the
// registry still points at (live, previous, canary).
import fs from 'node:fs';
import path from 'node:path';
import { isBad } from './registry-entry';
import {
  appendHistory,
  canaryVersion,
  type HistoryRecord,
  readRegistry,
  type RegistryEntry,
  VERSION,
} from './registry-store';

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
