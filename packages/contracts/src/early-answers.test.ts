import { askEarly, takeEarly } from './early-answers';

const askForRegistryEarly = (target: typeof globalThis) => askEarly('/remotes.json', target);
const takeEarlyRegistry = (target: typeof globalThis, maxAgeMs?: number) =>
  takeEarly('/remotes.json', target, maxAgeMs);

function fakeWindow(respond: () => Promise<Response>) {
  let now = 1000;
  const calls: Array<{ url: string; init?: RequestInit }> = [];
  const target = {
    fetch: (url: string, init?: RequestInit) => {
      calls.push({ url, init });
      return respond();
    },
    performance: { now: () => now },
  } as unknown as typeof globalThis;
  return { target, calls, advance: (ms: number) => (now += ms) };
}
const json = (body: unknown, status = 200) =>
  Promise.resolve(new Response(JSON.stringify(body), { status }));

describe('an answer asked for by the boot script (the registry)', () => {
  it('is taken once by the app, uncached, with the body the server sent', async () => {
    const w = fakeWindow(() => json({ remotes: { content: { version: '1.0.0' } } }));
    askForRegistryEarly(w.target);
    expect(w.calls).toEqual([
      {
        url: '/remotes.json',
        init: { cache: 'no-cache', headers: { Accept: 'application/json' } },
      },
    ]);
    await expect(takeEarlyRegistry(w.target)).resolves.toEqual({
      remotes: { content: { version: '1.0.0' } },
    });
    expect(takeEarlyRegistry(w.target)).toBeNull();
  });

  it('is not used when older than its limit: a release may have happened since', () => {
    const w = fakeWindow(() => json({ remotes: {} }));
    askForRegistryEarly(w.target);
    w.advance(60_001);
    expect(takeEarlyRegistry(w.target, 60_000)).toBeNull();
  });

  it('resolves to null, never rejects, when the server or the network fails', async () => {
    const failed = fakeWindow(() => json({ error: 'x' }, 503));
    askForRegistryEarly(failed.target);
    await expect(takeEarlyRegistry(failed.target)).resolves.toBeNull();
    const offline = fakeWindow(() => Promise.reject(new TypeError('offline')));
    askForRegistryEarly(offline.target);
    await expect(takeEarlyRegistry(offline.target)).resolves.toBeNull();
  });

  it('is null when the boot script never asked', () => {
    expect(takeEarlyRegistry(fakeWindow(() => json({})).target)).toBeNull();
  });

  it('keeps each address apart: taking the registry leaves the geolocation answer', async () => {
    const w = fakeWindow(() => json({ country: 'GB' }));
    askEarly('/remotes.json', w.target);
    askEarly('/api/geo', w.target);
    await takeEarly('/remotes.json', w.target);
    await expect(takeEarly('/api/geo', w.target)).resolves.toEqual({ country: 'GB' });
    expect(takeEarly('/api/geo', w.target)).toBeNull();
  });
});
