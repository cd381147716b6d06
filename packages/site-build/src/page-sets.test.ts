import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { PageSetManifest } from './manifest';
import {
  keepPageSets,
  readPageSet,
  setStage,
  writeFileAtomic,
  writeFileUnlessSame,
  writePageSet,
} from './page-sets';

let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'page-sets-'));
});
afterEach(() => {
  setStage(null);
  keepPageSets(false);
  jest.restoreAllMocks();
  fs.rmSync(dir, { recursive: true, force: true });
});

test('a file in a folder someone may read is written through a rename', () => {
  const rename = jest.spyOn(fs, 'renameSync');
  setStage(null, [path.join(dir, 'fresh')]);
  writeFileAtomic(path.join(dir, 'live', 'a', 'index.html'), 'live page');
  expect(rename).toHaveBeenCalledTimes(1);
  expect(fs.readFileSync(path.join(dir, 'live', 'a', 'index.html'), 'utf8')).toBe('live page');
  expect(fs.readdirSync(path.join(dir, 'live', 'a'))).toEqual(['index.html']);
});

test('a file in a folder nobody reads during the build is written in place', () => {
  const rename = jest.spyOn(fs, 'renameSync');
  setStage(null, [path.join(dir, 'fresh')]);
  writeFileAtomic(path.join(dir, 'fresh', 'a', 'index.html'), 'new page');
  // A folder whose name only starts like an unread one is not one.
  writeFileAtomic(path.join(dir, 'fresher', 'index.html'), 'other');
  expect(rename).toHaveBeenCalledTimes(1);
  expect(fs.readFileSync(path.join(dir, 'fresh', 'a', 'index.html'), 'utf8')).toBe('new page');
});

test('a staged file is written in place in the stage', () => {
  const rename = jest.spyOn(fs, 'renameSync');
  const site = path.join(dir, 'site');
  setStage({ siteDir: site, dir: path.join(dir, 'stage') });
  writeFileAtomic(path.join(site, 'page-sets', 'x', 'index.html'), 'staged');
  expect(rename).not.toHaveBeenCalled();
  expect(fs.readFileSync(path.join(dir, 'stage', 'page-sets', 'x', 'index.html'), 'utf8')).toBe(
    'staged',
  );
  expect(fs.existsSync(path.join(site, 'page-sets'))).toBe(false);
});

const manifest = (renderedAt: string): PageSetManifest => ({
  area: 'content',
  version: '1',
  shellHash: 'shell',
  buildHash: 'shell',
  renderedAt,
  documents: { a: 'h1' },
  pages: { index: { dataHash: 'd', dependencies: ['a'] } },
  sitemap: [{ path: '/' }],
  staticQueries: {},
});

describe('a warm builder keeps the manifests in memory', () => {
  test('the one it wrote is read back without parsing, until another write replaces the file', () => {
    keepPageSets(true);
    const set = path.join(dir, 'page-sets', 'content', '1');
    const written = manifest('first');
    writePageSet(set, written);
    const parse = jest.spyOn(JSON, 'parse');
    expect(readPageSet(set)).toBe(written);
    expect(parse).not.toHaveBeenCalled();
    // Another process (a release, a build from the command line) writes the set.
    const file = path.join(set, '.page-set.json');
    fs.writeFileSync(`${file}.other`, JSON.stringify(manifest('second')));
    fs.renameSync(`${file}.other`, file);
    expect(readPageSet(set)?.renderedAt).toBe('second');
    expect(parse).toHaveBeenCalledTimes(1);
  });

  test("a publish's staged manifest is found once the server links it into the site", () => {
    keepPageSets(true);
    const site = path.join(dir, 'site');
    const set = path.join(site, 'page-sets', 'content', '1');
    const stage = path.join(dir, 'generation');
    setStage({ siteDir: site, dir: stage });
    const written = manifest('staged');
    writePageSet(set, written);
    setStage(null);
    // Before the commit the site still has the old manifest (here none).
    expect(readPageSet(set)).toBeNull();
    fs.mkdirSync(set, { recursive: true });
    fs.linkSync(
      path.join(stage, 'page-sets', 'content', '1', '.page-set.json'),
      path.join(set, '.page-set.json'),
    );
    expect(readPageSet(set)).toBe(written);
  });

  test('without keeping, every read parses the file', () => {
    const set = path.join(dir, 'set');
    const written = manifest('plain');
    writePageSet(set, written);
    expect(readPageSet(set)).not.toBe(written);
    expect(readPageSet(set)).toEqual(written);
  });
});

describe('a warm builder does not write a file again with the text it wrote there', () => {
  const file = () => path.join(dir, 'files', 'search-index.json');
  const inode = () => fs.statSync(file()).ino;

  it('writes the same text once, and a new text again', () => {
    keepPageSets(true);
    expect(writeFileUnlessSame(file(), 'index one')).toBe(true);
    const first = inode();
    expect(writeFileUnlessSame(file(), 'index one')).toBe(false);
    expect(inode()).toBe(first);
    expect(writeFileUnlessSame(file(), 'index two')).toBe(true);
    expect(fs.readFileSync(file(), 'utf8')).toBe('index two');
  });

  it('writes it again when the file changed since, or went', () => {
    keepPageSets(true);
    writeFileUnlessSame(file(), 'index one');
    fs.writeFileSync(file(), 'another build wrote this one');
    expect(writeFileUnlessSame(file(), 'index one')).toBe(true);
    expect(fs.readFileSync(file(), 'utf8')).toBe('index one');
    fs.rmSync(file());
    expect(writeFileUnlessSame(file(), 'index one')).toBe(true);
    expect(fs.readFileSync(file(), 'utf8')).toBe('index one');
  });

  it('finds a staged file moved into the site the one it wrote', () => {
    keepPageSets(true);
    const stage = path.join(dir, 'stage');
    setStage({ siteDir: dir, dir: stage });
    writeFileUnlessSame(file(), 'index one');
    setStage(null);
    fs.mkdirSync(path.dirname(file()), { recursive: true });
    fs.renameSync(path.join(stage, 'files', 'search-index.json'), file());
    expect(writeFileUnlessSame(file(), 'index one')).toBe(false);
  });

  it('always writes in a process that is not a warm builder', () => {
    writeFileUnlessSame(file(), 'index one');
    const rename = jest.spyOn(fs, 'renameSync');
    expect(writeFileUnlessSame(file(), 'index one')).toBe(true);
    expect(rename).toHaveBeenCalledTimes(1);
  });
});
