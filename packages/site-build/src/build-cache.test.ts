import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { areaCacheDir, clearAreaCaches, folderCache, laterCache } from './build-cache';

describe('an area build cache', () => {
  let site: string;
  beforeEach(() => {
    site = fs.mkdtempSync(path.join(os.tmpdir(), 'build-cache-'));
  });
  afterEach(() => fs.rmSync(site, { recursive: true, force: true }));

  it('gives back what was set, per area and version, until a full build clears it', () => {
    const cache = folderCache(areaCacheDir(site, 'content', '1.0.0'));
    expect(cache.get('index.json')).toBeUndefined();
    cache.set('index.json', '{"a":1}');
    cache.set('index.json', '{"a":2}');
    expect(cache.get('index.json')).toBe('{"a":2}');
    expect(folderCache(areaCacheDir(site, 'content', '1.0.1')).get('index.json')).toBeUndefined();
    expect(fs.readdirSync(areaCacheDir(site, 'content', '1.0.0'))).toEqual(['index.json']);
    clearAreaCaches(site);
    expect(cache.get('index.json')).toBeUndefined();
  });

  it('refuses keys that are not plain names', () => {
    const cache = folderCache(areaCacheDir(site, 'content', '1.0.0'));
    for (const key of ['../escape', 'a/b', '', '.hidden'])
      expect(() => cache.set(key, 'x')).toThrow(/bad cache key/);
  });
});

describe('a cache written later', () => {
  it('reads its own values first, and writes them to the cache under it only when flushed', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'later-cache-'));
    try {
      const folder = folderCache(dir);
      folder.set('kept.json', 'before');
      const later = laterCache(folder);
      expect(later.get('kept.json')).toBe('before');
      later.set('kept.json', 'after');
      later.set('new.json', 'new');
      expect([later.get('kept.json'), later.get('new.json')]).toEqual(['after', 'new']);
      expect([folder.get('kept.json'), folder.get('new.json')]).toEqual(['before', undefined]);
      later.flush();
      expect([folder.get('kept.json'), folder.get('new.json')]).toEqual(['after', 'new']);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
