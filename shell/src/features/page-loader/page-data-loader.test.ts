import type { PageData } from '@site/contracts/page-data';
import { createPageDataLoader } from './page-data-loader';
import { pageDataUrl } from '@site/routing/page-data-path';

const page = (buildHash = 'b1'): PageData => ({
  path: '/read/martin-luther',
  routeId: 'content.readSingle',
  area: 'content',
  buildHash,
  head: { title: 'Martin Luther' },
  data: { title: 'Martin Luther' },
});

type Reply = { status: number; body?: unknown } | Error;

function fakeFetch(replies: Reply[]) {
  const calls: string[] = [];
  const fetch = async (url: string) => {
    calls.push(url);
    const reply = replies.shift() ?? { status: 599 };
    if (reply instanceof Error) throw reply;
    return {
      status: reply.status,
      ok: reply.status >= 200 && reply.status < 300,
      json: async () => {
        if (reply.body === undefined) throw new SyntaxError('bad json');
        return reply.body;
      },
    };
  };
  return { fetch, calls };
}

const noSleep = async () => {};

describe('pageDataUrl', () => {
  it('maps paths the Gatsby way', () => {
    expect(pageDataUrl('/')).toBe('/page-data/index/page-data.json');
    expect(pageDataUrl('/team/')).toBe('/page-data/team/page-data.json');
    expect(pageDataUrl('/read/season1/episodes?x=1#y')).toBe(
      '/page-data/read/season1/episodes/page-data.json',
    );
    expect(pageDataUrl('/read/caf%C3%A9')).toBe('/page-data/read/caf%C3%A9/page-data.json');
  });
});

describe('createPageDataLoader', () => {
  it('returns the page data', async () => {
    const { fetch, calls } = fakeFetch([{ status: 200, body: page() }]);
    const loader = createPageDataLoader({ fetch, buildHash: 'b1', sleep: noSleep });
    await expect(loader.load('/read/martin-luther')).resolves.toEqual({
      kind: 'ok',
      pageData: page(),
    });
    expect(calls).toEqual(['/page-data/read/martin-luther/page-data.json']);
  });

  it('asks where its url option says (a preview), and caches by that address', async () => {
    const { fetch, calls } = fakeFetch([{ status: 200, body: page() }]);
    const loader = createPageDataLoader({
      fetch,
      buildHash: 'b1',
      sleep: noSleep,
      url: (pathname) => `/preview/page-data?path=${encodeURIComponent(pathname)}`,
    });
    await loader.load('/read/martin-luther');
    await loader.load('/read/martin-luther');
    expect(calls).toEqual(['/preview/page-data?path=%2Fread%2Fmartin-luther']);
    expect(loader.has('/read/martin-luther')).toBe(true);
  });

  it('gives not-found on 404 and an error on 500, without retrying', async () => {
    const { fetch, calls } = fakeFetch([{ status: 404 }, { status: 500 }]);
    const loader = createPageDataLoader({ fetch, buildHash: 'b1', sleep: noSleep });
    await expect(loader.load('/gone')).resolves.toEqual({ kind: 'not-found' });
    await expect(loader.load('/broken')).resolves.toEqual({ kind: 'error', status: 500 });
    expect(calls).toHaveLength(2);
  });

  it('retries other failures up to 3 times, then succeeds', async () => {
    const { fetch, calls } = fakeFetch([
      new TypeError('network'),
      { status: 503 },
      { status: 200 },
      { status: 200, body: page() },
    ]);
    const loader = createPageDataLoader({ fetch, buildHash: 'b1', sleep: noSleep });
    await expect(loader.load('/read/martin-luther')).resolves.toMatchObject({ kind: 'ok' });
    expect(calls).toHaveLength(4);
  });

  it('gives up after 1 + 3 attempts, keeps the failure briefly, then tries again', async () => {
    const { fetch, calls } = fakeFetch([
      { status: 502 },
      { status: 502 },
      { status: 502 },
      { status: 502 },
      { status: 200, body: page() },
    ]);
    let clock = 0;
    const loader = createPageDataLoader({
      fetch,
      buildHash: 'b1',
      sleep: noSleep,
      now: () => clock,
    });
    await expect(loader.load('/read/martin-luther')).resolves.toMatchObject({ kind: 'failed' });
    expect(calls).toHaveLength(4);
    await expect(loader.load('/read/martin-luther')).resolves.toMatchObject({ kind: 'failed' });
    expect(calls).toHaveLength(4);
    clock = 10_000;
    await expect(loader.load('/read/martin-luther')).resolves.toMatchObject({ kind: 'ok' });
  });

  it("serves a prefetch's 500 to the click that follows, without asking again", async () => {
    const { fetch, calls } = fakeFetch([{ status: 500 }, { status: 200, body: page() }]);
    const loader = createPageDataLoader({ fetch, buildHash: 'b1', sleep: noSleep });
    await loader.load('/about');
    await expect(loader.load('/about')).resolves.toEqual({ kind: 'error', status: 500 });
    expect(calls).toHaveLength(1);
  });

  it('reports a stale build when the data comes from another build', async () => {
    const { fetch } = fakeFetch([{ status: 200, body: page('b2') }]);
    const loader = createPageDataLoader({ fetch, buildHash: 'b1', sleep: noSleep });
    await expect(loader.load('/read/martin-luther')).resolves.toEqual({
      kind: 'stale',
      buildHash: 'b2',
    });
  });

  it('reports a stale page when another version of its area rendered it (a release since the app started)', async () => {
    const { fetch } = fakeFetch([
      { status: 200, body: { ...page(), version: '1.3.0-bbbbbbbbbb' } },
      { status: 200, body: { ...page(), version: '1.2.0-aaaaaaaaaa' } },
    ]);
    const loader = createPageDataLoader({
      fetch,
      buildHash: 'b1',
      versions: { content: '1.2.0-aaaaaaaaaa' },
      sleep: noSleep,
      retryAfterMs: 0,
    });
    await expect(loader.load('/read/martin-luther')).resolves.toEqual({
      kind: 'stale',
      buildHash: 'b1',
    });
    const again = createPageDataLoader({
      fetch,
      buildHash: 'b1',
      versions: { content: '1.2.0-aaaaaaaaaa' },
      sleep: noSleep,
    });
    await expect(again.load('/read/martin-luther')).resolves.toMatchObject({ kind: 'ok' });
  });

  it('shares one request between a prefetch and the navigation, and uses primed data', async () => {
    const { fetch, calls } = fakeFetch([{ status: 200, body: page() }]);
    const loader = createPageDataLoader({ fetch, buildHash: 'b1', sleep: noSleep });
    await Promise.all([loader.load('/read/martin-luther'), loader.load('/read/martin-luther/')]);
    expect(calls).toHaveLength(1);
    loader.prime({ ...page(), path: '/about' });
    await expect(loader.load('/about')).resolves.toMatchObject({ kind: 'ok' });
    expect(calls).toHaveLength(1);
  });
});
