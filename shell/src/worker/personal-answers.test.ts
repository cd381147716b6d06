import { mayKeep } from './personal-answers';

describe('the offline worker keeps shared answers only', () => {
  it.each([
    [200, null],
    [200, 'no-cache'],
    [200, 'public, max-age=31536000, immutable'],
  ])('keeps %i with Cache-Control %p', (status, cacheControl) => {
    expect(mayKeep(status, cacheControl)).toBe(true);
  });

  it.each([
    [200, 'no-store, private'],
    [200, 'no-store'],
    [200, 'private'],
    [200, 'PRIVATE, max-age=0'],
    [200, 'private="Set-Cookie"'],
    [404, null],
    [500, 'no-cache'],
    [206, null],
  ])('refuses %i with Cache-Control %p', (status, cacheControl) => {
    expect(mayKeep(status, cacheControl)).toBe(false);
  });
});
