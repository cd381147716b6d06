// One interface, two stores. The registry (live, previous, canary and bad marks per area) and its
// history live in the site folder's remotes.json with a lock file (one host: SQLite or no
// DATABASE_URL), or in PostgreSQL when DATABASE_URL is postgres://… (several hosts, each with its own
// site folder). The commands and the canary guard change it only through a RegistryStore, with the
// same plans (registry-file.ts), so both stores refuse and record alike.
import {
  changeEntry,
  checkSet,
  type EntryChange,
  isPublished,
  planCanary,
  planPromote,
  planRollback,
  planSet,
  pruneFolders,
  requirePublished,
  type SetOptions,
} from './registry-file';
import { PgRegistryStore, pgTargetOf } from './registry-pg';
import {
  appendHistory,
  checkName,
  type HistoryRecord,
  readHistory,
  readRegistry,
  type RegistryDocument,
  type RegistryEntry,
  updateRegistry,
  withRegistryLock,
  writeRegistry,
} from './registry-store';

export interface RegistryStore {
  /** 'file': <site>/remotes.json; 'postgres': the site_registry_changes table. */
  readonly kind: 'file' | 'postgres';
  read(): Promise<RegistryDocument>;
  /** Every history line, oldest first. */
  history(): Promise<HistoryRecord[]>;
  /** Applies one area's plan to its entry as stored now, with its history line; returns the entry written. */
  change(
    name: string,
    plan: (current: RegistryEntry | undefined) => EntryChange,
  ): Promise<RegistryEntry>;
  /** A history line with no change of the registry (a prune). */
  record(line: HistoryRecord): Promise<void>;
  close(): Promise<void>;
}

/** The registry file of one site folder (registry-store.ts: lock file, revision, history file). */
export class FileRegistryStore implements RegistryStore {
  readonly kind = 'file';
  constructor(readonly siteDir: string) {}
  read = async () => readRegistry(this.siteDir);
  history = async () => readHistory(this.siteDir);
  change = async (name: string, plan: (current: RegistryEntry | undefined) => EntryChange) =>
    changeEntry(this.siteDir, name, plan);
  record = async (line: HistoryRecord) => void appendHistory(this.siteDir, line);
  close = async () => {};
}

/**
 * The PostgreSQL registry, mirrored into this host's site folder after each change this process
 * makes: the site build, the contract check and this host's server read remotes.json there (the
 * other hosts' servers write their own mirror when they hear of the change, registry-mirror.ts).
 */
export class MirroredPgStore implements RegistryStore {
  readonly kind = 'postgres';
  constructor(
    readonly siteDir: string,
    readonly pg: PgRegistryStore,
  ) {}
  read = () => this.pg.read();
  history = () => this.pg.history();
  async change(
    name: string,
    plan: (current: RegistryEntry | undefined) => EntryChange,
  ): Promise<RegistryEntry> {
    const entry = await this.pg.change(name, plan);
    await this.mirror();
    return entry;
  }
  record = (line: HistoryRecord) => this.pg.record(line);
  /** Writes the registry as stored into this host's remotes.json. */
  async mirror(): Promise<RegistryDocument> {
    const registry = await this.pg.read();
    writeRegistry(this.siteDir, registry);
    return registry;
  }
  close = () => this.pg.close();
}

/** The store DATABASE_URL asks for: PostgreSQL for postgres://…, else the site folder's file. */
export function openRegistryStore(
  siteDir: string,
  env: NodeJS.ProcessEnv = process.env,
): RegistryStore {
  const target = pgTargetOf(env.DATABASE_URL);
  return target
    ? new MirroredPgStore(siteDir, new PgRegistryStore(target))
    : new FileRegistryStore(siteDir);
}

/* ------------------------------------------------------------------------------------------------ */
/* The changes ops make, on either store (registry-file.ts has the same on the file, synchronous)    */

export async function setRemoteIn(
  store: RegistryStore,
  siteDir: string,
  name: string,
  version: string,
  options: SetOptions = {},
): Promise<RegistryEntry> {
  checkSet(siteDir, name, version);
  return store.change(name, (current) => planSet(current, name, version, options));
}

export async function startCanaryIn(
  store: RegistryStore,
  siteDir: string,
  name: string,
  version: string,
  percent: number,
  record: Partial<HistoryRecord> = {},
): Promise<RegistryEntry> {
  checkName(name);
  if (!Number.isInteger(percent) || percent < 1 || percent > 99) {
    throw new Error(
      `a canary's percent must be a whole number from 1 to 99, not ${JSON.stringify(percent)}`,
    );
  }
  requirePublished(siteDir, name, version);
  return store.change(name, (current) => planCanary(current, name, version, percent, record));
}

export async function promoteIn(
  store: RegistryStore,
  siteDir: string,
  name: string,
): Promise<RegistryEntry> {
  checkName(name);
  return store.change(name, (current) =>
    planPromote(current, name, (v) => requirePublished(siteDir, name, v)),
  );
}

export async function rollbackIn(
  store: RegistryStore,
  siteDir: string,
  name: string,
  version?: string | null,
  options: { reason?: string; action?: string } = {},
): Promise<RegistryEntry> {
  checkName(name);
  if (version !== undefined && version !== null) requirePublished(siteDir, name, version);
  // Read before the change: the plan itself must not wait (PostgreSQL may run it more than once).
  const history = await store.history();
  return store.change(name, (current) =>
    planRollback(current, name, version, options, {
      requirePublished: (v) => requirePublished(siteDir, name, v),
      isPublished: (v) => isPublished(siteDir, name, v),
      history: () => history,
    }),
  );
}

/** Removes an area from the registry (its files stay until prune). */
export async function removeIn(store: RegistryStore, name: string): Promise<void> {
  checkName(name);
  // A removal is no plan of an entry (there is no entry after it): the whole registry is rewritten.
  if (store instanceof FileRegistryStore) {
    withRegistryLock(store.siteDir, () => {
      let from: string | null = null;
      updateRegistry(store.siteDir, (r) => {
        from = r.remotes?.[name]?.version ?? null;
        if (!from) return null;
        delete r.remotes[name];
        return r;
      });
      if (from) appendHistory(store.siteDir, { action: 'remove', area: name, version: null, from });
    });
  } else if (store instanceof MirroredPgStore) {
    await store.pg.update((r) => {
      const from = r.remotes?.[name]?.version ?? null;
      if (!from) return null;
      delete r.remotes[name];
      return { registry: r, records: [{ action: 'remove', area: name, version: null, from }] };
    });
    await store.mirror();
  }
}

export async function pruneIn(
  store: RegistryStore,
  siteDir: string,
  options: { keep?: number; log?: (line: string) => void } = {},
): Promise<string[]> {
  const { remotes } = await store.read();
  const lines: HistoryRecord[] = [];
  const removed = pruneFolders(siteDir, remotes, {
    ...options,
    record: (line) => lines.push(line),
  });
  for (const line of lines) await store.record(line);
  return removed;
}
