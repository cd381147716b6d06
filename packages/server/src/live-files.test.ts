import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { LiveFiles } from './live-files';

describe('LiveFiles', () => {
  const siteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'live-files-'));
  const generation = path.join(siteDir, '.generations', 'g1');
  afterAll(() => fs.rmSync(siteDir, { recursive: true, force: true }));

  test('a shown generation wins over the site folder all at once, and settles back to it', async () => {
    const live = new LiveFiles(siteDir, 10);
    const page = path.join(siteDir, 'page-sets', 'content', '1.0.0', 'read', 'a', 'index.html');
    const gone = path.join(siteDir, 'page-sets', 'content', '1.0.0', 'read', 'b', 'index.html');
    const other = path.join(siteDir, 'pages', 'robots.txt');
    fs.mkdirSync(generation, { recursive: true });
    expect(live.resolve(page)).toBe(page);
    const id = live.show({
      dir: generation,
      files: ['page-sets/content/1.0.0/read/a/index.html', 'pages/sitemap.xml'],
      removed: ['page-sets/content/1.0.0/read/b/index.html'],
    });
    expect(live.resolve(page)).toBe(
      path.join(generation, 'page-sets/content/1.0.0/read/a/index.html'),
    );
    expect(live.resolve(gone)).toBeNull();
    expect(live.resolve(other)).toBe(other);
    live.settle(id + 1); // not the one shown: nothing changes
    expect(live.showing).toBe(true);
    live.settle(id);
    expect(live.resolve(page)).toBe(page);
    expect(live.resolve(gone)).toBe(gone);
    // The generation's folder goes after the grace period.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(fs.existsSync(generation)).toBe(false);
  });

  test('a generation outside the site folder or naming an unsafe path is refused', () => {
    const live = new LiveFiles(siteDir);
    expect(() => live.show({ dir: os.tmpdir(), files: [], removed: [] })).toThrow('.generations');
    expect(() =>
      live.show({ dir: generation, files: ['pages/../../etc/passwd'], removed: [] }),
    ).toThrow('unsafe path');
    expect(live.showing).toBe(false);
  });
});
