import {
  DocumentHashes,
  documentHash,
  documentHashOfJson,
  relativeJson,
  relativise,
} from './document-hashes';

const ORIGIN = 'http://content.invalid';

const served = {
  id: 'readTheses000001',
  uid: 'the-95-theses',
  url: null,
  type: 'read',
  href: `${ORIGIN}/cms/api/v2/documents/search?ref=abc&q=%5B%5B%3Ad%20%3D%20at(document.id%2C%20%22readTheses000001%22)%5D%5D`,
  tags: ['reformation'],
  slugs: ['the-95-theses'],
  data: {
    title: [{ type: 'heading1', text: 'The "href": theses', spans: [] }],
    image: { url: `${ORIGIN}/cms/images/theses.svg?auto=format`, alt: null },
    nested: { href: 'not the document’s', link: { link_type: 'Web', url: 'https://example.org' } },
  },
};

describe('documentHashOfJson', () => {
  it.each([
    ['a served document', served],
    ['one without href', { ...served, href: undefined }],
    ['one with href first', Object.assign({ href: served.href }, served)],
    ['one with href last', { ...served, href: undefined, last: 1, href2: 'x' }],
    [
      'one whose data repeats its href',
      { ...served, data: { copy: served.href, '"href"': served.href } },
    ],
    [
      'one whose id comes late',
      { uid: 'x', data: { href: served.href }, id: 'late', href: served.href },
    ],
  ])('gives the id and the hash documentHash gives, for %s', (_name, doc) => {
    const json = JSON.stringify(doc);
    expect(documentHashOfJson(json, ORIGIN)).toEqual({
      id: doc.id,
      hash: documentHash(JSON.parse(json) as object, ORIGIN),
    });
  });

  it('leaves href and the origin out of the hash', () => {
    const moved = { ...served, href: served.href.replace('ref=abc', 'ref=def') };
    expect(documentHash(moved, ORIGIN)).toBe(documentHash(served, ORIGIN));
    const elsewhere = JSON.parse(
      JSON.stringify(served).replaceAll(ORIGIN, 'http://127.0.0.1:4000'),
    ) as object;
    expect(documentHash(elsewhere, 'http://127.0.0.1:4000')).toBe(documentHash(served, ORIGIN));
    expect(documentHash({ ...served, tags: [] }, ORIGIN)).not.toBe(documentHash(served, ORIGIN));
  });
});

describe('relativise', () => {
  it('treats a string as the JSON round trip would', () => {
    const text = `see ${ORIGIN}/cms/images/a.svg and "${ORIGIN}/x" \\ ${ORIGIN}`;
    expect(relativise(text, ORIGIN)).toBe(JSON.parse(relativeJson(text, ORIGIN)));
    expect(relativise({ a: [`${ORIGIN}/b`] }, ORIGIN)).toEqual({ a: ['/b'] });
  });
});

describe('DocumentHashes', () => {
  it('gives one hash per document, whatever order its shapes came in', () => {
    const one = new DocumentHashes();
    one.add('a', 'h1');
    one.add('b', 'h2');
    one.add('b', 'h3');
    one.add('b', 'h2');
    const other = new DocumentHashes();
    other.add('b', 'h3');
    other.add('a', 'h1');
    other.add('b', 'h2');
    expect(one.toRecord()).toEqual(other.toRecord());
    expect(one.toRecord().a).toBe('h1');
    expect(one.toRecord().b).not.toBe('h2');
    expect(one.size).toBe(2);
    // One shape given twice is that shape's hash; an id that names a prototype is a key like any other.
    const proto = new DocumentHashes();
    proto.add('__proto__', 'h4');
    proto.add('__proto__', 'h4');
    expect(Object.keys(proto.toRecord())).toEqual(['__proto__']);
    expect(proto.toRecord()['__proto__']).toBe('h4');
  });
});
