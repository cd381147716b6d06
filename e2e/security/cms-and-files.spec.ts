import { expect, test } from '@playwright/test';
import { siteClient, type Answer, type SiteClient } from './support/client';

// The "Low" findings of the security issue, against the site as `pnpm start` serves it: hostile
// CMS queries, the audio route's error answers, and source maps.

const SEARCH = '/cms/api/v2/documents/search';

async function masterRef(client: SiteClient): Promise<string> {
  const api = await client.get('/cms/api/v2');
  expect(api.status).toBe(200);
  return api.json<{ refs: { ref: string }[] }>().refs[0]!.ref;
}

/** A query parameter as the client encodes it; `raw` keeps brackets unencoded to fit a request line. */
const param = (name: string, value: string, raw = false) =>
  `${name}=${raw ? value : encodeURIComponent(value)}`;

const HOSTILE: [string, string][] = [
  ['constructor as a path', param('q', '[[at(constructor,"x")]]')],
  ['__proto__ as a path', param('q', '[[at(__proto__,"x")]]')],
  ['toString as a path', param('q', '[[has(toString)]]')],
  ['hasOwnProperty as a path', param('q', '[[at(hasOwnProperty, "x")]]')],
  ['prototype under document.', param('q', '[[at(document.prototype, "x")]]')],
  ['__proto__ under document.', param('q', '[[at(document.__proto__, "x")]]')],
  ['constructor as a predicate', param('q', '[[constructor(document.type, "x")]]')],
  ['__proto__ as a predicate', param('q', '[[__proto__(document.type, "x")]]')],
  [
    'valueOf as a date predicate',
    param('q', '[[date.valueOf(document.first_publication_date, 1)]]'),
  ],
  ['constructor as a custom type', param('q', '[[at(my.constructor.title, "x")]]')],
  ['__proto__ as a custom type', param('q', '[[has(my.__proto__.toString)]]')],
  ['constructor in fetchLinks', param('fetchLinks', 'constructor.title')],
  ['__proto__ in fetch', param('fetch', '__proto__.title')],
  ['toString in graphQuery', param('graphQuery', '{ toString { title } }')],
  [
    '__proto__ linked in graphQuery',
    param('graphQuery', '{ people { x { ...on __proto__ { a } } } }'),
  ],
  ['hasOwnProperty in orderings', param('orderings', '[my.hasOwnProperty.title desc]')],
  ['constructor in orderings', param('orderings', '[document.constructor]')],
  ['12,000 nested arrays', param('q', `[[any(document.tags,${'['.repeat(12_000)}`, true)],
  [
    'arrays nested 40 deep',
    param('q', `[[any(document.tags,${'['.repeat(40)}"x"${']'.repeat(40)})]]`),
  ],
  [
    'a graphQuery nested 4,000 deep',
    param('graphQuery', `{people${'{a'.repeat(4_000)}${'}'.repeat(4_002)}`, true),
  ],
  ['a q of 9,000 characters', param('q', `[[fulltext(document,"${'a'.repeat(9_000)}")]]`, true)],
];

function expectParsingError(answer: Answer, label: string): void {
  expect(answer.status, label).toBe(400);
  const body = answer.json<{
    type: string;
    message: string;
    pos?: { line: number; column: number };
  }>();
  // The shape the Prismic API gives and @prismicio/client turns into ParsingError.
  expect(body.type, label).toBe('parsing-error');
  expect(typeof body.message, label).toBe('string');
  expect(body.message.length, label).toBeLessThan(1_100);
  expect(body.pos, label).toMatchObject({ line: 1, column: expect.any(Number) });
}

test('hostile CMS queries are Prismic parsing errors (400), never a crash', async () => {
  const client = siteClient();
  const ref = await masterRef(client);
  for (const [label, query] of HOSTILE) {
    expectParsingError(await client.get(`${SEARCH}?ref=${ref}&${query}`), label);
  }
  const lang = await client.get(`${SEARCH}?ref=${ref}&lang=__proto__`);
  expect(lang.status).toBe(400);
  // And the API still answers ordinary queries afterwards.
  const fine = await client.get(
    `${SEARCH}?ref=${ref}&${param('q', '[[at(document.type,"people")]]')}`,
  );
  expect(fine.status).toBe(200);
  expect(fine.json<{ total_results_size: number }>().total_results_size).toBeGreaterThan(0);
});

test('the audio route answers 416 and 404 as uncached JSON, not as a year of immutable audio', async () => {
  const client = siteClient();
  const podcast = await client.get('/api/podcasts/2407449');
  expect(podcast.status).toBe(200);
  const audioUrl = podcast.json<{ payload: { audioUrl: string } }>().payload.audioUrl;
  const whole = await client.get(audioUrl, { method: 'HEAD' });
  expect(whole.headers['content-type']).toBe('audio/mpeg');
  const size = Number(whole.headers['content-length']);
  expect(size).toBeGreaterThan(0);

  const unsatisfiable = await client.get(audioUrl, {
    headers: { range: `bytes=${size + 10}-${size + 20}` },
  });
  expect(unsatisfiable.status).toBe(416);
  expect(unsatisfiable.headers['content-range']).toBe(`bytes */${size}`);
  const missing = await client.get('/api/podcasts/audio/no-such-clip-v1.mp3');
  expect(missing.status).toBe(404);
  for (const answer of [unsatisfiable, missing]) {
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(answer.headers['content-type']).not.toMatch(/^audio\//);
    expect(answer.headers['content-type']).toMatch(/^(application\/json|text\/plain)/);
  }
});

/** Every file a remote's federation manifest names (entry, chunks, styles). */
function manifestFiles(manifest: unknown): string[] {
  const files = new Set<string>();
  const walk = (value: unknown): void => {
    if (typeof value === 'string' && /\.(js|css)$/.test(value)) files.add(value);
    else if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === 'object') Object.values(value).forEach(walk);
  };
  walk(manifest);
  return [...files];
}

async function expectNoMap(client: SiteClient, script: string): Promise<void> {
  expect((await client.get(script)).status, script).toBe(200);
  // `m%61p` decodes to `map`: a check on the raw path alone would let it through.
  for (const suffix of ['.map', '.m%61p', '.MAP']) {
    const map = await client.get(`${script}${suffix}`);
    expect(map.status, `${script}${suffix}`).toBe(404);
    expect(map.text).not.toContain('"mappings"');
  }
}

test('no source map is served for the home page’s scripts or any live remote’s chunks', async () => {
  test.setTimeout(120_000);
  const client = siteClient();
  const home = await client.get('/');
  expect(home.status).toBe(200);
  const scripts = [...home.text.matchAll(/<script[^>]+src="([^"?]+)(?:\?[^"]*)?"/g)].map(
    (m) => m[1]!,
  );
  const shellScripts = scripts.filter((src) => src.startsWith('/') && !src.startsWith('//'));
  expect(shellScripts.length).toBeGreaterThan(0);
  for (const script of shellScripts) await expectNoMap(client, script);

  const registry = await client.get('/remotes.json');
  const remotes = registry.json<{ remotes: Record<string, { entry: string }> }>().remotes;
  expect(Object.keys(remotes).length).toBeGreaterThan(0);
  for (const { entry } of Object.values(remotes)) {
    const manifest = await client.get(entry);
    expect(manifest.status, entry).toBe(200);
    const base = entry.slice(0, entry.lastIndexOf('/') + 1);
    const files = manifestFiles(manifest.json());
    expect(
      files.some((f) => f.endsWith('.js')),
      entry,
    ).toBe(true);
    for (const file of files) await expectNoMap(client, `${base}${file}`);
  }
});
