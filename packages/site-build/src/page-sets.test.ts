import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setStage, writeFileAtomic } from './page-sets';

let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'page-sets-'));
});
afterEach(() => {
  setStage(null);
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
