import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as prismic from '@prismicio/client';
import {
  createFixtureCorpus,
  IDS,
  type FixtureCorpus,
} from '@site/cms/test-support/fixture-corpus';
import { startTestServer, type TestServer } from '@site/cms/test-support/test-server';
import type { ContentSource } from '@site/contracts/generator';
import { contentCacheDir, openContentSource, type RecordedContent } from './content-source';
import { documentHash } from './document-hashes';

let corpus: FixtureCorpus;
let server: TestServer;
let siteDir: string;
const saved = { ...process.env };

beforeAll(async () => {
  corpus = createFixtureCorpus();
  server = await startTestServer(corpus);
  siteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-build-content-'));
  Object.assign(process.env, {
    CMS_DOCUMENTS_DIR: corpus.documentsDir,
    CMS_IMAGES_DIR: corpus.imagesDir,
    CMS_CUSTOMTYPES_DIR: corpus.customTypesDir,
  });
  delete process.env.PRISMIC_ENDPOINT;
});

afterAll(async () => {
  process.env = saved;
  await server.close();
  corpus.remove();
  fs.rmSync(siteDir, { recursive: true, force: true });
});

/** What a generator could ask, through each of the four methods. */
async function everything(source: ContentSource) {
  return {
    all: await source.dangerouslyGetAll<prismic.PrismicDocument>({ pageSize: 100 }),
    reads: await source.getAllByType<prismic.PrismicDocument>('read', { lang: '*' }),
    luther: await source.getByUID<prismic.PrismicDocument>('people', 'martin-luther'),
    about: await source.getSingle<prismic.PrismicDocument>('about'),
  };
}

/** Answers compared as the build writes them: URLs root-relative. */
const relative = (value: unknown, origin: string) =>
  JSON.parse(JSON.stringify(value).replaceAll(`${origin}/`, '/')) as unknown;

async function overHttp() {
  const client = prismic.createClient('fixture', {
    documentAPIEndpoint: server.endpoint,
    fetch: globalThis.fetch,
  });
  const docs = {
    all: await client.dangerouslyGetAll({ pageSize: 100 }),
    reads: await client.getAllByType('read', { lang: '*' }),
    luther: await client.getByUID('people', 'martin-luther'),
    about: await client.getSingle('about'),
  };
  return docs;
}

function hashesOf(docs: Awaited<ReturnType<typeof overHttp>>, origin: string) {
  const out: Record<string, string> = {};
  for (const doc of [...docs.all, ...docs.reads, docs.luther, docs.about])
    out[doc.id] = documentHash(doc, origin);
  return out;
}

