import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import { ContentStore } from '../store/content-store';
import {
  createFixtureCorpus,
  FIXTURE_DOCS,
  IDS,
  link,
  title,
  type FixtureCorpus,
  type FixtureDoc,
} from '../test-support/fixture-corpus';
import { RenderedJsonCache } from './json-cache';
import { renderDocument, type RenderContext } from './render-document';

const BASE = 'http://content.invalid/cms';
const ORIGIN = 'http://content.invalid';

let corpus: FixtureCorpus;
let cacheFile: string;
beforeEach(() => {
  corpus = createFixtureCorpus();
  cacheFile = path.join(corpus.root, 'cache', 'rendered');
});
afterEach(() => corpus.remove());

function snapshotOf() {
  const store = new ContentStore({ ...corpus, watch: false, log: () => undefined });
  return store.current();
}

function context(
  snapshot: ReturnType<typeof snapshotOf>,
  extra: Partial<RenderContext> = {},
): RenderContext {
  return { snapshot, base: BASE, origin: ORIGIN, fetchLinks: new Map(), ...extra };
}

/** Every document as the cache gives it, and how many it had to render. */
function renderAll(cache: RenderedJsonCache, snapshot: ReturnType<typeof snapshotOf>) {
  const before = cache.rendered;
  const ctx = context(snapshot);
  const json = new Map(snapshot.documents.map((entry) => [entry.doc.id, cache.json(entry, ctx)]));
  return { json, rendered: cache.rendered - before };
}

const fresh = (snapshot: ReturnType<typeof snapshotOf>, id: string) =>
  JSON.stringify(renderDocument(snapshot.byId.get(id)!, context(snapshot)));

function rewrite(doc: FixtureDoc) {
  corpus.writeDocument(doc);
}

const fixture = (id: string) => FIXTURE_DOCS.find((d) => d.id === id)!;

