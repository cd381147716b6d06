import {
  AUTH_STORAGE_KEY,
  authObject,
  createProductFetch,
  readAuthToken,
  SESSION_HEADER,
  SESSION_STORAGE_KEY,
} from './index';
import { memoryStorage } from './memory-storage';

function fakeFetch(sessionAnswer: string | null) {
  const calls: { url: string; headers: Headers }[] = [];
  const fetch = async (url: string, init?: RequestInit) => {
    calls.push({ url, headers: new Headers(init?.headers) });
    const headers = new Headers();
    if (sessionAnswer !== null) headers.set(SESSION_HEADER, sessionAnswer);
    return new Response('{"data":{}}', { status: 200, headers });
  };
  return { fetch, calls };
}

describe('createProductFetch', () => {
  it('asks in GBP by default and stores the session the server gives', async () => {
    const storage = memoryStorage();
    const { fetch, calls } = fakeFetch('s-1');
    await createProductFetch({ storage, fetch })('/ignored', { method: 'POST', body: '{}' });
    expect(calls[0]?.url).toBe('/graphql?currency=GBP');
    expect(calls[0]?.headers.get(SESSION_HEADER)).toBeNull();
    expect(storage.data.get(SESSION_STORAGE_KEY)).toBe('s-1');
  });

  it('sends the stored session, the Bearer token and the chosen currency', async () => {
    const storage = memoryStorage({
      [SESSION_STORAGE_KEY]: 's-1',
      [AUTH_STORAGE_KEY]: authObject('tok'),
    });
    const { fetch, calls } = fakeFetch('s-1');
    await createProductFetch({ storage, fetch, currency: () => 'EUR' })('/graphql');
    expect(calls[0]?.url).toBe('/graphql?currency=EUR');
    expect(calls[0]?.headers.get(SESSION_HEADER)).toBe('Session s-1');
    expect(calls[0]?.headers.get('authorization')).toBe('Bearer tok');
  });

  it("removes the stored session when the server answers 'false', and replaces one that differs", async () => {
    const storage = memoryStorage({ [SESSION_STORAGE_KEY]: 'old' });
    await createProductFetch({ storage, fetch: fakeFetch('false').fetch })('/graphql');
    expect(storage.data.has(SESSION_STORAGE_KEY)).toBe(false);
    storage.setItem(SESSION_STORAGE_KEY, 'old');
    await createProductFetch({ storage, fetch: fakeFetch('new').fetch })('/graphql');
    expect(storage.data.get(SESSION_STORAGE_KEY)).toBe('new');
  });

  it('leaves the stored session alone when the response carries no header', async () => {
    const storage = memoryStorage({ [SESSION_STORAGE_KEY]: 'keep' });
    await createProductFetch({ storage, fetch: fakeFetch(null).fetch })('/graphql');
    expect(storage.data.get(SESSION_STORAGE_KEY)).toBe('keep');
  });

  it('reads the Bearer token from the "auth" object (spec §9) and sends none when it is missing or malformed', async () => {
    for (const stored of [
      null,
      'not json',
      '{"authToken":42}',
      '{"authToken":"has space"}',
      '[]',
    ]) {
      const storage = memoryStorage(stored === null ? {} : { [AUTH_STORAGE_KEY]: stored });
      expect(readAuthToken(storage)).toBeNull();
      const { fetch, calls } = fakeFetch(null);
      await createProductFetch({ storage, fetch })('/graphql');
      expect(calls[0]?.headers.get('authorization')).toBeNull();
    }
    expect(readAuthToken(memoryStorage({ [AUTH_STORAGE_KEY]: '{"authToken":"abc"}' }))).toBe('abc');
  });
});
