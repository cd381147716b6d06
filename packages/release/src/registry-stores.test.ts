import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { PgRegistryStore, type RegistryState } from './registry-pg';
import {
  FileRegistryStore,
  MirroredPgStore,
  openRegistryStore,
  promoteIn,
  pruneIn,
  type RegistryStore,
  rollbackIn,
  setRemoteIn,
  startCanaryIn,
} from './registry-stores';
import { readRegistry } from './registry-store';
import { testPostgresUrl } from './test-postgres';

// PostgreSQL as CI runs it (DATABASE_URL_PG, else the local default); each test in a schema of its
// own, dropped after. Without one, only the file store's tests run.
const PG_URL = testPostgresUrl();
const PG = PG_URL ?? '';
const withPostgres = PG_URL ? describe : describe.skip;

let site: string;
let schema: string;
const opened: { close(): Promise<void> }[] = [];

beforeEach(() => {
  site = fs.mkdtempSync(path.join(os.tmpdir(), 'registry-stores-'));
  schema = `registry_test_${process.pid}_${randomBytes(4).toString('hex')}`;
});
afterEach(async () => {
  for (const store of opened.splice(0)) await store.close();
  fs.rmSync(site, { recursive: true, force: true });
  if (!PG_URL) return;
  const admin = new pg.Client({ connectionString: PG });
  await admin.connect();
  await admin.query(`drop schema if exists ${schema} cascade`);
  await admin.end();
});

const pgStore = () => {
  const store = new PgRegistryStore({ connectionString: PG, schema });
  opened.push(store);
  return store;
};
const url = () => `${PG}?schema=${schema}`;

function publish(name: string, version: string) {
  for (const [dir, file] of [
    ['remotes', 'mf-manifest.json'],
    ['ssr', 'index.js'],
  ] as const) {
    fs.mkdirSync(path.join(site, dir, name, version), { recursive: true });
    fs.writeFileSync(path.join(site, dir, name, version, file), '{}');
  }
}

const stores: [string, () => RegistryStore][] = [
  ['the site folder file', () => new FileRegistryStore(site)],
  ...(PG_URL
    ? [['PostgreSQL', () => new MirroredPgStore(site, pgStore())] as [string, () => RegistryStore]]
    : []),
];

describe.each(stores)('the registry in %s', (_kind, open) => {
  it('releases, starts a canary, promotes and rolls back with one history line per change', async () => {
    const store = open();
    for (const v of ['1.0.0', '1.0.1', '1.0.2']) publish('tours', v);
    await setRemoteIn(store, site, 'tours', '1.0.0', { action: 'release' });
    await setRemoteIn(store, site, 'tours', '1.0.1', { action: 'release' });
    await startCanaryIn(store, site, 'tours', '1.0.2', 10);
    await promoteIn(store, site, 'tours');
    expect(await rollbackIn(store, site, 'tours')).toMatchObject({
      version: '1.0.1',
      previous: '1.0.2',
    });
    const registry = await store.read();
    expect(registry.remotes.tours).toMatchObject({ version: '1.0.1', previous: '1.0.2' });
    expect(registry.rev).toBe(5);
    expect((await store.history()).map((h) => [h.action, h.from, h.version])).toEqual([
      ['release', null, '1.0.0'],
      ['release', '1.0.0', '1.0.1'],
      ['canary', '1.0.1', '1.0.2'],
      ['promote', '1.0.1', '1.0.2'],
      ['rollback', '1.0.2', '1.0.1'],
    ]);
    // This host's site folder holds the registry as stored, whichever the store.
    expect(readRegistry(site).remotes.tours?.version).toBe('1.0.1');
  });

  it('refuses what the file registry refuses, and writes nothing then', async () => {
    const store = open();
    publish('tours', '1.0.0');
    await expect(setRemoteIn(store, site, 'tours', '9.9.9')).rejects.toThrow(/not published/);
    await expect(promoteIn(store, site, 'tours')).rejects.toThrow(/no live version/);
    await setRemoteIn(store, site, 'tours', '1.0.0');
    await expect(startCanaryIn(store, site, 'tours', '1.0.0', 10)).rejects.toThrow(/already live/);
    expect((await store.read()).rev).toBe(1);
  });

  it('records what prune removes', async () => {
    const store = open();
    for (const v of ['1.0.0', '1.0.1', '1.0.2']) publish('tours', v);
    await setRemoteIn(store, site, 'tours', '1.0.2');
    expect(await pruneIn(store, site, { keep: 0 })).toEqual(['tours@1.0.0', 'tours@1.0.1']);
    expect(
      (await store.history())
        .filter((h) => h.action === 'prune')
        .map((h) => h.from)
        .sort(),
    ).toEqual(['1.0.0', '1.0.1']);
  });
});