describe('RenderedJsonCache', () => {
  it('gives exactly what JSON.stringify(renderDocument(…)) gives, from memory the second time', () => {
    const snapshot = snapshotOf();
    const cache = new RenderedJsonCache(BASE, ORIGIN);
    const first = renderAll(cache, snapshot);
    expect(first.rendered).toBe(snapshot.documents.length);
    for (const [id, json] of first.json) expect(json).toBe(fresh(snapshot, id));
    const second = renderAll(cache, snapshot);
    expect(second.rendered).toBe(0);
    expect(second.json).toEqual(first.json);
  });

  it('keeps renderings in its file for the next run, with the new ref in href', () => {
    const before = snapshotOf();
    const cache = new RenderedJsonCache(BASE, ORIGIN, { file: cacheFile });
    renderAll(cache, before);
    cache.save(before);

    rewrite({ ...fixture(IDS.hus), data: { ...fixture(IDS.hus).data, priority: 7 } });
    const after = snapshotOf();
    expect(after.ref).not.toBe(before.ref);
    const next = renderAll(new RenderedJsonCache(BASE, ORIGIN, { file: cacheFile }), after);
    // Only the edited document is rendered again; every text is what rendering it now gives.
    expect(next.rendered).toBe(1);
    for (const [id, json] of next.json) expect(json).toBe(fresh(after, id));
  });

  it('renders a document again when a document it links to shows differently in a link', () => {
    const cache = new RenderedJsonCache(BASE, ORIGIN, { file: cacheFile });
    const before = snapshotOf();
    renderAll(cache, before);
    cache.save(before);

    // Luther gets a new uid and title: the reads that link to him show his new uid and slug.
    rewrite({
      ...fixture(IDS.luther),
      uid: 'luther',
      data: { ...fixture(IDS.luther).data, title: title('Luther') },
    });
    const after = snapshotOf();
    const next = renderAll(new RenderedJsonCache(BASE, ORIGIN, { file: cacheFile }), after);
    expect(next.json.get(IDS.theses)).toBe(fresh(after, IDS.theses));
    expect(next.json.get(IDS.theses)).toContain('"uid":"luther"');
    expect(next.json.get(IDS.worms)).toBe(fresh(after, IDS.worms));
    // Luther himself, the theses (author, related), Worms and the French theses (author).
    expect(next.rendered).toBe(4);
  });

  it('kept in memory across snapshots of one store, finds a link that shows differently', () => {
    // A warm rebuild's content thread: one cache, one store, a new snapshot after each edit.
    const store = new ContentStore({ ...corpus, watch: false, log: () => undefined });
    const cache = new RenderedJsonCache(BASE, ORIGIN);
    renderAll(cache, store.current());
    expect(renderAll(cache, store.current()).rendered).toBe(0);

    rewrite({
      ...fixture(IDS.luther),
      uid: 'luther',
      data: { ...fixture(IDS.luther).data, title: title('Luther') },
    });
    store.invalidate();
    const after = store.current();
    const next = renderAll(cache, after);
    for (const [id, json] of next.json) expect(json).toBe(fresh(after, id));
    expect(next.json.get(IDS.theses)).toContain('"uid":"luther"');
    expect(next.rendered).toBe(4);
    // An edit that changes nothing a link shows renders that document alone.
    rewrite({ ...fixture(IDS.hus), data: { ...fixture(IDS.hus).data, priority: 7 } });
    store.invalidate();
    const last = renderAll(cache, store.current());
    expect(last.rendered).toBe(1);
    for (const [id, json] of last.json) expect(json).toBe(fresh(store.current(), id));
  });

  it('renders links to a deleted document as broken, and a link to a new one as whole', () => {
    const cache = new RenderedJsonCache(BASE, ORIGIN, { file: cacheFile });
    const before = snapshotOf();
    renderAll(cache, before);
    cache.save(before);

    rmSync(path.join(corpus.documentsDir, 'people', 'john-calvin.json'));
    // Worms linked to a missing author; now the author exists.
    rewrite({ id: IDS.missing, uid: 'new-author', type: 'people', data: { title: title('New') } });
    const after = snapshotOf();
    const next = renderAll(new RenderedJsonCache(BASE, ORIGIN, { file: cacheFile }), after);
    for (const [id, json] of next.json) expect(json).toBe(fresh(after, id));
    expect(next.json.get(IDS.geneva)).toContain('"isBroken":true');
    expect(next.json.get(IDS.worms)).toContain('"uid":"new-author"');
  });

  it('does not keep renderings made with fetchLinks or fetch, or for another mount point', () => {
    const snapshot = snapshotOf();
    const cache = new RenderedJsonCache(BASE, ORIGIN);
    const entry = snapshot.byId.get(IDS.theses)!;
    const withLinks = context(snapshot, { fetchLinks: new Map([['people', new Set(['title'])]]) });
    const linked = cache.json(entry, withLinks);
    expect(linked).toBe(JSON.stringify(renderDocument(entry, withLinks)));
    expect(linked).toContain('"data":{"title"');
    expect(cache.json(entry, context(snapshot))).toBe(fresh(snapshot, IDS.theses));
    const elsewhere = context(snapshot, {
      base: 'https://example.org/cms',
      origin: 'https://example.org',
    });
    expect(cache.json(entry, elsewhere)).toBe(JSON.stringify(renderDocument(entry, elsewhere)));
  });

  it('gives a projection (fetch) the whole rendering’s version, and links’ fields none', () => {
    const before = snapshotOf();
    const cache = new RenderedJsonCache(BASE, ORIGIN);
    const projected = (snapshot: ReturnType<typeof snapshotOf>) =>
      context(snapshot, { fetch: new Map([['read', new Set(['title'])]]) });
    const entry = before.byId.get(IDS.theses)!;
    const whole = cache.render(entry, context(before));
    // Its text is made only when read.
    const rendered = cache.rendered;
    const part = cache.render(entry, projected(before));
    expect(cache.rendered).toBe(rendered);
    // The projection's own text, with the version of the whole rendering.
    expect(part.json).toBe(JSON.stringify(renderDocument(entry, projected(before))));
    expect(part.json).not.toBe(whole.json);
    expect(whole.version).toBeDefined();
    expect(part.version).toBe(whole.version);
    expect(cache.rendered).toBe(rendered + 1);
    // Found the same without a kept rendering to take it from.
    expect(new RenderedJsonCache(BASE, ORIGIN).render(entry, projected(before)).version).toBe(
      whole.version,
    );
    const withLinks = context(before, { fetchLinks: new Map([['people', new Set(['title'])]]) });
    expect(cache.render(entry, withLinks).version).toBeUndefined();

    // An edit to a field the projection leaves out gives it a new version all the same, and so
    // does a change in what a document it links to shows.
    rewrite({ ...fixture(IDS.theses), data: { ...fixture(IDS.theses).data, priority: 3 } });
    const edited = snapshotOf();
    const afterEdit = cache.render(edited.byId.get(IDS.theses)!, projected(edited));
    expect(afterEdit.json).toBe(part.json.replace(before.ref, edited.ref));
    expect(afterEdit.version).not.toBe(part.version);
    expect(afterEdit.version).toBe(
      cache.render(edited.byId.get(IDS.theses)!, context(edited)).version,
    );
    rewrite({ ...fixture(IDS.luther), uid: 'luther' });
    const relinked = snapshotOf();
    const afterLink = cache.render(relinked.byId.get(IDS.theses)!, projected(relinked));
    expect(afterLink.version).not.toBe(afterEdit.version);
    expect(afterLink.version).toBe(
      cache.render(relinked.byId.get(IDS.theses)!, context(relinked)).version,
    );
  });

  it('ignores a damaged file and one made for another origin', () => {
    const snapshot = snapshotOf();
    const cache = new RenderedJsonCache(BASE, ORIGIN, { file: cacheFile });
    renderAll(cache, snapshot);
    cache.save(snapshot);
    expect(
      renderAll(new RenderedJsonCache(BASE, 'http://other.invalid', { file: cacheFile }), snapshot)
        .rendered,
    ).toBe(snapshot.documents.length);
    writeFileSync(cacheFile, '{"context":');
    expect(
      renderAll(new RenderedJsonCache(BASE, ORIGIN, { file: cacheFile }), snapshot).rendered,
    ).toBe(snapshot.documents.length);
  });

  it('keeps document links in the order they came, whatever their fields hold', () => {
    rewrite({
      id: 'readOdd000000001',
      uid: 'odd',
      type: 'read',
      data: {
        title: title('Odd "href": text'),
        author1: link(IDS.luther),
        note: '\u0000href\u0000',
      },
    });
    const snapshot = snapshotOf();
    const cache = new RenderedJsonCache(BASE, ORIGIN);
    expect(cache.json(snapshot.byId.get('readOdd000000001')!, context(snapshot))).toBe(
      fresh(snapshot, 'readOdd000000001'),
    );
  });

  describe('on disk (a build that renders each document once)', () => {
    const temporaries = () =>
      existsSync(path.dirname(cacheFile))
        ? readdirSync(path.dirname(cacheFile)).filter((name) => name.endsWith('.tmp'))
        : [];

    it('writes each rendering as it is made, and the file only when closing', () => {
      const snapshot = snapshotOf();
      const cache = new RenderedJsonCache(BASE, ORIGIN, { file: cacheFile, onDisk: true });
      const first = renderAll(cache, snapshot);
      for (const [id, json] of first.json) expect(json).toBe(fresh(snapshot, id));
      // Written already, into the next file; nothing in place yet.
      expect(temporaries()).toHaveLength(1);
      expect(existsSync(cacheFile)).toBe(false);
      // Asked again, each is read back from that file.
      const again = renderAll(cache, snapshot);
      expect(again.rendered).toBe(0);
      expect(again.json).toEqual(first.json);
      cache.save(snapshot);
      expect(existsSync(cacheFile)).toBe(false);
      cache.save(snapshot, { closing: true });
      cache.close();
      expect(existsSync(cacheFile)).toBe(true);
      expect(temporaries()).toEqual([]);
      // The next run, in memory or on disk, renders nothing.
      for (const onDisk of [false, true]) {
        const next = new RenderedJsonCache(BASE, ORIGIN, { file: cacheFile, onDisk });
        const read = renderAll(next, snapshot);
        expect(read.rendered).toBe(0);
        expect(read.json).toEqual(first.json);
        next.close();
      }
    });

    it('carries the renderings it read into the next file, with the edited one made again', () => {
      const before = snapshotOf();
      const seed = new RenderedJsonCache(BASE, ORIGIN, { file: cacheFile });
      renderAll(seed, before);
      seed.save(before);

      // Luther's new uid shows in the links of three more documents (see above).
      rewrite({ ...fixture(IDS.luther), uid: 'luther', data: { ...fixture(IDS.luther).data } });
      const after = snapshotOf();
      const cache = new RenderedJsonCache(BASE, ORIGIN, { file: cacheFile, onDisk: true });
      const next = renderAll(cache, after);
      expect(next.rendered).toBe(4);
      for (const [id, json] of next.json) expect(json).toBe(fresh(after, id));
      cache.save(after, { closing: true });
      cache.close();

      const last = renderAll(new RenderedJsonCache(BASE, ORIGIN, { file: cacheFile }), after);
      expect(last.rendered).toBe(0);
      for (const [id, json] of last.json) expect(json).toBe(fresh(after, id));
    });

    it('removes the next file when closed unsaved, and a dead process its own', () => {
      const snapshot = snapshotOf();
      const cache = new RenderedJsonCache(BASE, ORIGIN, { file: cacheFile, onDisk: true });
      renderAll(cache, snapshot);
      cache.close();
      expect(temporaries()).toEqual([]);
      expect(existsSync(cacheFile)).toBe(false);

      // A build killed half way left its next file (no process has pid 2^22 + 1 here).
      const dead = `${cacheFile}.${(1 << 22) + 1}.1.tmp`;
      const living = `${cacheFile}.${process.ppid}.1.tmp`;
      writeFileSync(dead, 'half');
      writeFileSync(living, 'being written');
      const again = new RenderedJsonCache(BASE, ORIGIN, { file: cacheFile, onDisk: true });
      renderAll(again, snapshot);
      expect(existsSync(dead)).toBe(false);
      expect(existsSync(living)).toBe(true);
      again.close();
      rmSync(living);
    });

    it('starts afresh from a file cut short', () => {
      const snapshot = snapshotOf();
      const cache = new RenderedJsonCache(BASE, ORIGIN, { file: cacheFile, onDisk: true });
      renderAll(cache, snapshot);
      cache.save(snapshot, { closing: true });
      cache.close();
      const whole = readFileSync(cacheFile);
      for (const cut of [10, Math.floor(whole.length / 2), whole.length - 3]) {
        writeFileSync(cacheFile, whole.subarray(0, cut));
        const next = new RenderedJsonCache(BASE, ORIGIN, { file: cacheFile, onDisk: true });
        const read = renderAll(next, snapshot);
        expect(read.rendered).toBe(snapshot.documents.length);
        for (const [id, json] of read.json) expect(json).toBe(fresh(snapshot, id));
        next.close();
      }
    });
  });
});
