import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { PageSetManifest } from './manifest';
import { manifestFiles, PARTS_DIR } from './manifest-parts';
import { readPageSet, setStage, stagedRemovals, writePageSet } from './page-sets';

let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'manifest-parts-'));
});
afterEach(() => {
  setStage(null);
  fs.rmSync(dir, { recursive: true, force: true });
});

/** A set of `count` pages, each showing one document, and a document named `__proto__`. */
function manifest(count: number, edit: (m: PageSetManifest) => void = () => undefined) {
  const m: PageSetManifest = {
    area: 'content',
    version: `v${count}`,
    shellHash: 'shell',
    buildHash: 'shell',
    renderedAt: '2026-11-28T00:00:00.000Z',
    documents: JSON.parse('{"__proto__":"hp"}') as Record<string, string>,
    pages: {},
    sitemap: [],
    staticQueries: {},
    reads: { types: ['read'], any: false },
  };
  for (let i = 0; i < count; i++) {
    m.pages[`read/κ-${i}`] = { dataHash: `d${i}`, dependencies: [`doc-${i}`, '__proto__'] };
    m.documents[`doc-${i}`] = `h${i}`;
    m.sitemap.push({ path: `/read/k-${i}/`, lastModified: null });
  }
  edit(m);
  return m;
}

const partsIn = (set: string) => fs.readdirSync(path.join(set, PARTS_DIR)).sort();
const byPath = (m: PageSetManifest) => [...m.sitemap].sort((a, b) => (a.path < b.path ? -1 : 1));

test('a set read back from its root and parts is the manifest written', () => {
  const set = path.join(dir, 'set');
  const written = manifest(500);
  writePageSet(set, written);
  const read = readPageSet(set)!;
  expect(read.pages).toEqual(written.pages);
  expect(Object.keys(read.documents)).toHaveLength(501);
  expect(Object.hasOwn(read.documents, '__proto__')).toBe(true);
  expect(read.documents).toEqual(written.documents);
  expect(byPath(read)).toEqual(byPath(written));
  expect({ ...read, pages: 0, documents: 0, sitemap: 0 }).toEqual({
    ...written,
    pages: 0,
    documents: 0,
    sitemap: 0,
  });
  // The root is small: the pages are in the parts.
  expect(fs.statSync(path.join(set, '.page-set.json')).size).toBeLessThan(1000);
  expect(partsIn(set)).toHaveLength(8);
});

test('an edit makes again only the parts of the entries it changed, added or removed', () => {
  const names = (m: PageSetManifest) => manifestFiles(m).parts.map((p) => p.name);
  const first = names(manifest(500));
  const changed = (edit: (m: PageSetManifest) => void) =>
    names(manifest(500, edit)).filter((name, i) => name !== first[i]).length;
  expect(changed(() => undefined)).toBe(0);
  expect(changed((m) => (m.pages['read/κ-7']!.dataHash = 'new'))).toBe(1);
  expect(changed((m) => (m.documents['doc-7'] = 'new'))).toBe(1);
  expect(changed((m) => (m.sitemap[3] = { path: '/read/k-3/', lastModified: '2026' }))).toBe(1);
  expect(changed((m) => delete m.pages['read/κ-9'])).toBe(1);
  expect(changed((m) => (m.pages.added = { dataHash: 'a', dependencies: [] }))).toBe(1);
  // The parts made from the last ones are the parts made afresh (another version has no last).
  const edited = manifest(500, (m) => (m.pages['read/κ-7']!.dataHash = 'new'));
  manifestFiles(manifest(500));
  const incremental = manifestFiles(edited).parts;
  expect(incremental).toEqual(manifestFiles({ ...edited, version: 'afresh' }).parts);
});

test('a write leaves the parts the root names, and a staged one records the others as removed', () => {
  const set = path.join(dir, 'site', 'set');
  writePageSet(set, manifest(500));
  const before = partsIn(set);
  const edited = manifest(500, (m) => (m.pages['read/κ-7']!.dataHash = 'new'));
  const stage = path.join(dir, 'stage');
  setStage({ siteDir: path.join(dir, 'site'), dir: stage });
  writePageSet(set, edited);
  // Only the new part is staged, beside the root; the old one is to go with the commit.
  expect(fs.readdirSync(path.join(stage, 'set', PARTS_DIR))).toHaveLength(1);
  expect(stagedRemovals()).toHaveLength(1);
  expect(before).toContain(path.basename(stagedRemovals()[0]!));
  setStage(null);
  writePageSet(set, edited);
  expect(partsIn(set)).toHaveLength(8);
  expect(partsIn(set).filter((name) => !before.includes(name))).toHaveLength(1);
});

test('a set whose part is missing or altered is not read, and one of the old format is', () => {
  const set = path.join(dir, 'set');
  writePageSet(set, manifest(200));
  const part = path.join(set, PARTS_DIR, partsIn(set)[0]!);
  const text = fs.readFileSync(part, 'utf8');
  fs.writeFileSync(part, text.replace('"d', '"x'));
  expect(readPageSet(set)).toBeNull();
  // The altered part is removed, so that the next write makes it again, and the set reads whole.
  expect(fs.existsSync(part)).toBe(false);
  expect(readPageSet(set)).toBeNull();
  writePageSet(set, manifest(200));
  expect(fs.readFileSync(part, 'utf8')).toBe(text);
  expect(readPageSet(set)?.pages).toEqual(manifest(200).pages);
  // A root written before manifests had parts holds everything itself.
  const old = manifest(3);
  fs.writeFileSync(path.join(set, '.page-set.json'), JSON.stringify(old));
  expect(readPageSet(set)).toEqual(old);
});
