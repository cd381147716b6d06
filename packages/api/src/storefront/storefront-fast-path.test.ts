import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import express from 'express';
import { createApi } from '../router';
import { TEST_TOKEN } from '../test-support/api-server';
import { suiteApi } from '../test-support/suite';

jest.setTimeout(30_000);

const QUERY = '{ products(first: 2) { nodes { handle } } }';

/** A POST to the Storefront route with raw bytes and the given headers (the token added). */
function post(base: string, body: string | Blob, headers: Record<string, string>) {
  return fetch(`${base}/2024-04/graphql.json`, {
    method: 'POST',
    headers: { 'X-Shopify-Storefront-Access-Token': TEST_TOKEN, ...headers },
    body,
  });
}

// The fast path answers plain requests itself and leaves the rest to Express's parsers: both must
// give the same answers (storefront-errors.test.ts covers the error shapes through the client).
describe('Storefront fast path', () => {
  const { database, api } = suiteApi('sqlite');

  it('answers JSON in UTF-8, with or without a charset or a byte-order mark, with the CORS headers', async () => {
    const body = JSON.stringify({ query: QUERY });
    const answers = await Promise.all([
      post(api.baseUrl, body, { 'Content-Type': 'application/json' }),
      post(api.baseUrl, body, { 'Content-Type': 'application/json; charset=UTF-8' }),
      post(api.baseUrl, `\ufeff${body}`, { 'Content-Type': 'application/json' }),
    ]);
    for (const response of answers) {
      expect(response.status).toBe(200);
      expect(response.headers.get('access-control-allow-origin')).toBe('*');
      expect(
        ((await response.json()) as { data: { products: { nodes: unknown[] } } }).data.products
          .nodes,
      ).toHaveLength(2);
    }
  });

  it('refuses a body that is not a JSON object or array as malformed, as body-parser does', async () => {
    for (const body of ['"a string"', '{"query": ', '  42']) {
      const response = await post(api.baseUrl, body, { 'Content-Type': 'application/json' });
      expect(response.status).toBe(400);
      expect(((await response.json()) as { error: string }).error).toBe('malformed_json');
    }
  });

  it('leaves compressed bodies and other charsets to Express', async () => {
    const gzipped = await post(
      api.baseUrl,
      new Blob([gzipSync(JSON.stringify({ query: QUERY }))]),
      {
        'Content-Type': 'application/json',
        'Content-Encoding': 'gzip',
      },
    );
    expect(gzipped.status).toBe(200);
    const latin1 = await post(api.baseUrl, JSON.stringify({ query: QUERY }), {
      'Content-Type': 'application/json; charset=latin1',
    });
    expect(latin1.status).toBe(415);
  });

  it('serves in front of Express on a plain Node server, and leaves every other request to it', async () => {
    const { router, storefront } = createApi({
      db: database.db,
      storefrontAccessToken: TEST_TOKEN,
      publicUrl: 'https://shop.example',
    });
    const app = express().use('/api', router);
    let passedOn = 0;
    const server = http.createServer((req, res) => {
      if (storefront.serve(req, res, '/api')) return;
      passedOn++;
      app(req, res);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
    try {
      const response = await post(
        base,
        JSON.stringify({ query: '{ products(first: 1) { nodes { featuredImage { url } } } }' }),
        {
          'Content-Type': 'application/json',
        },
      );
      const body = (await response.json()) as {
        data: { products: { nodes: { featuredImage: { url: string } }[] } };
      };
      expect(body.data.products.nodes[0]?.featuredImage.url).toMatch(
        /^https:\/\/shop\.example\/api\/images\//,
      );
      expect(passedOn).toBe(0);
      expect((await fetch(`${base}/2023-01/graphql.json`, { method: 'POST' })).status).toBe(404);
      expect((await fetch(`${base}/geo`)).status).toBe(200);
      expect(passedOn).toBe(2);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
