import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { type Browser, expect, type Page, test } from '@playwright/test';

/**
 * A browser page whose requests reach the site from another loopback address, through a small
 * forward proxy bound to it: a visitor of its own. Its declined payment then counts against its own
 * address only: 5 declines from one address in 10 minutes, over the shop, donations and tours,
 * refuse every payment from there (packages/api/src/security/decline-velocity.ts), and the
 * suite's other journeys decline cards from the browser's usual address.
 */
async function visitorOfItsOwn(browser: Browser, baseURL: string) {
  const localAddress = `127.78.${process.pid % 250}.${1 + Math.floor(Math.random() * 250)}`;
  let proxied = 0;
  const proxy = http.createServer((req, res) => {
    proxied++;
    const target = new URL(req.url ?? '/', baseURL);
    const headers = { ...req.headers };
    delete headers['proxy-connection'];
    const upstream = http.request(
      {
        host: '127.0.0.1',
        port: Number(target.port),
        path: target.pathname + target.search,
        method: req.method,
        headers,
        localAddress,
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => res.destroy());
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  const context = await browser.newContext({
    baseURL,
    serviceWorkers: 'block',
    proxy: { server: `http://127.0.0.1:${(proxy.address() as AddressInfo).port}` },
  });
  const page = await context.newPage();
  const close = async () => {
    await context.close();
    proxy.closeAllConnections();
    proxy.close();
  };
  return { page, close, proxied: () => proxied };
}

/** The journeys whose `page` is a visitor of its own (above). */
export const ownVisitor = test.extend<{ page: Page }>({
  page: async ({ browser, baseURL }, provide) => {
    const visitor = await visitorOfItsOwn(browser, baseURL!);
    await provide(visitor.page);
    await visitor.close();
    // Chromium sends loopback through a proxy only when told to: make sure it did.
    expect(visitor.proxied()).toBeGreaterThan(0);
  },
});
