import { createJsonClient, JsonCallError, pathProblem, type JsonClientState } from './index';

type Seen = { url: string; init: RequestInit };

function fakeFetch(answer: (seen: Seen) => Response | Promise<Response>) {
  const calls: Seen[] = [];
  const fetch = async (url: string, init: RequestInit = {}) => {
    const seen = { url, init };
    calls.push(seen);
    return answer(seen);
  };
  return { fetch, calls };
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('createJsonClient', () => {
  it('GETs host + path by default, with no body, and passes the parsed answer to onSuccess', async () => {
    const { fetch, calls } = fakeFetch(() => json(200, { payload: { audioUrl: '/a.mp3' } }));
    const client = createJsonClient({ host: 'https://api.example.org', fetch });
    const onSuccess = jest.fn();
    const data = await client.call({ path: '/api/podcasts/12', onSuccess });
    expect(calls[0]?.url).toBe('https://api.example.org/api/podcasts/12');
    expect(calls[0]?.init.method).toBe('GET');
    expect(calls[0]?.init.body).toBeUndefined();
    expect(onSuccess).toHaveBeenCalledWith({ payload: { audioUrl: '/a.mp3' } }, 200);
    expect(data).toEqual({ payload: { audioUrl: '/a.mp3' } });
  });

  it('sends other methods with a JSON body and content type, on this origin when no host is set', async () => {
    const { fetch, calls } = fakeFetch(() => json(201, { id: 'x' }));
    await createJsonClient({ host: '', fetch }).call({
      path: '/api/contact',
      method: 'POST',
      body: { name: 'Ann' },
    });
    expect(calls[0]?.url).toBe('/api/contact');
    expect(calls[0]?.init.method).toBe('POST');
    expect(calls[0]?.init.body).toBe('{"name":"Ann"}');
    expect((calls[0]?.init.headers as Record<string, string>)['Content-Type']).toBe(
      'application/json',
    );
  });

  it('is busy while a call is in flight, through overlapping calls, and not after', async () => {
    const releases: Array<() => void> = [];
    const { fetch } = fakeFetch(
      () => new Promise<Response>((resolve) => releases.push(() => resolve(json(200, {})))),
    );
    const client = createJsonClient({ fetch });
    const flags: boolean[] = [];
    client.subscribe((s: JsonClientState) => flags.push(s.busy));
    const first = client.call({ path: '/a' });
    const second = client.call({ path: '/b' });
    expect(client.state.busy).toBe(true);
    await Promise.resolve();
    releases[0]?.();
    await first;
    expect(client.state.busy).toBe(true);
    releases[1]?.();
    await second;
    expect(client.state.busy).toBe(false);
    expect(flags.at(-1)).toBe(false);
  });

  it('hands an HTTP error to onError with its status and body, keeps it as the last error, and rejects', async () => {
    const { fetch } = fakeFetch(() => json(400, { error: 'invalid', message: 'Enter your name.' }));
    const client = createJsonClient({ fetch });
    const onError = jest.fn();
    const onSuccess = jest.fn();
    await expect(
      client.call({ path: '/api/contact', method: 'POST', body: {}, onError, onSuccess }),
    ).rejects.toBeInstanceOf(JsonCallError);
    expect(onSuccess).not.toHaveBeenCalled();
    const error = onError.mock.calls[0]?.[0] as JsonCallError;
    expect(error).toMatchObject({
      kind: 'http',
      status: 400,
      message: 'Enter your name.',
      body: { error: 'invalid' },
    });
    expect(client.state).toEqual({ busy: false, lastError: error });
  });

  it('reports network and parse failures to onError (spec §8), and clears the last error on the next success', async () => {
    let mode: 'down' | 'garbled' | 'ok' = 'down';
    const { fetch } = fakeFetch(() => {
      if (mode === 'down') throw new TypeError('Failed to fetch');
      return mode === 'garbled' ? new Response('<html>', { status: 200 }) : json(200, { ok: true });
    });
    const client = createJsonClient({ fetch });
    const onError = jest.fn();
    await expect(client.call({ path: '/x', onError })).rejects.toMatchObject({ kind: 'network' });
    mode = 'garbled';
    await expect(client.call({ path: '/x', onError })).rejects.toMatchObject({
      kind: 'parse',
      status: 200,
    });
    expect(onError).toHaveBeenCalledTimes(2);
    mode = 'ok';
    await client.call({ path: '/x' });
    expect(client.state.lastError).toBeNull();
  });

  it('refuses a GET with a body, an unknown method and a path off the host before any request', async () => {
    const { fetch, calls } = fakeFetch(() => json(200, {}));
    const client = createJsonClient({ host: 'https://api.example.org', fetch });
    await expect(client.call({ path: '/x', body: { a: 1 } })).rejects.toThrow(
      /GET call carries no body/,
    );
    await expect(client.call({ path: '/x', method: 'TRACE' as never })).rejects.toThrow(
      /not one the helper sends/,
    );
    for (const path of [
      '//evil.example/x',
      'https://evil.example',
      'x',
      '/a/../../admin',
      '/a b',
      '/\\evil',
    ])
      await expect(client.call({ path })).rejects.toMatchObject({ kind: 'network' });
    expect(calls).toHaveLength(0);
  });

  it('refuses a host that is not an origin', () => {
    expect(() => createJsonClient({ host: 'api.example.org' })).toThrow(/absolute URL/);
    expect(() => createJsonClient({ host: 'ftp://api.example.org' })).toThrow(/http/);
    expect(() => createJsonClient({ host: 'https://api.example.org/v1' })).toThrow(/origin only/);
    expect(() => createJsonClient({ host: 'https://api.example.org/' })).not.toThrow();
  });

  it('a callback that throws does not leave the client busy', async () => {
    const { fetch } = fakeFetch(() => json(200, {}));
    const client = createJsonClient({ fetch });
    await expect(
      client.call({
        path: '/x',
        onSuccess: () => {
          throw new Error('boom');
        },
      }),
    ).rejects.toThrow('boom');
    expect(client.state.busy).toBe(false);
  });
});

describe('pathProblem', () => {
  it('accepts ordinary paths with a query string', () => {
    expect(pathProblem('/api/podcasts/12?x=1')).toBeNull();
    expect(pathProblem('/api/contact')).toBeNull();
  });
});
