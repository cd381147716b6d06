import { staticRoutePages } from './static-pages';

describe('staticRoutePages', () => {
  it('lists fixed paths only, skipping parameters, wildcards, client-only and skipped routes', () => {
    const pages = staticRoutePages(
      [
        { id: 'a.home', path: '/', title: 'Home' },
        { id: 'a.item', path: '/things/:uid', title: 'Thing' },
        { id: 'a.all', path: '/read/*', title: 'Read' },
        { id: 'a.search', path: '/search', title: 'Search', clientOnly: true },
        { id: 'a.team', path: '/team/', title: 'Team' },
        { id: 'a.notFound', path: '/404', title: 'Not found' },
      ],
      ['a.notFound'],
    );
    expect(pages).toEqual([
      { path: '/', routeId: 'a.home', head: { title: 'Home' }, data: null, dependencies: [] },
      { path: '/team/', routeId: 'a.team', head: { title: 'Team' }, data: null, dependencies: [] },
    ]);
  });
});
