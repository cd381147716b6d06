import { test as base, type BrowserContext, type BrowserContextOptions } from '@playwright/test';

/**
 * A `test` for journeys that only read pages: each test still gets a page of its own, with no
 * cookies, permissions or stored data, but the pages of one worker share a browser context (one per
 * set of options the tests use). What they share is the browser's HTTP and compiled-code caches, so
 * a page's scripts are fetched and compiled once per worker instead of once per test: on the CI
 * machine a visit up to a live app took 4.8 s of CPU in a fresh context and 2.4 s in a shared one.
 *
 * Not for tests that count what reaches the network (a cached file never does), measure transfer
 * sizes, need the `context` fixture, or change what another test's page would fetch: those use the
 * plain `test` of @playwright/test. A test here that asks for `context` fails at once, saying so.
 */

type ReaderKey = Pick<
  BrowserContextOptions,
  'baseURL' | 'viewport' | 'reducedMotion' | 'hasTouch' | 'serviceWorkers' | 'javaScriptEnabled'
>;

export const test = base.extend<object, { readerContexts: Map<string, BrowserContext> }>({
  readerContexts: [
    // eslint-disable-next-line no-empty-pattern -- the map needs no other fixture
    async ({}, provide) => {
      const contexts = new Map<string, BrowserContext>();
      await provide(contexts);
      for (const context of contexts.values()) await context.close();
    },
    { scope: 'worker' },
  ],
  // eslint-disable-next-line no-empty-pattern -- a fixture that needs nothing
  context: async ({}, provide) => {
    void provide;
    throw new Error(
      'e2e/support/reader.ts shares one browser context between tests: a test that needs `context` uses the plain test of @playwright/test',
    );
  },
  page: async (
    {
      browser,
      readerContexts,
      baseURL,
      viewport,
      reducedMotion,
      hasTouch,
      serviceWorkers,
      javaScriptEnabled,
    },
    provide,
  ) => {
    const options: ReaderKey = {
      baseURL,
      viewport,
      reducedMotion,
      hasTouch,
      serviceWorkers,
      javaScriptEnabled,
    };
    const key = JSON.stringify(options);
    let context = readerContexts.get(key);
    if (!context) {
      context = await browser.newContext(options);
      readerContexts.set(key, context);
    }
    // What an earlier test left behind goes: cookies, permissions, and every kind of stored data of
    // the site's origin (local storage, IndexedDB, Cache Storage, service workers). Session storage
    // belongs to a page, and each test's page is new. The HTTP cache stays: that is the point.
    await context.clearCookies();
    await context.clearPermissions();
    const page = await context.newPage();
    if (baseURL) {
      const cdp = await context.newCDPSession(page);
      await cdp.send('Storage.clearDataForOrigin', {
        origin: new URL(baseURL).origin,
        storageTypes: 'all',
      });
      await cdp.detach();
    }
    await provide(page);
    await page.close();
  },
});
