import { createThrottleStore, type ClosableThrottleStore } from '../security/throttle';
import { databaseKinds, openTestDatabase, type TestDatabase } from '../test-support/databases';
import { DeclineGuard } from './decline-guard';
import type { DeclineCode } from '../payments/provider';

jest.setTimeout(60_000);

type Answer = { ok: true } | { ok: false; code: DeclineCode };
const declined = (code: DeclineCode = 'card_declined'): Answer => ({ ok: false, code });
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
let cards = 0;
const card = () => `4000${String(++cards).padStart(12, '0')}`;

describe.each(databaseKinds())('DeclineGuard (%s)', (kind) => {
  let database: TestDatabase;
  let store: ClosableThrottleStore;
  let addresses = 0;
  const address = () => `10.9.${Math.floor(++addresses / 250)}.${addresses % 250}`;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    store = createThrottleStore(database.db);
  });
  afterAll(async () => {
    await store.close();
    await database.close();
  });

  it('lets 5 declines from one address reach the provider, then answers throttled without asking it', async () => {
    const guard = new DeclineGuard(store);
    const client = address();
    let calls = 0;
    const answers = [];
    for (let i = 0; i < 9; i++)
      answers.push(
        await guard.run({ address: client, cardNumber: card() }, async () => (calls++, declined())),
      );
    expect(calls).toBe(5);
    expect(answers.slice(5)).toEqual(['throttled', 'throttled', 'throttled', 'throttled']);
    // A good card too: the address is done for the window.
    expect(
      await guard.run(
        { address: client, cardNumber: card() },
        async () => (calls++, { ok: true as const }),
      ),
    ).toBe('throttled');
    expect(calls).toBe(5);
  });

  it('limits one card over many addresses', async () => {
    const guard = new DeclineGuard(store);
    const number = card();
    let calls = 0;
    for (let i = 0; i < 8; i++)
      await guard.run(
        { address: address(), cardNumber: number },
        async () => (calls++, declined('insufficient_funds')),
      );
    expect(calls).toBe(5);
  });

  it('does not count successes or the provider’s own processing errors', async () => {
    const guard = new DeclineGuard(store);
    const client = address();
    let calls = 0;
    for (let i = 0; i < 8; i++)
      await guard.run(
        { address: client, cardNumber: card() },
        async () => (calls++, i % 2 === 0 ? { ok: true as const } : declined('processing_error')),
      );
    expect(calls).toBe(8);
  });

  it('a burst of 20 at once, over two guards (two processes), evaluates at most 5 declines', async () => {
    const guards = [new DeclineGuard(store), new DeclineGuard(createThrottleStore(database.db))];
    const client = address();
    let calls = 0;
    let inFlight = 0;
    let overlap = 0;
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        guards[i % 2]!.run({ address: client, cardNumber: card() }, async () => {
          calls++;
          inFlight++;
          overlap = Math.max(overlap, inFlight);
          await sleep(10);
          inFlight--;
          return declined();
        }),
      ),
    );
    expect(calls).toBeLessThanOrEqual(5);
    expect(calls).toBeGreaterThanOrEqual(1);
    // One at a time per address: the turn held.
    expect(overlap).toBe(1);
    expect(answers.filter((a) => a === 'throttled')).toHaveLength(20 - calls);
  });

  it('gives the turn back after each payment, also when the payment throws', async () => {
    const guard = new DeclineGuard(store, 300);
    const client = address();
    await expect(
      guard.run({ address: client, cardNumber: card() }, async () =>
        Promise.reject(new Error('provider down')),
      ),
    ).rejects.toThrow('provider down');
    const started = Date.now();
    expect(
      await guard.run({ address: client, cardNumber: card() }, async () => ({ ok: true as const })),
    ).toEqual({ ok: true });
    expect(Date.now() - started).toBeLessThan(300);
  });

  it('answers busy to a payment still waiting for its turn after the wait, without calling the provider', async () => {
    const guard = new DeclineGuard(store, 200);
    const client = address();
    const slow = guard.run(
      { address: client, cardNumber: card() },
      async () => (await sleep(600), { ok: true as const }),
    );
    await sleep(50);
    expect(
      await guard.run({ address: client, cardNumber: card() }, async () => ({ ok: true as const })),
    ).toBe('busy');
    expect(await slow).toEqual({ ok: true });
  });

  it('without a store, only calls the provider', async () => {
    const guard = new DeclineGuard(null);
    let calls = 0;
    for (let i = 0; i < 8; i++)
      await guard.run(
        { address: '10.0.0.1', cardNumber: '4000000000000002' },
        async () => (calls++, declined()),
      );
    expect(calls).toBe(8);
  });
});
