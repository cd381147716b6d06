import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

import * as prismic from '@prismicio/client';

import { contentEndpoint, createClient, LOCAL_REPOSITORY_NAME } from './client';

describe('contentEndpoint', () => {
  it('prefers PRISMIC_ENDPOINT, then the local site port', () => {
    expect(contentEndpoint({ PRISMIC_ENDPOINT: 'https://repo.cdn.prismic.io/api/v2' })).toBe(
      'https://repo.cdn.prismic.io/api/v2',
    );
    expect(contentEndpoint({ PORT: '4000' })).toBe('http://localhost:4000/cms/api/v2');
    expect(contentEndpoint({})).toBe('http://localhost:3000/cms/api/v2');
  });
});

describe('createClient', () => {
  it('names a hosted repository after its endpoint and the embedded one after the site', () => {
    expect(
      createClient({ env: { PRISMIC_ENDPOINT: 'https://history.cdn.prismic.io/api/v2' } })
        .repositoryName,
    ).toBe('history');
    const local = createClient({ env: {} });
    expect(local.repositoryName).toBe(LOCAL_REPOSITORY_NAME);
    expect(local.documentAPIEndpoint).toBe('http://localhost:3000/cms/api/v2');
  });

  it('rejects an endpoint that is not a URL', () => {
    expect(() => createClient({ env: { PRISMIC_ENDPOINT: 'cms/api/v2' } })).toThrow(/absolute URL/);
  });

  describe('against a server', () => {
    const seen: string[] = [];
    let server: Server;
    let endpoint: string;

    beforeAll(async () => {
      server = createServer((req: IncomingMessage, res) => {
        seen.push(req.url ?? '');
        const url = new URL(req.url ?? '/', 'http://x');
        res.setHeader('Content-Type', 'application/json');
        if (url.pathname === '/cms/api/v2') {
          res.end(
            JSON.stringify({
              refs: [{ id: 'master', ref: 'REF1', label: 'Master', isMasterRef: true }],
              integrationFieldsRef: null,
              forms: {},
              tags: [],
              types: {},
              languages: [],
            }),
          );
        } else {
          res.end(
            JSON.stringify({
              page: 1,
              results_per_page: 20,
              results_size: 1,
              total_results_size: 1,
              total_pages: 1,
              next_page: null,
              prev_page: null,
              results: [{ id: 'A', uid: 'martin-luther', type: 'people', data: {} }],
            }),
          );
        }
      });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}/cms/api/v2`;
    });
    afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

    it('queries the configured endpoint with the token and the master ref', async () => {
      const client = createClient({
        env: { PRISMIC_ENDPOINT: endpoint, PRISMIC_ACCESS_TOKEN: 'secret' },
        fetch: globalThis.fetch,
      });
      const doc = await client.getByUID('people', 'martin-luther');
      expect(doc.id).toBe('A');
      const search = new URL(seen.find((u) => u.includes('/documents/search')) ?? '', 'http://x');
      expect(search.searchParams.get('ref')).toBe('REF1');
      expect(search.searchParams.get('access_token')).toBe('secret');
      expect(search.searchParams.getAll('q')).toContain(
        `[${prismic.filter.at('my.people.uid', 'martin-luther')}]`,
      );
    });
  });
});
