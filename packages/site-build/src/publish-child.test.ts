import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { commitGeneration, listFiles } from './publish-child';

test('a generation is moved into the site: its files in place, the ones it removed gone, its own copy kept', () => {
  const siteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'commit-generation-'));
  const dir = path.join(siteDir, '.generations', 'g1');
  try {
    const write = (file: string, text: string) => {
      fs.mkdirSync(path.dirname(file), { recursive: true });
      fs.writeFileSync(file, text);
    };
    write(path.join(siteDir, 'page-sets/content/1/read/a/index.html'), 'old a');
    write(path.join(siteDir, 'page-sets/content/1/read/b/index.html'), 'old b');
    write(path.join(dir, 'page-sets/content/1/read/a/index.html'), 'new a');
    write(path.join(dir, 'page-sets/content/1/.page-set.json'), '{}');
    write(path.join(dir, 'pages/sitemap.xml'), 'map');
    const files = listFiles(dir);
    expect(files.sort()).toEqual([
      'page-sets/content/1/.page-set.json',
      'page-sets/content/1/read/a/index.html',
      'pages/sitemap.xml',
    ]);
    commitGeneration(siteDir, { dir, files, removed: ['page-sets/content/1/read/b/index.html'] });
    const read = (rel: string) => fs.readFileSync(path.join(siteDir, rel), 'utf8');
    expect(read('page-sets/content/1/read/a/index.html')).toBe('new a');
    expect(read('pages/sitemap.xml')).toBe('map');
    expect(fs.existsSync(path.join(siteDir, 'page-sets/content/1/read/b/index.html'))).toBe(false);
    // The server may still be sending the generation's copy: it stays until the server prunes it.
    expect(fs.readFileSync(path.join(dir, 'pages/sitemap.xml'), 'utf8')).toBe('map');
  } finally {
    fs.rmSync(siteDir, { recursive: true, force: true });
  }
});
