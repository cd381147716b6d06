import { createFixtureCorpus, type FixtureCorpus } from '../test-support/fixture-corpus';
import { startTestServer, type TestServer } from '../test-support/test-server';

/**
 * Queries an attacker would send: built-in property names where the API looks names up, and input
 * deep or long enough to exhaust the parser. Each must be a Prismic-style 400, never a 500.
 */
let corpus: FixtureCorpus;
let server: TestServer;
let ref: string;

beforeAll(async () => {
  corpus = createFixtureCorpus();
  server = await startTestServer(corpus);
  ref = server.router.store.current().ref;
});

afterAll(async () => {
  await server.close();
  corpus.remove();
});

async function search(query: string): Promise<{ status: number; body: Record<string, unknown> }> {
  // `[` and `]` stay raw in the URL, as a browser sends them: 12,000 of them fit in a request line.
  const res = await fetch(`${server.endpoint}/documents/search?ref=${ref}&${query}`);
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

const q = (text: string) => `q=${text.replace(/[ "#&%+]/g, encodeURIComponent)}`;

describe('built-in names', () => {
  it.each([
    ['a bare built-in as a path', q('[[at(constructor, "x")]]')],
    ['__proto__ as a path', q('[[at(__proto__, "x")]]')],
    ['toString as a path', q('[[has(toString)]]')],
    ['hasOwnProperty under document.', q('[[at(document.hasOwnProperty, "x")]]')],
    ['__proto__ under document.', q('[[at(document.__proto__, "x")]]')],
    ['a built-in predicate name', q('[[constructor(document.type, "x")]]')],
    ['__proto__ as a predicate name', q('[[__proto__(document.type, "x")]]')],
    ['a built-in date predicate', q('[[date.toString(document.first_publication_date, 1)]]')],
    ['a built-in custom type', q('[[at(my.constructor.title, "x")]]')],
    ['__proto__ as a custom type', q('[[has(my.__proto__.prototype)]]')],
    ['a built-in type in fetchLinks', 'fetchLinks=constructor.title'],
    ['__proto__ in fetch', 'fetch=__proto__.title'],
    ['a built-in type in graphQuery', `graphQuery=${encodeURIComponent('{ toString { title } }')}`],
    [
      '__proto__ linked in graphQuery',
      `graphQuery=${encodeURIComponent('{ people { link { ...on __proto__ { title } } } }')}`,
    ],
    ['a built-in type in orderings', 'orderings=[my.__proto__.title desc]'],
    ['a built-in path in orderings', 'orderings=[document.constructor]'],
  ])('answers 400 parsing-error for %s', async (_label, query) => {
    const { status, body } = await search(query);
    expect(status).toBe(400);
    expect(body).toMatchObject({ type: 'parsing-error', message: expect.any(String) });
    expect(body.pos).toMatchObject({ line: 1, column: expect.any(Number) });
  });

  it('rejects a built-in lang as a validation error', async () => {
    const { status, body } = await search('lang=__proto__');
    expect(status).toBe(400);
    expect(body.message).toMatch(/lang must be/);
  });

  it('treats a built-in field name of a known type as a field no document has', async () => {
    for (const field of ['constructor', '__proto__', 'toString']) {
      const has = await search(q(`[[has(my.people.${field})]]`));
      expect(has).toMatchObject({ status: 200, body: { total_results_size: 0 } });
      const inGroup = await search(q(`[[has(my.read.related_people.${field})]]`));
      expect(inGroup).toMatchObject({ status: 200, body: { total_results_size: 0 } });
    }
    const ordered = await search('orderings=[my.people.constructor]');
    expect(ordered.status).toBe(200);
  });
});

describe('deep and long input', () => {
  it('answers arrays nested past 32 levels with a 400 naming the limit', async () => {
    const head = '[[any(document.tags, ';
    const { status, body } = await search(q(`${head}${'['.repeat(40)}"x"${']'.repeat(40)})]]`));
    expect(status).toBe(400);
    expect(body.type).toBe('parsing-error');
    expect(body.message).toMatch(/nest deeper than 32 levels/);
    // Parsing stops at the first bracket past the limit.
    expect((body.pos as { column: number }).column).toBe(head.length + 32 + 1);
  });

  it('answers 12,000 nested arrays with a 400', async () => {
    const { status, body } = await search(q(`[[any(document.tags, ${'['.repeat(12_000)}`));
    expect(status).toBe(400);
    expect(body.type).toBe('parsing-error');
  });

  it('still reads nested arrays within the limit', async () => {
    const nested = `${'['.repeat(3)}"x"${']'.repeat(3)}`;
    const { status } = await search(q(`[[any(document.tags, ${nested})]]`));
    expect(status).toBe(200);
  });

  it('answers a graphQuery nested 4,000 deep with a 400', async () => {
    const deep = `{people${'{a'.repeat(4_000)}${'}'.repeat(4_002)}`;
    const { status, body } = await search(`graphQuery=${deep}`);
    expect(status).toBe(400);
    expect(body).toMatchObject({ type: 'parsing-error' });
    expect(body.message).toMatch(/nest deeper/);
  });

  it('bounds the length of q and of what the answer echoes', async () => {
    const ids = Array.from({ length: 700 }, (_, i) => `"id${String(i).padStart(8, '0')}"`);
    const { status, body } = await search(q(`[[in(document.id, [${ids.join(',')}])]]`));
    expect(status).toBe(400);
    expect(body.message).toMatch(/the limit is 8192/);
    expect(String((body.pos as { location: string }).location).length).toBeLessThan(600);
  });
});
