import { randomBytes } from 'node:crypto';
import type { Db } from '../db/database';
import { REDIS_URL, redisReachable } from '../test-support/redis';
import { databaseKinds } from '../test-support/databases';
import { spendCostBudget } from './graphql-budget';
import { createThrottleStore, type ClosableThrottleStore, withKeyPrefix } from './throttle';
import { suiteDatabase } from '../test-support/suite';

jest.setTimeout(60_000);

const BUDGET = { cost: 1000, windowMs: 60_000 };

/** The same cases on every store: amounts add up atomically, per address bucket. */
function budgetCases(open: () => { store: ClosableThrottleStore; now: () => number }) {
  it('adds each cost at once, refuses past the budget with the seconds left, and keeps addresses apart', async () => {
    const { store: shared, now } = open();
    const store = withKeyPrefix(shared, `b${randomBytes(4).toString('hex')}:`);
    expect((await store.hit('amounts', 60_000, 250)).count).toBe(250);
    expect((await store.hit('amounts', 60_000)).count).toBe(251);
    expect((await store.hit('amounts', 60_000, 2.5)).count).toBe(254);
    await expect(store.hit('amounts', 60_000, 0)).rejects.toThrow(RangeError);
    await expect(store.hit('amounts', 60_000, Number.NaN)).rejects.toThrow(RangeError);

    const spend = (address: string, cost: number) =>
      spendCostBudget(store, 'graphql-cost', address, cost, BUDGET, now);
    expect(await spend('203.0.113.7', 600)).toEqual({ ok: true });
    expect(await spend('203.0.113.7', 400)).toEqual({ ok: true });
    const refused = await spend('203.0.113.7', 1);
    expect(refused).toMatchObject({ ok: false, spent: 1001 });
    expect(refused.ok === false && refused.retryAfterSeconds).toBeGreaterThanOrEqual(59);
    expect(refused.ok === false && refused.retryAfterSeconds).toBeLessThanOrEqual(60);
    expect(await spend('203.0.113.8', 999)).toEqual({ ok: true });
    // An IPv6 client counts by its /64: a new address in it is the same client.
    expect(await spend('2001:db8:1:2::1', 1000)).toEqual({ ok: true });
    expect((await spend('2001:db8:1:2:ffff::9', 1)).ok).toBe(false);
    // A free document still counts 1; an unmeasurable one counts as over the budget.
    expect(await spend('203.0.113.9', 0)).toEqual({ ok: true });
    expect((await spend('203.0.113.10', Infinity)).ok).toBe(false);
  });

  it('counts simultaneous spends exactly: never more admitted than the budget holds', async () => {
    const { store: shared, now } = open();
    const store = withKeyPrefix(shared, `c${randomBytes(4).toString('hex')}:`);
    const answers = await Promise.all(
      Array.from({ length: 30 }, () =>
        spendCostBudget(store, 'graphql-cost', '198.51.100.1', 70, BUDGET, now),
      ),
    );
    // The bound, not the winners: 14 × 70 = 980 fits in 1000, a 15th would not, whatever order
    // the store serves them in; every refusal reports a spend past the budget.
    const admitted = answers.filter((a) => a.ok).length;
    expect(admitted).toBeLessThanOrEqual(14);
    expect(admitted).toBeGreaterThanOrEqual(1);
    for (const answer of answers) if (!answer.ok) expect(answer.spent).toBeGreaterThan(BUDGET.cost);
  });
}

describe.each(databaseKinds())('cost budget in the database store (%s)', (kind) => {
  const database = suiteDatabase(kind);
  let store: ClosableThrottleStore;
  const now = () => Date.UTC(2031, 5, 1);
  beforeAll(async () => {
    store = createThrottleStore(database.db, { now });
  });
  budgetCases(() => ({ store, now }));
});

const redisCases = redisReachable() ? describe : describe.skip;
redisCases('cost budget in the Redis store', () => {
  let store: ClosableThrottleStore;
  beforeAll(() => {
    store = createThrottleStore(null as unknown as Db, {
      redisUrl: REDIS_URL,
      redisPrefix: `test:${process.pid}:${randomBytes(4).toString('hex')}:`,
    });
  });
  afterAll(() => store.close());
  budgetCases(() => ({ store, now: Date.now }));
});
