import { RateLimiter } from './rate-limiter';
import { hashPassword, verifyPassword } from './password';

describe('RateLimiter', () => {
  it('allows `limit` attempts per window, per key', () => {
    let now = 0;
    const limiter = new RateLimiter(3, 1000, () => now);
    expect([1, 2, 3, 4].map(() => limiter.take('a'))).toEqual([true, true, true, false]);
    expect(limiter.take('b')).toBe(true);
    now = 1000;
    expect(limiter.take('a')).toBe(true);
  });

  it('blocks only after `limit` recorded failures', () => {
    const limiter = new RateLimiter(2, 1000, () => 0);
    expect(limiter.blocked('k')).toBe(false);
    limiter.record('k');
    expect(limiter.blocked('k')).toBe(false);
    limiter.record('k');
    expect(limiter.blocked('k')).toBe(true);
  });
});

describe('password hashing', () => {
  it('salts each hash and verifies only the right password', async () => {
    const [one, two] = await Promise.all([
      hashPassword('same password'),
      hashPassword('same password'),
    ]);
    expect(one).not.toBe(two);
    expect(await verifyPassword('same password', one)).toBe(true);
    expect(await verifyPassword('same passworD', one)).toBe(false);
    expect(await verifyPassword('same password', 'plain')).toBe(false);
  });
});
