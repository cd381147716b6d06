import * as prismic from '@prismicio/client';

import { createFixtureCorpus, type FixtureCorpus } from './fixture-corpus';
import { startTestServer, type TestServer } from './test-server';

export interface FixtureSite {
  corpus: FixtureCorpus;
  server: TestServer;
  /** A Prismic client of the served API, as the areas' builds make one. */
  client: prismic.Client;
}

/**
 * Serves a fresh fixture corpus for the calling test file: made before its first test, closed and
 * removed after its last. The fields are there once the file's tests run.
 */
export function serveFixtureCorpus(): FixtureSite {
  const site = {} as FixtureSite;
  beforeAll(async () => {
    site.corpus = createFixtureCorpus();
    site.server = await startTestServer(site.corpus);
    site.client = prismic.createClient('fixture', {
      documentAPIEndpoint: site.server.endpoint,
      fetch: globalThis.fetch,
    });
  });
  afterAll(async () => {
    await site.server.close();
    site.corpus.remove();
  });
  return site;
}
