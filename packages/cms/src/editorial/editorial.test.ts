import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import * as prismic from '@prismicio/client';

import { docId } from '../generate/doc-id';
import {
  createFixtureCorpus,
  paragraph,
  title,
  type FixtureCorpus,
  type FixtureDoc,
} from '../test-support/fixture-corpus';
import { startTestServer, type TestServer } from '../test-support/test-server';
import { defaultCmsOptions } from '../options';
import { PreviewTokens } from './preview-token';

const WRITE_TOKEN = 'test-write-token';
const SECRET = 'test-preview-secret';
const LUTHER = docId('people', 'martin-luther');
const THESES = docId('read', 'the-95-theses');

const person = (uid: string, name: string): FixtureDoc => ({
  id: docId('people', uid),
  uid,
  type: 'people',
  data: { title: title(name), summary: paragraph(`${name}, reformer.`), priority: 1 },
});

/** Models with real fields, so that writes have something to be checked against. */
function writeModels(corpus: FixtureCorpus): void {
  const models = {
    people: {
      uid: { type: 'UID', config: { label: 'UID' } },
      title: { type: 'StructuredText', config: { single: 'heading1' } },
      summary: { type: 'StructuredText', config: { multi: 'paragraph,strong,em' } },
      priority: { type: 'Number', config: {} },
    },
    read: {
      uid: { type: 'UID', config: { label: 'UID' } },
      title: { type: 'StructuredText', config: { single: 'heading1' } },
      author1: { type: 'Link', config: { select: 'document', customtypes: ['people'] } },
    },
  };
  for (const [id, fields] of Object.entries(models)) {
    writeFileSync(
      path.join(corpus.customTypesDir, id, 'index.json'),
      JSON.stringify({ id, label: id, repeatable: true, json: { Main: fields } }),
    );
  }
}

let corpus: FixtureCorpus;
let server: TestServer;
let client: prismic.Client;
let editorialDir: string;

const linkResolver = (doc: prismic.FilledContentRelationshipField) => `/people/${doc.uid ?? ''}`;

beforeEach(async () => {
  corpus = createFixtureCorpus([
    person('martin-luther', 'Martin Luther'),
    person('john-calvin', 'John Calvin'),
    {
      id: THESES,
      uid: 'the-95-theses',
      type: 'read',
      data: {
        title: title('The Ninety-Five Theses'),
        author1: { link_type: 'Document', id: LUTHER },
      },
    },
  ]);
  writeModels(corpus);
  editorialDir = path.join(corpus.root, 'editorial');
  server = await startTestServer({
    ...corpus,
    editorialDir,
    slicesDir: path.join(corpus.root, 'slices'),
    writeToken: WRITE_TOKEN,
    previewSecret: SECRET,
  });
  client = prismic.createClient('fixture', {
    documentAPIEndpoint: server.endpoint,
    fetch: globalThis.fetch,
  });
});

afterEach(async () => {
  await server.close();
  corpus.remove();
});

