import * as prismic from '@prismicio/client';

import { createLocalCms, type LocalCms } from './local-api';
import {
  createFixtureCorpus,
  FIXTURE_DOCS,
  IDS,
  title,
  type FixtureCorpus,
} from './test-support/fixture-corpus';
import { startTestServer, type TestServer } from './test-support/test-server';

let corpus: FixtureCorpus;
let server: TestServer;
let local: LocalCms;

beforeAll(async () => {
  corpus = createFixtureCorpus();
  server = await startTestServer(corpus);
  // The same origin as the server, so that the two answer with the same absolute URLs.
  local = createLocalCms({ ...corpus, origin: server.origin, watch: false });
});

afterAll(async () => {
  local.close();
  await server.close();
  corpus.remove();
});

const over = (fetch: typeof globalThis.fetch) =>
  prismic.createClient('fixture', { documentAPIEndpoint: server.endpoint, fetch });

const QUERIES: [string, (c: prismic.Client) => Promise<unknown>][] = [
  ['repository', (c) => c.getRepository()],
  ['every document', (c) => c.dangerouslyGetAll()],
  ['a type', (c) => c.getAllByType('read', { lang: '*' })],
  ['by uid', (c) => c.getByUID('people', 'martin-luther')],
  ['a singleton', (c) => c.getSingle('about')],
  ['a page', (c) => c.get({ pageSize: 2, page: 2, orderings: { field: 'my.read.priority' } })],
  [
    'filters and linked fields',
    (c) =>
      c.getAllByType('read', {
        filters: [prismic.filter.at('document.tags', ['reformation'])],
        fetchLinks: ['people.title'],
      }),
  ],
  ['only some fields', (c) => c.get({ fetch: ['read.title'] })],
  ['fulltext', (c) => c.get({ filters: [prismic.filter.fulltext('document', 'wittenberg')] })],
  ['similar', (c) => c.get({ filters: [prismic.filter.similar(IDS.theses, 3)] })],
  ['tags', (c) => c.getTags()],
];

describe('createLocalCms', () => {
  it.each(QUERIES)('answers %s as the HTTP router does', async (_name, query) => {
    expect(await query(over(local.fetch))).toEqual(await query(over(globalThis.fetch)));
  });

  it.each([
    ['a broken filter', '&q=%5B%5Bat(document.type%5D%5D', undefined],
    ['a page size out of range', '&pageSize=500', undefined],
    ['an unknown ref', '', 'no-such-ref'],
  ])('answers %s with the same error as the router', async (_name, extra, ref) => {
    const masterRef = (await over(globalThis.fetch).getMasterRef()).ref;
    const url = `${server.endpoint}/documents/search?ref=${ref ?? masterRef}${extra}`;
    const overHttp = await fetch(url);
    const inMemory = await local.fetch(url);
    expect(inMemory.status).toBe(overHttp.status);
    expect(await inMemory.json()).toEqual(await overHttp.json());
    expect(local.answerJson(url).status).toBe(overHttp.status);
  });

  it('answers routes it does not know with a 404, like the router', async () => {
    const url = `${server.origin}/cms/api/nothing-here`;
    expect((await local.fetch(url)).status).toBe(404);
    expect((await fetch(url)).status).toBe(404);
  });

  it('gives a search as the JSON the router sends, with each result’s own JSON', async () => {
    const url = await over(globalThis.fetch).buildQueryURL({ pageSize: 5 });
    const answer = local.answerJson(url);
    expect(answer.json).toBe(JSON.stringify(local.answer(url).body));
    expect(answer.json).toBe(await (await fetch(url)).text());
    const body = JSON.parse(answer.json) as { results: unknown[] };
    expect(answer.documents.map((d) => JSON.parse(d) as unknown)).toEqual(body.results);
    // Each result's rendering has a version (what it is made of), the same when asked again.
    expect(answer.versions.map((v) => v?.id)).toEqual(
      (body.results as { id: string }[]).map((r) => r.id),
    );
    // Asked again, from the rendered documents it keeps: the same text and versions.
    const again = local.answerJson(url);
    expect(again.json).toBe(answer.json);
    expect(again.versions).toEqual(answer.versions);
  });
});

describe('a search answer’s signature', () => {
  it('is the same while the answer is the same but for the ref, and changes with its documents', async () => {
    const own = createFixtureCorpus();
    const cms = createLocalCms({ ...own, origin: 'http://content.invalid', watch: false });
    try {
      // A client per snapshot: one keeps the master ref it was told for a while.
      const urlOf = (params: Record<string, unknown>) =>
        prismic.createClient(cms.endpoint, { fetch: cms.fetch }).buildQueryURL(params);
      const people = { filters: [prismic.filter.at('document.type', 'people')] };
      const first = cms.answerJson(await urlOf(people));
      expect(first.signature).toContain(IDS.luther);

      // A new document nobody links to: a new ref, the same people.
      own.writeDocument({ id: 'eventAdded000001', uid: 'added', type: 'events', data: {} });
      cms.store.invalidate();
      const same = cms.answerJson(await urlOf(people));
      expect(same.json).not.toBe(first.json);
      expect(same.signature).toBe(first.signature);

      // One of the people edited: another answer.
      const luther = FIXTURE_DOCS.find((d) => d.id === IDS.luther)!;
      own.writeDocument({
        ...luther,
        data: { ...luther.data, title: title('Martin Luther, ed.') },
      });
      cms.store.invalidate();
      expect(cms.answerJson(await urlOf(people)).signature).not.toBe(first.signature);

      // A rendering with linked fields has no version: no signature either.
      const linked = { ...people, fetchLinks: ['read.title'] };
      expect(cms.answerJson(await urlOf(linked)).signature).toBeUndefined();
    } finally {
      cms.close();
      own.remove();
    }
  });
});

describe('createLocalCms with an access token', () => {
  it('asks for the token as the router does', async () => {
    const guarded = createLocalCms({
      ...corpus,
      origin: 'http://content.invalid',
      accessToken: 'secret',
    });
    const endpoint = 'http://content.invalid/cms/api/v2';
    expect(guarded.answer(endpoint).status).toBe(401);
    expect(guarded.answer(`${endpoint}?access_token=wrong`).status).toBe(401);
    expect(guarded.answer(`${endpoint}?access_token=secret`).status).toBe(200);
    expect(guarded.answer(endpoint, 'Token secret').status).toBe(200);
    const client = prismic.createClient('fixture', {
      documentAPIEndpoint: endpoint,
      accessToken: 'secret',
      fetch: guarded.fetch,
    });
    expect((await client.getByUID('people', 'jan-hus')).id).toBe(IDS.hus);
    guarded.close();
  });
});
