import * as prismic from '@prismicio/client';

import { title } from '../test-support/fixture-corpus';
import { serveFixtureCorpus } from '../test-support/fixture-site';
import { startTestServer, type TestServer } from '../test-support/test-server';

const site = serveFixtureCorpus();

async function getJson(
  path: string,
  init?: RequestInit,
): Promise<{ status: number; body: Record<string, unknown> }> {
  const res = await fetch(`${site.server.origin}${path}`, init);
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

/** The master ref straight from the site.server (the site.client caches the repository for 5 s). */
async function serverRef(): Promise<string> {
  const repo = await getJson('/cms/api/v2');
  return (repo.body.refs as { ref: string }[])[0]?.ref ?? '';
}

/** Polls until the directory watcher has picked up a change. */
async function waitForNewRef(old: string): Promise<string> {
  for (let i = 0; i < 100; i += 1) {
    const ref = await serverRef();
    if (ref !== old) return ref;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error('the master ref never changed');
}

/** Writes a person to the corpus on disk; returns the master ref before and the one that follows. */
async function addPerson(id: string, uid: string, name: string) {
  const before = await serverRef();
  site.corpus.writeDocument({ id, uid, type: 'people', data: { title: title(name) } });
  return { before, after: await waitForNewRef(before) };
}

describe('refs', () => {
  it('gives a new master ref when a document changes on disk, and expires the old one', async () => {
    const { before, after: fresh } = await addPerson(
      'peopleZwingli001',
      'huldrych-zwingli',
      'Huldrych Zwingli',
    );
    const q = encodeURIComponent('[[at(document.type, "people")]]');
    const stale = await getJson(`/cms/api/v2/documents/search?ref=${before}&q=${q}`);
    expect(stale.status).toBe(410);
    expect(stale.body.message).toMatch(new RegExp(`master ref is: ${fresh}$`, 'i'));
    const unknown = await getJson(`/cms/api/v2/documents/search?ref=neverIssuedRef01`);
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ type: 'api_notfound_error' });
    expect(unknown.body.message).toMatch(new RegExp(`master ref is: ${fresh}$`, 'i'));
    const current = await getJson(`/cms/api/v2/documents/search?ref=${fresh}&q=${q}`);
    expect(current.body.total_results_size).toBe(4);
  });

  it('lets the site.client recover from expired and unknown refs as RefExpiredError and RefNotFoundError', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { before: master, after: next } = await addPerson(
      'peopleBeza000001',
      'theodore-beza',
      'Theodore Beza',
    );
    // The site.client retries with the ref it reads from the error message, and warns with the class it saw.
    const viaExpired = await site.client.getAllByType('people', { ref: master });
    expect(viaExpired.map((d) => d.uid)).toContain('theodore-beza');
    expect(warn.mock.calls.flat().join(' ')).toMatch(
      /was expired\. Now retrying with the latest master ref \(/,
    );
    warn.mockClear();
    const viaUnknown = await site.client.get({ ref: 'neverIssuedRef02' });
    expect(viaUnknown.total_results_size).toBeGreaterThan(0);
    expect(warn.mock.calls.flat().join(' ')).toContain(
      `was invalid. Now retrying with the latest master ref (${next})`,
    );
    warn.mockRestore();
  });
});

describe('bad input', () => {
  it('rejects a page size over 100 like Prismic, through the site.client as ParsingError', async () => {
    const error = await site.client.get({ pageSize: 101 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(prismic.ParsingError);
    expect((error as Error).message).toMatch(/pageSize must be between 1 and 100/);
  });

  it.each([
    ['page=0', /page must be between/],
    ['page=abc', /page must be a whole number/],
    ['pageSize=0', /pageSize must be between/],
    ['orderings=[my.read.priority%20sideways]', /orderings/],
    ['orderings=[my.read.priority', /orderings/],
    ['lang=english!', /lang must be/],
    ['fetchLinks=people', /fetchLinks/],
    ['q=[[at(document.type,%20"read"', /Invalid query/],
  ])('answers 400 with a message for %s', async (query, message) => {
    const ref = await serverRef();
    const { status, body } = await getJson(`/cms/api/v2/documents/search?ref=${ref}&${query}`);
    expect(status).toBe(400);
    expect(body.message).toMatch(message);
  });

  it('reports parsing errors in the shape the site.client expects', async () => {
    const ref = await serverRef();
    const { body } = await getJson(
      `/cms/api/v2/documents/search?ref=${ref}&q=${encodeURIComponent('[[at(document.type "x")]]')}`,
    );
    expect(body).toMatchObject({ type: 'parsing-error', pos: { line: 1 } });
  });

  it('requires a ref', async () => {
    const { status, body } = await getJson('/cms/api/v2/documents/search');
    expect(status).toBe(400);
    expect(body.message).toMatch(/ref is required/);
  });

  it('answers unknown API routes with a JSON 404', async () => {
    expect((await getJson('/cms/api/v3')).status).toBe(404);
  });
});

describe('access token', () => {
  let secured: TestServer;
  beforeAll(async () => {
    secured = await startTestServer({ ...site.corpus, accessToken: 'sesame' });
  });
  afterAll(() => secured.close());

  it('raises ForbiddenError without the token and works with it', async () => {
    const anonymous = prismic.createClient('fixture', {
      documentAPIEndpoint: secured.endpoint,
      fetch: globalThis.fetch,
    });
    await expect(anonymous.getRepository()).rejects.toBeInstanceOf(prismic.ForbiddenError);
    const wrong = prismic.createClient('fixture', {
      documentAPIEndpoint: secured.endpoint,
      fetch: globalThis.fetch,
      accessToken: 'nope',
    });
    await expect(wrong.getAllByType('people')).rejects.toBeInstanceOf(prismic.ForbiddenError);
    const allowed = prismic.createClient('fixture', {
      documentAPIEndpoint: secured.endpoint,
      fetch: globalThis.fetch,
      accessToken: 'sesame',
    });
    expect((await allowed.getAllByType('people')).length).toBeGreaterThan(2);
  });

  it('accepts the Authorization header and protects the search route too', async () => {
    const repo = await fetch(`${secured.endpoint}`, { headers: { Authorization: 'Token sesame' } });
    expect(repo.status).toBe(200);
    const { ref } = ((await repo.json()) as { refs: { ref: string }[] }).refs[0] ?? { ref: '' };
    const search = await fetch(`${secured.endpoint}/documents/search?ref=${ref}`);
    expect(search.status).toBe(401);
    expect(((await search.json()) as { message: string }).message).toMatch(/access token/);
  });
});