async function call(
  method: string,
  route: string,
  body?: unknown,
  token: string | null = WRITE_TOKEN,
): Promise<{ status: number; body: Record<string, unknown> }> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (token !== null) headers.authorization = `Bearer ${token}`;
  const res = await fetch(`${server.origin}/cms${route}`, {
    method,
    headers,
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

async function masterRef(): Promise<string> {
  const repo = await call('GET', '/api/v2', undefined, null);
  return (repo.body.refs as { ref: string }[])[0]?.ref ?? '';
}

async function previewToken(release?: string): Promise<string> {
  const answer = await call('POST', `/migration/previews${release ? `?release=${release}` : ''}`);
  expect(answer.status).toBe(201);
  return answer.body.token as string;
}

const lutherDraft = {
  title: 'Luther (draft)',
  tags: ['draft'],
  data: { title: title('Martin Luther, revised'), summary: [], priority: 2 },
};

const melanchthon = {
  title: 'Melanchthon',
  type: 'people',
  uid: 'philip-melanchthon',
  lang: 'en-us',
  tags: [],
  data: {
    title: title('Philip Melanchthon'),
    summary: paragraph('Teacher of Germany.'),
    priority: 3,
  },
};

describe('drafts and preview refs', () => {
  it('keeps drafts off master and shows them, new documents included, through a preview token', async () => {
    const before = await masterRef();
    expect((await call('PUT', `/migration/documents/${LUTHER}`, lutherDraft)).status).toBe(200);
    const created = await call('POST', '/migration/documents', melanchthon);
    expect(created).toEqual({
      status: 201,
      body: {
        id: docId('people', 'philip-melanchthon'),
        type: 'people',
        lang: 'en-us',
        uid: 'philip-melanchthon',
        title: 'Melanchthon',
      },
    });

    // Master is untouched: same ref, published title, no new document.
    expect(await masterRef()).toBe(before);
    expect(prismic.asText((await client.getByID(LUTHER)).data.title)).toBe('Martin Luther');
    await expect(client.getByUID('people', 'philip-melanchthon')).rejects.toBeInstanceOf(
      prismic.NotFoundError,
    );

    const token = await previewToken();
    const draft = await client.getByID(LUTHER, { ref: token });
    expect(prismic.asText(draft.data.title)).toBe('Martin Luther, revised');
    expect(draft.tags).toEqual(['draft']);
    const fresh = await client.getByUID('people', 'philip-melanchthon', { ref: token });
    expect(fresh.id).toBe(created.body.id);
    // A link to the draft's document is filled in from the preview's view of it.
    const theses = await client.getByID(THESES, { ref: token, fetchLinks: ['people.title'] });
    expect(theses.data.author1).toMatchObject({
      id: LUTHER,
      uid: 'martin-luther',
      isBroken: false,
    });
  });

  it('lets the unmodified client resolve a preview URL, for a changed and for a brand-new document', async () => {
    await call('PUT', `/migration/documents/${LUTHER}`, lutherDraft);
    const created = await call('POST', '/migration/documents', melanchthon);
    const token = await previewToken();
    expect(token.startsWith(`${server.origin}/cms/previews/`)).toBe(true);
    const fromArgs = await client.resolvePreviewURL({
      documentID: LUTHER,
      previewToken: token,
      linkResolver,
      defaultURL: '/',
    });
    expect(fromArgs).toBe('/people/martin-luther');
    // As a server would: the preview entry's own query string (`?token=…&documentId=…`).
    const query = new URLSearchParams({ token, documentId: created.body.id as string });
    client.enableAutoPreviewsFromReq({ url: `/preview?${query.toString()}` });
    const fromRequest = await client.resolvePreviewURL({ linkResolver, defaultURL: '/' });
    expect(fromRequest).toBe('/people/philip-melanchthon');
  });

  it('refuses unknown, forged and expired refs in Prismic’s shapes', async () => {
    const master = await masterRef();
    const unknown = await call(
      'GET',
      `/api/v2/documents/search?ref=notARef0000000`,
      undefined,
      null,
    );
    expect(unknown.status).toBe(404);
    expect(unknown.body.type).toBe('api_notfound_error');
    expect(unknown.body.message).toMatch(new RegExp(`Master ref is: ${master}$`));

    const token = await previewToken();
    const forged = `${token.slice(0, -2)}${token.endsWith('AA') ? 'BB' : 'AA'}`;
    const search = (ref: string) =>
      call('GET', `/api/v2/documents/search?ref=${encodeURIComponent(ref)}`, undefined, null);
    expect((await search(forged)).body.type).toBe('api_notfound_error');
    const otherSecret = new PreviewTokens('another secret').create(`${server.origin}/cms`, {});
    expect((await search(otherSecret.token)).status).toBe(404);

    const past = new PreviewTokens(SECRET, () => Date.now() - 2 * 60 * 60 * 1000);
    const expired = past.create(`${server.origin}/cms`, {}).token;
    await expect(client.getByID(LUTHER, { ref: expired })).rejects.toBeInstanceOf(
      prismic.PreviewTokenExpiredError,
    );
  });

  it('opens preview sessions only for the write token and known releases', async () => {
    expect((await call('POST', '/migration/previews', undefined, null)).status).toBe(401);
    expect((await call('POST', '/migration/previews', undefined, 'wrong')).status).toBe(401);
    expect((await call('POST', '/migration/previews?release=nope')).status).toBe(404);
    expect((await call('POST', '/migration/previews?release=../x')).status).toBe(400);
    expect((await call('POST', '/migration/previews?colour=red')).status).toBe(400);
  });
});

describe('releases', () => {
  function writeRelease(id: string, label: string, docs: FixtureDoc[]): void {
    const dir = path.join(editorialDir, 'releases', id);
    mkdirSync(path.join(dir, 'documents', 'read'), { recursive: true });
    writeFileSync(path.join(dir, 'release.json'), JSON.stringify({ label }));
    for (const doc of docs) {
      writeFileSync(
        path.join(dir, 'documents', doc.type, `${doc.uid ?? doc.type}.json`),
        JSON.stringify({ lang: 'en-us', tags: [], alternate_languages: [], ...doc }),
      );
    }
  }

  it('lists release refs only to a token, and a release ref sees the release’s versions', async () => {
    writeRelease('spring', 'Spring issue', [
      {
        id: THESES,
        uid: 'the-95-theses',
        type: 'read',
        data: { title: title('The Theses, retold') },
      },
    ]);
    const anonymous = await call('GET', '/api/v2', undefined, null);
    expect(anonymous.body.refs).toHaveLength(1);
    const listed = await call('GET', `/api/v2?access_token=${WRITE_TOKEN}`, undefined, null);
    const refs = listed.body.refs as prismic.Ref[];
    expect(refs).toEqual([
      { id: 'master', ref: expect.any(String), label: 'Master', isMasterRef: true },
      { id: 'spring', ref: expect.any(String), label: 'Spring issue', isMasterRef: false },
    ]);
    const wrong = await call('GET', '/api/v2?access_token=guess', undefined, null);
    expect(wrong.body.refs).toHaveLength(1);

    const withToken = prismic.createClient('fixture', {
      documentAPIEndpoint: server.endpoint,
      accessToken: WRITE_TOKEN,
      fetch: globalThis.fetch,
    });
    const release = await withToken.getReleaseByLabel('Spring issue');
    const retold = await withToken.getByID(THESES, { ref: release.ref });
    expect(prismic.asText(retold.data.title)).toBe('The Theses, retold');
    // The rest of master shows through, and master itself answers as before.
    expect((await withToken.getByID(LUTHER, { ref: release.ref })).uid).toBe('martin-luther');
    expect(prismic.asText((await client.getByID(THESES)).data.title)).toBe(
      'The Ninety-Five Theses',
    );

    // A preview of the release shows the release and the drafts over it.
    await call('PUT', `/migration/documents/${LUTHER}`, lutherDraft);
    const token = await previewToken('spring');
    expect(prismic.asText((await client.getByID(THESES, { ref: token })).data.title)).toBe(
      'The Theses, retold',
    );
    expect(prismic.asText((await client.getByID(LUTHER, { ref: token })).data.title)).toBe(
      'Martin Luther, revised',
    );
  });
});

describe('writes', () => {
  const draftFiles = () =>
    existsSync(path.join(editorialDir, 'drafts'))
      ? readdirSync(path.join(editorialDir, 'drafts'), { recursive: true }).map(String)
      : [];

  it.each([
    [
      'a field of the wrong kind',
      { ...melanchthon, data: { ...melanchthon.data, priority: 'high' } },
      /data\.priority: must be a number/,
    ],
    [
      'a field the model lacks',
      { ...melanchthon, data: { ...melanchthon.data, colour: 'red' } },
      /data\.colour: is not a field of the model/,
    ],
    ['an empty uid', { ...melanchthon, uid: '' }, /uid: a repeatable type needs a kebab-case uid/],
    [
      'a rich-text block the field forbids',
      { ...melanchthon, data: { ...melanchthon.data, title: paragraph('x') } },
      /data\.title/,
    ],
    ['an unknown type', { ...melanchthon, type: 'dragons' }, /type: no custom type "dragons"/],
    [
      'a bad uid',
      { ...melanchthon, uid: 'Not A Uid' },
      /uid: a repeatable type needs a kebab-case uid/,
    ],
    ['no title', { ...melanchthon, title: undefined }, /title: is required/],
    ['no lang', { ...melanchthon, lang: 'English!' }, /lang: is required/],
    ['an unknown key', { ...melanchthon, colour: 'red' }, /colour: is not a field of this request/],
    ['tags that are not strings', { ...melanchthon, tags: [1] }, /tags: must be a list/],
    ['a translation', { ...melanchthon, alternate_language_id: LUTHER }, /alternate_language_id/],
    [
      'a link to a missing document',
      {
        ...melanchthon,
        type: 'read',
        uid: 'x',
        data: { title: title('X'), author1: { link_type: 'Document', id: 'nope' } },
      },
      /data\.author1: broken Document link/,
    ],
    [
      'a uid taken already',
      { ...melanchthon, uid: 'john-calvin' },
      /uid: a people document with this uid exists already/,
    ],
  ])('refuses %s, naming the field, and writes nothing', async (_name, body, message) => {
    const answer = await call('POST', '/migration/documents', body);
    expect(answer.status).toBe(400);
    expect(answer.body.message).toMatch(message);
    expect(draftFiles()).toEqual([]);
  });

  it('refuses bad requests with a clear error', async () => {
    expect((await call('POST', '/migration/documents', melanchthon, null)).status).toBe(401);
    expect((await call('POST', '/migration/documents', melanchthon, 'wrong')).status).toBe(401);
    expect((await call('POST', '/migration/documents', '{"title":')).body.message).toMatch(
      /not valid JSON/,
    );
    expect((await call('POST', '/migration/documents', '[1]')).status).toBe(400);
    expect((await call('PUT', '/migration/documents/nope0000', lutherDraft)).status).toBe(404);
    expect((await call('PUT', '/migration/documents/a%20b', lutherDraft)).status).toBe(400);
    const withParam = await call('POST', '/migration/documents?publish=true', melanchthon);
    expect(withParam).toMatchObject({
      status: 400,
      body: { message: expect.stringMatching(/publish: not a parameter/) },
    });
    expect((await call('POST', '/migration/migration-release/publish?now=1')).status).toBe(400);
    expect((await call('GET', '/migration/documents')).status).toBe(404);
    const uidChange = await call('PUT', `/migration/documents/${LUTHER}`, {
      ...lutherDraft,
      uid: 'luther',
    });
    expect(uidChange.body.message).toMatch(/uid: cannot change/);
    const text = await fetch(`${server.origin}/cms/migration/documents`, {
      method: 'POST',
      headers: { authorization: `Bearer ${WRITE_TOKEN}`, 'content-type': 'text/plain' },
      body: 'hello',
    });
    expect(text.status).toBe(415);
    expect(draftFiles()).toEqual([]);
  });

  it('answers 403 to every write when no write token is configured', async () => {
    const locked = await startTestServer({ ...corpus, editorialDir, writeToken: undefined });
    try {
      const res = await fetch(`${locked.origin}/cms/migration/documents`, {
        method: 'POST',
        headers: { authorization: 'Bearer anything', 'content-type': 'application/json' },
        body: JSON.stringify(melanchthon),
      });
      expect(res.status).toBe(403);
    } finally {
      await locked.close();
    }
  });

  it('stores the fields a write leaves out empty, as Prismic does', async () => {
    const answer = await call('POST', '/migration/documents', { ...melanchthon, data: {} });
    expect(answer.status).toBe(201);
    const token = await previewToken();
    const doc = await client.getByID(answer.body.id as string, { ref: token });
    expect(doc.data).toEqual({ title: [], summary: [], priority: null });
  });

  it('takes a migration from Prismic’s own write client', async () => {
    const writer = prismic.createWriteClient('fixture', {
      writeToken: WRITE_TOKEN,
      migrationAPIEndpoint: `${server.origin}/cms/migration`,
      documentAPIEndpoint: server.endpoint,
      fetch: globalThis.fetch,
    });
    const migration = prismic.createMigration();
    // Created with empty data, then updated with its data: the client's two steps.
    migration.createDocument(
      {
        type: 'people',
        uid: 'william-farel',
        lang: 'en-us',
        tags: ['geneva'],
        data: { title: title('William Farel'), summary: [], priority: 4 },
      } as never,
      'Farel',
    );
    await writer.migrate(migration);
    const token = await previewToken();
    const farel = await client.getByUID('people', 'william-farel', { ref: token });
    expect(farel.id).toBe(docId('people', 'william-farel'));
    expect(prismic.asText(farel.data.title)).toBe('William Farel');
    expect(farel.tags).toEqual(['geneva']);

    const bad = prismic.createMigration();
    bad.createDocument(
      {
        type: 'people',
        uid: 'guillaume-farel',
        lang: 'en-us',
        tags: [],
        data: { title: 'plain' },
      } as never,
      'Farel again',
    );
    const error = await writer.migrate(bad).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(prismic.InvalidDataError);
    expect((error as Error).message).toMatch(/data\.title/);
  });

  it('publishes the drafts: master gets them and a new ref, the drafts are gone', async () => {
    const before = await masterRef();
    await call('PUT', `/migration/documents/${LUTHER}`, lutherDraft);
    await call('POST', '/migration/documents', melanchthon);
    const published = await call('POST', '/migration/migration-release/publish');
    expect(published).toEqual({ status: 202, body: { totalItems: 2 } });
    const after = await masterRef();
    expect(after).not.toBe(before);
    const stored = JSON.parse(
      readFileSync(path.join(corpus.documentsDir, 'people', 'philip-melanchthon.json'), 'utf8'),
    ) as Record<string, unknown>;
    expect(stored).toMatchObject({
      id: docId('people', 'philip-melanchthon'),
      uid: 'philip-melanchthon',
    });
    expect(prismic.asText((await client.getByID(LUTHER, { ref: after })).data.title)).toBe(
      'Martin Luther, revised',
    );
    expect(draftFiles().filter((f) => f.endsWith('.json'))).toEqual([]);
  });

  it('publishes nothing when one draft, edited by hand, breaks its model', async () => {
    await call('POST', '/migration/documents', melanchthon);
    mkdirSync(path.join(editorialDir, 'drafts', 'people'), { recursive: true });
    writeFileSync(
      path.join(editorialDir, 'drafts', 'people', 'john-calvin.json'),
      JSON.stringify({ ...person('john-calvin', 'Calvin'), data: { title: 'plain' } }),
    );
    const before = await masterRef();
    const refused = await call('POST', '/migration/migration-release/publish');
    expect(refused.status).toBe(400);
    expect(refused.body.message).toMatch(/drafts\/people\/john-calvin\.json: data\.title/);
    expect(existsSync(path.join(corpus.documentsDir, 'people', 'philip-melanchthon.json'))).toBe(
      false,
    );
    expect(await masterRef()).toBe(before);
  });
});

describe('configuration', () => {
  it('takes the write token and preview secret from the environment, with a known token only in development', () => {
    expect(defaultCmsOptions({}).writeToken).toBeUndefined();
    expect(defaultCmsOptions({ NODE_ENV: 'production' }).writeToken).toBeUndefined();
    expect(defaultCmsOptions({ NODE_ENV: 'development' }).writeToken).toBe('dev-write-token');
    const configured = defaultCmsOptions({ CMS_WRITE_TOKEN: 'w', CMS_PREVIEW_SECRET: 's' });
    expect(configured).toMatchObject({ writeToken: 'w', previewSecret: 's' });
  });
});

describe('the router for a caller in the same process', () => {
  it('resolves a preview token without HTTP, as a preview entry would before setting anything', async () => {
    const token = await previewToken();
    const resolved = server.router.refs.resolve(token);
    expect(resolved.ok && resolved.snapshot.byId.has(LUTHER)).toBe(true);
    expect(server.router.refs.resolve(`${token}x`).ok).toBe(false);
  });
});
