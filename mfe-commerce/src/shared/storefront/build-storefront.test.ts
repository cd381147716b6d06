import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { openBuildStorefront } from './build-storefront';

/** A store that drops the first `drops` connections without a word, then answers. */
async function flakyStore(drops: number, status = 200) {
  let seen = 0;
  const server = http.createServer((req, res) => {
    seen++;
    if (seen <= drops) return req.socket.destroy();
    res.writeHead(status, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify(status === 200 ? { data: { shop: { name: 'Ours' } } } : {}));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/graphql.json`;
  return { url, seen: () => seen, close: () => new Promise((r) => server.close(r)) };
}

describe('the build-time storefront', () => {
  it('asks again when a connection drops before any answer, twice at most', async () => {
    const store = await flakyStore(2);
    try {
      const storefront = await openBuildStorefront({ SHOP_BUILD_STOREFRONT_URL: store.url });
      await expect(storefront.request('{ shop { name } }')).resolves.toEqual({
        shop: { name: 'Ours' },
      });
      expect(store.seen()).toBe(3);
    } finally {
      await store.close();
    }
  });

  it('gives up after three dropped connections, and never repeats a request that was answered', async () => {
    const dropping = await flakyStore(3);
    try {
      const storefront = await openBuildStorefront({ SHOP_BUILD_STOREFRONT_URL: dropping.url });
      await expect(storefront.request('{ shop { name } }')).rejects.toThrow('fetch failed');
      expect(dropping.seen()).toBe(3);
    } finally {
      await dropping.close();
    }
    const failing = await flakyStore(0, 500);
    try {
      const storefront = await openBuildStorefront({ SHOP_BUILD_STOREFRONT_URL: failing.url });
      await expect(storefront.request('{ shop { name } }')).rejects.toThrow('HTTP 500');
      expect(failing.seen()).toBe(1);
    } finally {
      await failing.close();
    }
  });
});
