import Redis from 'ioredis';
import { boundedKey, hitAmount } from './throttle-keys';

/*
 * INCRBY (1, or a request's cost), then PEXPIRE when this hit opened the window, then PTTL, in one
 * Lua script: Redis runs a script atomically, so simultaneous hits get distinct counts and no key is left without expiry
 * (which a crash between a separate INCR and PEXPIRE could cause). A key whose TTL is missing for
 * any reason is given the window again rather than living forever.
 */
const HIT = `
local amount = tonumber(ARGV[2])
local count = redis.call('INCRBY', KEYS[1], amount)
if count == amount then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {count, ttl}
`;

/** Throttle counters in Redis; expiry removes ended windows, so nothing needs pruning. */
export class RedisThrottleStore {
  private readonly redis: Redis & {
    throttleHit(key: string, windowMs: number, amount: number): Promise<[number, number]>;
  };

  constructor(url: string, prefix: string) {
    // A few retries per command, then an error: a throttle that cannot count refuses the request
    // (the resolver's error) instead of waiting forever or letting it through unchecked.
    const redis = new Redis(url, { keyPrefix: prefix, maxRetriesPerRequest: 2 });
    redis.on('error', (error: Error) => console.error('redis throttle store:', error.message));
    // defineCommand loads the script once (EVALSHA) and adds it as a method.
    redis.defineCommand('throttleHit', { numberOfKeys: 1, lua: HIT });
    this.redis = redis as typeof this.redis;
  }

  async hit(
    key: string,
    windowMs: number,
    amount?: number,
  ): Promise<{ count: number; resetAt: number }> {
    const window = Math.max(1, Math.round(windowMs));
    const [count, ttl] = await this.redis.throttleHit(boundedKey(key), window, hitAmount(amount));
    return { count: Number(count), resetAt: Date.now() + Number(ttl) };
  }

  async peek(key: string, _windowMs: number): Promise<number> {
    const value = await this.redis.get(boundedKey(key));
    return value === null ? 0 : Number(value);
  }

  async clear(key: string): Promise<void> {
    await this.redis.del(boundedKey(key));
  }

  async close(): Promise<void> {
    await this.redis.quit().catch(() => this.redis.disconnect());
  }
}
