import type { RouteInfo } from '@site/contracts/remote';
import { createPageDataLoader } from '../../features/page-loader/page-data-loader';
import { createRouteResources } from './route-resources';

const info: RouteInfo = { id: 'content.readSingle', path: '/read/:slug', title: 'Read' };
const Page = () => null;

function okLoader(delay = 0) {
  return createPageDataLoader({
    buildHash: 'b',
    sleep: async () => {},
    fetch: async (url) => {
      await new Promise((r) => setTimeout(r, delay));
      return {
        status: 200,
        ok: true,
        json: async () => ({
          path: url,
          routeId: info.id,
          area: 'content',
          buildHash: 'b',
          head: { title: 't' },
          data: 1,
        }),
      };
    },
  });
}

describe('createRouteResources', () => {
  afterEach(() => jest.useRealTimers());

  it('loads the page component and its data together, once per path', async () => {
    let pageLoads = 0;
    const resources = createRouteResources({
      loader: okLoader(),
      loadPage: async () => {
        pageLoads++;
        return Page;
      },
    });
    const first = resources.get('content', info, '/read/luther');
    expect(resources.get('content', info, '/read/luther')).toBe(first);
    const value = await first;
    expect(value).toMatchObject({ kind: 'ready', Page, result: { kind: 'ok' } });
    expect(first.status).toBe('fulfilled');
    expect(pageLoads).toBe(1);
  });

  it('skips page data for client-only routes', async () => {
    const resources = createRouteResources({ loader: okLoader(), loadPage: async () => Page });
    await expect(
      resources.get('content', { ...info, clientOnly: true }, '/read/x'),
    ).resolves.toEqual({
      kind: 'ready',
      Page,
      result: null,
    });
  });

  it('keeps a failure while React re-reads it, then loads again once it is old or on a new attempt', async () => {
    let fail = true;
    let clock = 0;
    const resources = createRouteResources({
      loader: null,
      loadPage: async () => (fail ? { unavailable: 'offline' } : Page),
      retryAfterMs: 10_000,
      now: () => clock,
    });
    const first = resources.get('media', info, '/watch');
    await expect(first).resolves.toEqual({ kind: 'unavailable', area: 'media', reason: 'offline' });
    await new Promise((r) => setTimeout(r, 0));
    fail = false;
    expect(resources.get('media', info, '/watch')).toBe(first);
    await expect(resources.get('media', info, '/watch', 1)).resolves.toMatchObject({
      kind: 'ready',
    });
    clock = 10_001;
    await expect(resources.get('media', info, '/watch')).resolves.toMatchObject({ kind: 'ready' });
  });

  it('fires the delayed-load event after 1000 ms, and not for fast loads', async () => {
    jest.useFakeTimers();
    const delayed: string[] = [];
    const resources = createRouteResources({
      loader: okLoader(1500),
      loadPage: async () => Page,
      onDelayed: (p) => delayed.push(p),
    });
    const slow = resources.get('content', info, '/read/slow');
    await jest.advanceTimersByTimeAsync(999);
    expect(delayed).toEqual([]);
    await jest.advanceTimersByTimeAsync(600);
    await slow;
    expect(delayed).toEqual(['/read/slow']);

    const fast = createRouteResources({
      loader: okLoader(10),
      loadPage: async () => Page,
      onDelayed: (p) => delayed.push(p),
    });
    const quick = fast.get('content', info, '/read/fast');
    await jest.advanceTimersByTimeAsync(20);
    await quick;
    await jest.advanceTimersByTimeAsync(2000);
    expect(delayed).toEqual(['/read/slow']);
  });

  it('serves primed resources synchronously', () => {
    const resources = createRouteResources({ loader: null, loadPage: async () => Page });
    resources.prime('content', info, '/read/a', { kind: 'ready', Page, result: null });
    expect(resources.get('content', info, '/read/a').status).toBe('fulfilled');
  });
});
