import { admit, anyExhausted, mailboxKey } from './client-limits';
import { DeclineVelocity, cardFingerprint } from './decline-velocity';
import type { ThrottleStore } from './throttle';

/** A store in memory with one fixed window per key, as the real stores count. */
function memoryStore(): ThrottleStore & { counts: Map<string, number> } {
  const counts = new Map<string, number>();
  return {
    counts,
    hit: async (key) => {
      const count = (counts.get(key) ?? 0) + 1;
      counts.set(key, count);
      return { count, resetAt: 0 };
    },
    peek: async (key) => counts.get(key) ?? 0,
    clear: async (key) => void counts.delete(key),
  };
}

const tier = { limit: 2, windowMs: 60_000 };

describe('admit', () => {
  it('admits up to the limit of every counter and refuses past any of them', async () => {
    const store = memoryStore();
    const counters = [
      { scope: 'a', parts: ['1.2.3.4'], tier },
      { scope: 'e', parts: ['x@y.org'], tier: { limit: 3, windowMs: 60_000 } },
    ];
    expect(await admit(store, counters)).toBe(true);
    expect(await admit(store, counters)).toBe(true);
    expect(await admit(store, counters)).toBe(false);
    expect(await anyExhausted(store, counters)).toBe(true);
  });

  it('with peekFirst, a client already refused is not counted again', async () => {
    const store = memoryStore();
    const counters = [{ scope: 'a', parts: ['1.2.3.4'], tier }];
    for (let i = 0; i < 5; i++) await admit(store, counters, { peekFirst: true });
    expect([...store.counts.values()]).toEqual([2]);
  });

  it('keeps identities out of the keys', async () => {
    const store = memoryStore();
    await admit(store, [{ scope: 'e', parts: ['victim@example.org'], tier }]);
    expect([...store.counts.keys()].join()).not.toContain('victim');
  });
});

describe('mailboxKey', () => {
  it.each([
    ['Victim+1@Example.org', 'victim@example.org'],
    ['victim+a+b@example.org', 'victim@example.org'],
    [' first.last@example.org ', 'first.last@example.org'],
  ])('%s counts as %s', (given, key) => expect(mailboxKey(given)).toBe(key));
});

describe('DeclineVelocity', () => {
  it('blocks an address after five declines, whatever card it tries next', async () => {
    const velocity = new DeclineVelocity(memoryStore());
    for (let i = 0; i < 5; i++) {
      const client = { address: '10.0.0.1', cardNumber: `400000000000000${i}` };
      expect(await velocity.blocked(client)).toBe(false);
      await velocity.declined(client);
    }
    expect(await velocity.blocked({ address: '10.0.0.1', cardNumber: '4242424242424242' })).toBe(
      true,
    );
    expect(await velocity.blocked({ address: '10.0.0.2', cardNumber: '4242424242424242' })).toBe(
      false,
    );
  });

  it('blocks a card after five declines from many addresses, and counts IPv6 per /64', async () => {
    const velocity = new DeclineVelocity(memoryStore());
    for (let i = 0; i < 5; i++)
      await velocity.declined({ address: `10.0.1.${i}`, cardNumber: '4000 0000 0000 0002' });
    expect(await velocity.blocked({ address: '10.9.9.9', cardNumber: '4000000000000002' })).toBe(
      true,
    );
    for (let i = 0; i < 5; i++)
      await velocity.declined({ address: `2001:db8:1:2::${i + 1}`, cardNumber: null });
    expect(await velocity.blocked({ address: '2001:db8:1:2:ffff::9', cardNumber: null })).toBe(
      true,
    );
  });

  it('never keeps a card number', () => {
    expect(cardFingerprint('4242 4242 4242 4242')).toBe(cardFingerprint('4242424242424242'));
    expect(cardFingerprint('4242424242424242')).not.toContain('4242');
  });

  it('without a store, nothing is ever blocked', async () => {
    const velocity = new DeclineVelocity(null);
    await velocity.declined({ address: 'a', cardNumber: '1' });
    expect(await velocity.blocked({ address: 'a', cardNumber: '1' })).toBe(false);
  });
});
