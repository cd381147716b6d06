/* global describe, it, expect -- Jest provides them */
const fs = require('node:fs');
const path = require('node:path');
const { createJiti } = require('jiti');
const { routeIdsByRequest } = require('./route-chunks-plugin.cjs');

const repoRoot = path.resolve(__dirname, '../..');

describe('routeIdsByRequest', () => {
  it('reads the three ways an area writes its page table', () => {
    const source = `
      const book = (): Promise<PageModule> =>
        import('../features/book/components/book-page');
      const pages: Record<string, () => Promise<PageModule>> = {
        'content.home': () => import('../features/home/components/home-page'),
        'content.book': book,
        'content.comingSoonBook': book,
      };
      pages['content.give'] = () =>
        import('../features/give/components/give-page');
    `;
    expect(Object.fromEntries(routeIdsByRequest(source))).toEqual({
      '../features/home/components/home-page': ['content.home'],
      '../features/book/components/book-page': ['content.book', 'content.comingSoonBook'],
      '../features/give/components/give-page': ['content.give'],
    });
  });

  it('does not take a loader named like the start of another for it', () => {
    const source = `
      const read = () => import('./read-page');
      const readList = () => import('./read-list-page');
      const pages = { 'a.list': readList, 'a.one': read };
    `;
    expect(Object.fromEntries(routeIdsByRequest(source))).toEqual({
      './read-page': ['a.one'],
      './read-list-page': ['a.list'],
    });
  });

  // A route the parser misses would lose its prefetch without any failure: every area's every route
  // must be found.
  it.each(['commerce', 'content', 'giving', 'media', 'tours'])(
    "finds every route of mfe-%s's routes.ts",
    async (area) => {
      const dir = path.join(repoRoot, `mfe-${area}`, 'src/app');
      const jiti = createJiti(__filename);
      const { routeInfo } = await jiti.import(path.join(dir, 'route-info.ts'));
      const found = [
        ...routeIdsByRequest(fs.readFileSync(path.join(dir, 'routes.ts'), 'utf8')).values(),
      ].flat();
      expect(new Set(found)).toEqual(new Set(routeInfo.map((r) => r.id)));
    },
  );
});