withPostgres('the registry in PostgreSQL', () => {
  it('is chosen by a postgres:// DATABASE_URL; a file: one or none keeps the site folder file', async () => {
    const store = openRegistryStore(site, { DATABASE_URL: url() });
    opened.push(store);
    expect(store.kind).toBe('postgres');
    expect(openRegistryStore(site, { DATABASE_URL: 'file:/tmp/x.sqlite' }).kind).toBe('file');
    expect(openRegistryStore(site, {}).kind).toBe('file');
  });

  it('loses no change when writers on separate connections race: one revision per change, in order', async () => {
    const areas = ['content', 'tours', 'giving', 'media', 'commerce', 'news'];
    for (const a of areas) for (const v of ['1.0.0', '1.0.1', '1.0.2']) publish(a, v);
    // Three "hosts", each with its own connections, all writing at once.
    const writers = [pgStore(), pgStore(), pgStore()].map((s) => new MirroredPgStore(site, s));
    await Promise.all(
      areas.map(async (a, i) => {
        const store = writers[i % writers.length]!;
        for (const v of ['1.0.0', '1.0.1', '1.0.2'])
          await setRemoteIn(store, site, a, v, { action: 'release' });
      }),
    );
    const reader = pgStore();
    const { rev, registry } = await reader.state();
    expect(rev).toBe(areas.length * 3);
    for (const a of areas)
      expect(registry.remotes[a]).toMatchObject({ version: '1.0.2', previous: '1.0.1' });
    const history = await reader.history();
    expect(history).toHaveLength(areas.length * 3);
    for (const a of areas)
      expect(history.filter((h) => h.area === a).map((h) => h.version)).toEqual([
        '1.0.0',
        '1.0.1',
        '1.0.2',
      ]);
  });

  it('a plan that races another writer on the same area is applied again to what that writer wrote', async () => {
    for (const v of ['1.0.0', '1.0.1', '1.0.2']) publish('tours', v);
    const [a, b] = [new MirroredPgStore(site, pgStore()), new MirroredPgStore(site, pgStore())];
    await setRemoteIn(a, site, 'tours', '1.0.0');
    // A canary and a release of the same area at once: whichever goes second sees the first.
    await Promise.all([
      startCanaryIn(a, site, 'tours', '1.0.2', 10),
      setRemoteIn(b, site, 'tours', '1.0.1', { action: 'release' }),
    ]);
    const { registry, rev } = await pgStore().state();
    expect(rev).toBe(3);
    expect(registry.remotes.tours).toMatchObject({
      version: '1.0.1',
      canary: { version: '1.0.2', percent: 10 },
    });
  });

  it('tells every watcher of a change within a second (LISTEN/NOTIFY), and a poll finds a change nobody announced', async () => {
    publish('tours', '1.0.0');
    publish('tours', '1.0.1');
    const writer = new MirroredPgStore(site, pgStore());
    await setRemoteIn(writer, site, 'tours', '1.0.0');
    const seen: { at: number; state: RegistryState }[][] = [[], [], []];
    // The poll is slow here (30 s): only NOTIFY can bring the first change within a second.
    const watches = seen.map((list) =>
      pgStore().watch((state) => void list.push({ at: Date.now(), state }), { pollMs: 30_000 }),
    );
    await Promise.all(watches.map((w) => w.ready));
    for (const list of seen)
      expect(list.map((s) => s.state.registry.remotes.tours?.version)).toEqual(['1.0.0']);
    const switched = Date.now();
    await setRemoteIn(writer, site, 'tours', '1.0.1', { action: 'release' });
    await waitFor(() => seen.every((list) => list.length === 2), 3_000);
    const delays = seen.map((list) => list[1]!.at - switched);
    console.log(`registry switch heard by 3 watchers after ${delays.join(', ')} ms`);
    for (const delay of delays) expect(delay).toBeLessThan(1_000);
    for (const list of seen) expect(list[1]!.state.registry.remotes.tours?.version).toBe('1.0.1');
    for (const w of watches) await w.stop();

    // A row written without NOTIFY (as if the notification were lost): the poll still finds it.
    const polled: RegistryState[] = [];
    const watch = pgStore().watch((state) => void polled.push(state), { pollMs: 200 });
    await watch.ready;
    const admin = new pg.Client({ connectionString: PG });
    await admin.connect();
    await admin.query(
      `insert into ${schema}.site_registry_changes (rev, registry) select rev + 1, registry from ${schema}.site_registry_changes order by rev desc limit 1`,
    );
    await admin.end();
    await waitFor(() => polled.length === 2, 3_000);
    expect(polled[1]!.rev).toBe(polled[0]!.rev + 1);
    await watch.stop();
  });
});

async function waitFor(condition: () => boolean, ms: number): Promise<void> {
  const until = Date.now() + ms;
  while (!condition()) {
    if (Date.now() > until) throw new Error(`not within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
