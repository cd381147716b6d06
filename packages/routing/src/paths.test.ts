import { buildHref, definePaths } from './paths';

describe('path tables', () => {
  const paths = definePaths({
    home: { path: '/', title: 'Home' },
    read: { path: '/read/:slug', title: 'Read' },
    chapter: { path: '/greatcontroversy-chapter:n', title: 'Chapter' },
    category: { path: '/watch/:category?', title: 'Watch' },
    team: { path: '/team/', title: 'Team' },
  });

  it('builds hrefs from parameters', () => {
    expect(paths.home.href()).toBe('/');
    expect(paths.read.href({ slug: 'martin-luther' })).toBe('/read/martin-luther');
    expect(paths.chapter.href({ n: '7' })).toBe('/greatcontroversy-chapter7');
    expect(paths.team.href()).toBe('/team/');
  });

  it('encodes values and drops a missing optional segment', () => {
    expect(paths.read.href({ slug: 'a b/c' })).toBe('/read/a%20b%2Fc');
    expect(paths.category.href({})).toBe('/watch');
    expect(paths.category.href({ category: 'season-1' })).toBe('/watch/season-1');
  });

  it('refuses to build an href without a required parameter', () => {
    expect(() => buildHref('/read/:slug', {})).toThrow(/needs the parameter "slug"/);
  });
});
