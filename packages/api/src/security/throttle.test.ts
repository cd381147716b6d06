import { randomBytes } from 'node:crypto';
import fc from 'fast-check';
import { sql } from 'kysely';
import { closeDatabase, createDatabase, type Db } from '../db/database';
import { REDIS_URL, redisReachable } from '../test-support/redis';
import { databaseKinds } from '../test-support/databases';
import { createThrottleStore, type ClosableThrottleStore, throttleKey } from './throttle';
import { suiteDatabase } from '../test-support/suite';

jest.setTimeout(60_000);

const MINUTE = 60_000;

describe.each(databaseKinds())('database throttle store (%s)', (kind) => {
  const database = suiteDatabase(kind);
  let clock = Date.UTC(2030, 0, 1);
  let store: ClosableThrottleStore;
  beforeAll(async () => {
    store = createThrottleStore(database.db, { now: () => clock });
  });

  it('counts hits in a fixed window, restarts when it ends, and peeks without counting', async () => {
    const key = throttleKey('test', 'window');
    expect(await store.peek(key, MINUTE)).toBe(0);
    const first = await store.hit(key, MINUTE);
    expect(first).toEqual({ count: 1, resetAt: clock + MINUTE });
    clock += 1000;
    expect(await store.hit(key, MINUTE)).toEqual({ count: 2, resetAt: first.resetAt });
    expect(await store.peek(key, MINUTE)).toBe(2);
    expect(await store.peek(key, MINUTE)).toBe(2);
    clock = first.resetAt;
    expect(await store.peek(key, MINUTE)).toBe(0);
    expect(await store.hit(key, MINUTE)).toEqual({ count: 1, resetAt: clock + MINUTE });
    await store.clear(key);
    expect(await store.peek(key, MINUTE)).toBe(0);
  });

  it('gives simultaneous hits distinct counts', async () => {
    const key = throttleKey('test', 'burst');
    const counts = await Promise.all(Array.from({ length: 40 }, () => store.hit(key, MINUTE)));
    expect(counts.map((c) => c.count).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 40 }, (_, i) => i + 1),
    );
  });

  it('keeps keys short however long the caller made them', async () => {
    const long = `raw:${'x'.repeat(5000)}`;
    expect((await store.hit(long, MINUTE)).count).toBe(1);
    expect((await store.hit(long, MINUTE)).count).toBe(2);
    const keys = await sql<{ key: string }>`select key from throttles`.execute(database.db);
    expect(Math.max(...keys.rows.map((r) => r.key.length))).toBeLessThanOrEqual(120);
    expect(throttleKey('login', 'a@example.org', '127.0.0.1')).not.toContain('example');
  });

  it('prunes ended windows now and then', async () => {
    await store.hit(throttleKey('test', 'old'), MINUTE);
    clock += 60 * MINUTE;
    await store.hit(throttleKey('test', 'new'), MINUTE);
    const rows = await sql<{ n: number }>`select count(*) as n from throttles`.execute(database.db);
    expect(Number(rows.rows[0]?.n)).toBe(1);
  });

  if (kind === 'postgres') {
    it('counts together with a second process on the same database (its own pool)', async () => {
      const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(
        database.db,
      );
      const url = new URL(process.env.DATABASE_URL_PG ?? 'postgres://postgres@127.0.0.1:5432/test');
      url.searchParams.set('schema', rows[0]?.schema ?? '');
      const other: Db = createDatabase(url.toString());
      try {
        const second = createThrottleStore(other, { now: () => clock });
        const key = throttleKey('test', 'two-processes');
        const hits = await Promise.all(
          Array.from({ length: 30 }, (_, i) => (i % 2 === 0 ? store : second).hit(key, MINUTE)),
        );
        expect(new Set(hits.map((h) => h.count)).size).toBe(30);
        expect(await second.peek(key, MINUTE)).toBe(30);
      } finally {
        await closeDatabase(other);
      }
    });
  }

  if (kind === 'sqlite') {
    it('agrees with a simple model of fixed windows under any sequence of hits and waits', async () => {
      const step = fc.oneof(
        fc.record({ hit: fc.constantFrom('a', 'b'), windowMs: fc.integer({ min: 1, max: 5000 }) }),
        fc.record({ wait: fc.integer({ min: 0, max: 6000 }) }),
        fc.record({ clear: fc.constantFrom('a', 'b') }),
      );
      await fc.assert(
        fc.asyncProperty(fc.array(step, { maxLength: 40 }), async (steps) => {
          const run = randomBytes(4).toString('hex');
          const model = new Map<string, { count: number; resetAt: number }>();
          for (const s of steps) {
            if ('wait' in s) clock += s.wait;
            else if ('clear' in s) {
              model.delete(s.clear);
              await store.clear(`${run}:${s.clear}`);
            } else {
              const open = model.get(s.hit);
              const next =
                open && open.resetAt > clock
                  ? { ...open, count: open.count + 1 }
                  : { count: 1, resetAt: clock + s.windowMs };
              model.set(s.hit, next);
              expect(await store.hit(`${run}:${s.hit}`, s.windowMs)).toEqual(next);
            }
            for (const k of ['a', 'b']) {
              const open = model.get(k);
              expect(await store.peek(`${run}:${k}`, 1000)).toBe(
                open && open.resetAt > clock ? open.count : 0,
              );
            }
          }
        }),
        { numRuns: 60 },
      );
    });
  }
});

const redisCases = redisReachable() ? describe : describe.skip;
redisCases('Redis throttle store', () => {
  let store: ClosableThrottleStore;
  const prefix = `test:${process.pid}:${randomBytes(4).toString('hex')}:`;
  beforeAll(() => {
    store = createThrottleStore(null as unknown as Db, {
      redisUrl: REDIS_URL,
      redisPrefix: prefix,
    });
  });
  afterAll(() => store.close());

  it('counts atomically, expires the window, peeks and clears', async () => {
    const key = throttleKey('test', 'redis');
    const started = Date.now();
    const hits = await Promise.all(Array.from({ length: 25 }, () => store.hit(key, 300)));
    expect(hits.map((h) => h.count).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 25 }, (_, i) => i + 1),
    );
    expect(hits[0]!.resetAt).toBeGreaterThan(started);
    expect(hits[0]!.resetAt).toBeLessThanOrEqual(Date.now() + 300);
    expect(await store.peek(key, 300)).toBe(25);
    await new Promise((r) => setTimeout(r, 350));
    expect(await store.peek(key, 300)).toBe(0);
    expect((await store.hit(key, 300)).count).toBe(1);
    await store.clear(key);
    expect(await store.peek(key, 300)).toBe(0);
    expect((await store.hit(`long:${'y'.repeat(3000)}`, 1000)).count).toBe(1);
  });
});
