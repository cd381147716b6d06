import { fetchRegistry, parseRegistry } from './registry';

describe('parseRegistry', () => {
  it('keeps well-formed entries with their routes', () => {
    const registry = parseRegistry({
      remotes: {
        content: {
          version: '1.2.0',
          entry: '/remotes/content/1.2.0/mf-manifest.json',
          routes: [{ id: 'content.home', path: '/', title: 'Home' }],
        },
      },
    });
    expect(registry.remotes.content?.routes).toEqual([
      { id: 'content.home', path: '/', title: 'Home' },
    ]);
  });

  it('drops a malformed entry and warns, keeping the others', () => {
    const warnings: string[] = [];
    const registry = parseRegistry(
      {
        remotes: {
          content: { version: '1.0.0', entry: '/a.json' },
          'Bad Name': { version: '1.0.0', entry: '/b.json' },
          tours: { version: 3, entry: '/c.json' },
        },
      },
      (m) => warnings.push(m),
    );
    expect(Object.keys(registry.remotes)).toEqual(['content']);
    expect(warnings).toHaveLength(2);
  });

  it('filters out invalid routes', () => {
    const registry = parseRegistry(
      {
        remotes: {
          media: {
            version: '1.0.0',
            entry: '/m.json',
            routes: [{ id: 'x', path: 'no-slash', title: 't' }, null],
          },
        },
      },
      () => {},
    );
    expect(registry.remotes.media?.routes).toEqual([]);
  });

  it('survives a body with no remotes', () => {
    const warnings: string[] = [];
    expect(parseRegistry(null, (m) => warnings.push(m))).toEqual({ remotes: {} });
    expect(warnings).toHaveLength(1);
  });
});

describe('fetchRegistry', () => {
  const realFetch = globalThis.fetch;
  afterEach(() => {
    globalThis.fetch = realFetch;
  });
  const entry = { version: '2.0.0', entry: '/remotes/content/2.0.0/mf-manifest.json' };

  it('uses the body the boot script asked for early, without asking again', async () => {
    const fetchMock = jest.fn();
    globalThis.fetch = fetchMock;
    const registry = await fetchRegistry(
      '/remotes.json',
      Promise.resolve({ remotes: { content: entry } }),
    );
    expect(registry.remotes.content?.version).toBe('2.0.0');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('asks again, uncached, when the early request failed', async () => {
    const fetchMock = jest.fn(
      async () => new Response(JSON.stringify({ remotes: { content: entry } })),
    );
    globalThis.fetch = fetchMock as unknown as typeof fetch;
    const registry = await fetchRegistry('/remotes.json', Promise.resolve(null));
    expect(fetchMock).toHaveBeenCalledWith('/remotes.json', { cache: 'no-cache' });
    expect(registry.remotes.content?.entry).toBe(entry.entry);
  });
});