describe('openContentSource (the embedded content, on its own thread)', () => {
  let content: RecordedContent;
  beforeAll(() => {
    content = openContentSource({ siteDir, reuse: false });
  });
  afterAll(() => content.close());

  it('answers the generators as the content server does over HTTP', async () => {
    const mine = await everything(content.source);
    const theirs = await overHttp();
    expect(relative(mine, content.origin)).toEqual(relative(theirs, server.origin));
    expect(mine.all).toHaveLength(9); // the French one is not in the default language
  });

  it('hashes every document it gave out, and no other', async () => {
    await everything(content.source);
    const ids = (hashes: Record<string, string>) => Object.keys(hashes).sort();
    expect(ids(await content.documentHashes())).toEqual(
      ids(hashesOf(await overHttp(), server.origin)),
    );
  });

  it('builds area files from the same content on its thread, with root-relative URLs and the area cache', async () => {
    const bundle = path.join(siteDir, 'files-bundle.js');
    fs.writeFileSync(
      bundle,
      `exports.generator = { area: 'test', pages: {}, async generate() { return []; },
        async files({ content, siteUrl, log, cache }) {
          const people = await content.getAllByType('people');
          log('people: ' + people.length);
          cache.set('seen', String(people.length));
          return [{ name: 'people.json', content: JSON.stringify({ siteUrl, people: people.map((p) => [p.uid, p.data.image.url || null]) }) }];
        } };`,
    );
    const lines: string[] = [];
    const cacheDir = path.join(siteDir, 'area-cache');
    const [file, ...rest] = await content.areaFiles!(
      [{ name: 'test', bundle, cacheDir }],
      'https://example.org',
      (line) => lines.push(line),
    );
    expect(rest).toEqual([]);
    expect(file).toMatchObject({ area: 'test', name: 'people.json' });
    const made = JSON.parse(file!.content) as {
      siteUrl: string;
      people: [string, string | null][];
    };
    expect(made.siteUrl).toBe('https://example.org');
    expect(made.people).toContainEqual([
      'martin-luther',
      '/cms/images/fixture/luther.svg?auto=format,compress',
    ]);
    expect(lines).toEqual(['people: 3']);
    expect(fs.readFileSync(path.join(cacheDir, 'seen'), 'utf8')).toBe('3');
  });

  it('reports an area whose files fail, by name', async () => {
    const bundle = path.join(siteDir, 'failing-bundle.js');
    fs.writeFileSync(
      bundle,
      `exports.generator = { area: 'test', pages: {}, async generate() { return []; }, async files() { throw new Error('no index'); } };`,
    );
    await expect(
      content.areaFiles!(
        [{ name: 'broken', bundle, cacheDir: siteDir }],
        'https://example.org',
        () => undefined,
      ),
    ).rejects.toThrow('broken: its files failed: no index');
  });

  it("tells an area's files to keep what they make for the next build only in a warm builder's thread", async () => {
    const bundle = path.join(siteDir, 'keep-bundle.js');
    fs.writeFileSync(
      bundle,
      `exports.generator = { area: 'test', pages: {}, async generate() { return []; },
        async files({ keep, log }) { log('keep: ' + keep); return []; } };`,
    );
    const keeps = async (source: RecordedContent) => {
      const lines: string[] = [];
      await source.areaFiles!(
        [{ name: 'test', bundle, cacheDir: siteDir }],
        'https://example.org',
        (l) => lines.push(l),
      );
      return lines;
    };
    expect(await keeps(content)).toEqual(['keep: false']);
    const warm = openContentSource({ siteDir, reuse: true, keepAnswers: true });
    try {
      expect(await keeps(warm)).toEqual(['keep: true']);
    } finally {
      await warm.close();
    }
  });
});

describe('openContentSource with the rendered documents of the last build', () => {
  it('gives the same answers and hashes from its cache, and follows edits', async () => {
    const first = openContentSource({ siteDir, reuse: false });
    const before = await everything(first.source);
    const hashesBefore = await first.documentHashes();
    // Closed early and again at a build's end: one close, which lets the thread save its caches.
    const closing = first.close();
    expect(first.close()).toBe(closing);
    await closing;
    expect(fs.readdirSync(contentCacheDir(siteDir)).sort()).toEqual(['corpus.json', 'rendered']);

    const second = openContentSource({ siteDir, reuse: true });
    expect(await everything(second.source)).toEqual(before);
    expect(await second.documentHashes()).toEqual(hashesBefore);
    await second.close();

    corpus.writeDocument({
      id: IDS.hus,
      uid: 'jan-hus',
      type: 'people',
      tags: ['bohemia'],
      data: { priority: 4 },
    });
    server.router.store.invalidate();
    const third = openContentSource({ siteDir, reuse: true });
    const after = await everything(third.source);
    const hashesAfter = await third.documentHashes();
    await third.close();
    expect(after.all.find((d) => d.id === IDS.hus)?.data).toEqual({ priority: 4 });
    expect(Object.keys(hashesAfter).filter((id) => hashesAfter[id] !== hashesBefore[id])).toEqual([
      IDS.hus,
    ]);
  });
});

describe('openContentSource with a hosted endpoint', () => {
  it('reads over HTTP and hashes the same way', async () => {
    const hosted = openContentSource({ endpoint: server.endpoint });
    expect(hosted.areaFiles).toBeNull();
    const docs = await everything(hosted.source);
    expect(docs).toEqual(await overHttp());
    expect(await hosted.documentHashes()).toEqual(hashesOf(await overHttp(), server.origin));
    await hosted.close();
  });
});
