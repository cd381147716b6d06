// The registry in PostgreSQL, for a site served by several hosts: one row per change in
// `site_registry_changes` (the registry as it became, and the history lines of that change), the
// newest row being the registry. A change is a compare-and-set on the revision: it inserts the row
// `rev + 1` of the registry it read, and when another writer took that revision first (a primary
// key violation) it reads again and re-applies its plan. Each change is announced with NOTIFY in the
// transaction that writes it, so every server's LISTEN hears it once it is committed.
import pg from 'pg';
import type { EntryChange } from './registry-file';
import {
  type HistoryRecord,
  type RegistryDocument,
  type RegistryEntry,
  stampRecord,
} from './registry-store';

/** The channel every server LISTENs on; the payload names the schema and the revision. */
export const REGISTRY_CHANNEL = 'site_registry';
const SCHEMA_NAME = /^[a-z_][a-z0-9_]{0,62}$/i;
/** How many times a change re-reads and re-applies its plan when other writers keep winning. */
const MAX_ATTEMPTS = 50;

export interface PgTarget {
  connectionString: string;
  /** The schema holding the table (DATABASE_URL's `schema` parameter); null for the default. */
  schema: string | null;
}

/** `postgres://…?schema=x` as the API reads it (packages/api/src/db/database.ts), or null for anything else. */
export function pgTargetOf(url: string | undefined): PgTarget | null {
  const value = (url ?? '').trim();
  if (!/^postgres(ql)?:\/\//.test(value)) return null;
  const parsed = new URL(value);
  const schema = parsed.searchParams.get('schema');
  if (schema !== null && !SCHEMA_NAME.test(schema))
    throw new Error(`DATABASE_URL schema "${schema}" is not a plain SQL identifier`);
  parsed.searchParams.delete('schema');
  parsed.searchParams.delete('pool');
  return { connectionString: parsed.toString(), schema };
}

export interface RegistryState {
  rev: number;
  registry: RegistryDocument;
}

export class PgRegistryStore {
  private readonly pool: pg.Pool;
  private readonly table: string;
  private ready: Promise<void> | null = null;

  constructor(readonly target: PgTarget) {
    this.pool = new pg.Pool({
      connectionString: target.connectionString,
      max: 2,
      ...(target.schema ? { options: `-c search_path=${target.schema}` } : {}),
    });
    // An idle client that loses its server must not crash the process; the pool replaces it.
    this.pool.on('error', (error) =>
      console.error('registry: postgres pool error:', error.message),
    );
    this.table = target.schema
      ? `"${target.schema}".site_registry_changes`
      : 'site_registry_changes';
  }

  /** Creates the schema and the table when missing (several processes may race to do it). */
  private init(): Promise<void> {
    this.ready ??= (async () => {
      const client = await this.pool.connect();
      try {
        // One creator at a time: CREATE … IF NOT EXISTS alone can still collide in the catalogue.
        await client.query('select pg_advisory_lock(hashtext($1))', [this.table]);
        if (this.target.schema)
          await client.query(`create schema if not exists "${this.target.schema}"`);
        await client.query(
          `create table if not exists ${this.table} (
             rev bigint primary key,
             at timestamptz not null default now(),
             registry jsonb not null,
             records jsonb not null default '[]'::jsonb
           )`,
        );
      } finally {
        await client
          .query('select pg_advisory_unlock(hashtext($1))', [this.table])
          .catch(() => undefined);
        client.release();
      }
    })().catch((error: unknown) => {
      this.ready = null;
      throw error;
    });
    return this.ready;
  }

  /** The registry as the newest change left it, with its revision (0 and no remotes before any change). */
  async state(): Promise<RegistryState> {
    await this.init();
    const { rows } = await this.pool.query<{ rev: string; registry: RegistryDocument }>(
      `select rev, registry from ${this.table} order by rev desc limit 1`,
    );
    const row = rows[0];
    if (!row) return { rev: 0, registry: { remotes: {} } };
    const rev = Number(row.rev);
    return { rev, registry: { ...row.registry, rev } };
  }

  async read(): Promise<RegistryDocument> {
    return (await this.state()).registry;
  }

  /** Every history line, oldest first. */
  async history(): Promise<HistoryRecord[]> {
    await this.init();
    const { rows } = await this.pool.query<{ records: HistoryRecord[] }>(
      `select records from ${this.table} order by rev`,
    );
    return rows.flatMap((r) => r.records);
  }

  /**
   * Applies `mutate` to the registry as stored and writes the result as the next revision, with its
   * history lines, unless another writer took that revision first: then it reads again and
   * re-applies. `mutate` returns null for no change (nothing written). Returns the registry written.
   */
  async update(
    mutate: (
      registry: RegistryDocument,
    ) => { registry: RegistryDocument; records: HistoryRecord[] } | null,
  ): Promise<RegistryDocument> {
    for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
      const { rev, registry } = await this.state();
      const next = mutate(structuredClone(registry));
      if (!next) return registry;
      const written = { ...next.registry, rev: rev + 1 };
      const client = await this.pool.connect();
      try {
        await client.query('begin');
        await client.query(
          `insert into ${this.table} (rev, registry, records) values ($1, $2, $3)`,
          [rev + 1, JSON.stringify(written), JSON.stringify(next.records.map(stampRecord))],
        );
        await client.query('select pg_notify($1, $2)', [
          REGISTRY_CHANNEL,
          JSON.stringify({ schema: this.target.schema, rev: rev + 1 }),
        ]);
        await client.query('commit');
        return written;
      } catch (error) {
        await client.query('rollback').catch(() => undefined);
        // 23505: another writer wrote revision rev + 1 first. Read its registry and plan again.
        if ((error as { code?: string }).code !== '23505') throw error;
        await new Promise((resolve) =>
          setTimeout(resolve, Math.random() * Math.min(50, 2 ** attempt)),
        );
      } finally {
        client.release();
      }
    }
    throw new Error(
      `the registry kept changing under this write (${MAX_ATTEMPTS} attempts); try again`,
    );
  }

  /** One area's change (a plan of registry-file.ts), with its history line. */
  async change(
    name: string,
    plan: (current: RegistryEntry | undefined) => EntryChange,
  ): Promise<RegistryEntry> {
    const written = await this.update((registry) => {
      registry.remotes ??= {};
      const change = plan(registry.remotes[name]);
      if (!change) return null;
      registry.remotes[name] = change.entry;
      return { registry, records: [change.record] };
    });
    return written.remotes[name] as RegistryEntry;
  }

  /** A history line with no change of the registry (a prune): a revision of its own, the registry as it is. */
  async record(record: HistoryRecord): Promise<void> {
    await this.update((registry) => ({ registry, records: [record] }));
  }

  /**
   * Calls `onChange` with each new registry: when a NOTIFY names a revision newer than the last one
   * seen (within milliseconds of its commit), and on a poll every `pollMs` whatever NOTIFY did (a
   * dropped listening connection, a notification lost while it reconnected). The listening
   * connection is opened again after an error. `stop()` ends both.
   */
  watch(
    onChange: (state: RegistryState) => void | Promise<void>,
    {
      pollMs = 5_000,
      onError = (error: Error) => console.error(`registry: ${error.message}`),
    } = {},
  ): { stop(): Promise<void>; ready: Promise<void> } {
    let seen = -1;
    let stopped = false;
    let listener: pg.Client | null = null;
    let checking: Promise<void> = Promise.resolve();
    // One look at a time, in order: a slow onChange is never overtaken by an older state.
    const check = () => {
      checking = checking.then(async () => {
        if (stopped) return;
        try {
          const state = await this.state();
          if (state.rev === seen) return;
          await onChange(state);
          seen = state.rev;
        } catch (error) {
          onError(error as Error);
        }
      });
      return checking;
    };
    const listen = async (): Promise<void> => {
      if (stopped) return;
      const client = new pg.Client({ connectionString: this.target.connectionString });
      client.on('error', (error) => {
        onError(error);
        client.end().catch(() => undefined);
        if (listener === client) listener = null;
        if (!stopped) setTimeout(() => void listen().then(check, onError), 1_000).unref();
      });
      client.on('notification', (message) => {
        try {
          const { schema, rev } = JSON.parse(message.payload ?? '{}') as {
            schema?: string | null;
            rev?: number;
          };
          if ((schema ?? null) === this.target.schema && typeof rev === 'number' && rev > seen)
            void check();
        } catch {
          // Not one of ours.
        }
      });
      await client.connect();
      await client.query(`listen ${REGISTRY_CHANNEL}`);
      if (stopped) await client.end();
      else listener = client;
    };
    const poll = setInterval(() => void check(), pollMs);
    poll.unref();
    // Listen first, then read: a change committed between the two is both heard and read.
    const ready = listen()
      .catch((error: unknown) => onError(error as Error))
      .then(check);
    return {
      ready,
      async stop() {
        stopped = true;
        clearInterval(poll);
        await checking;
        await listener?.end().catch(() => undefined);
        listener = null;
      },
    };
  }

  async close(): Promise<void> {
    await this.pool.end();
  }
}
