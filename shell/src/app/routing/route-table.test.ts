import { assembleRoutes } from './route-table';

const registry = {
  remotes: {
    content: {
      version: '1.0.0',
      entry: '/c.json',
      routes: [
        { id: 'content.home', path: '/', title: 'Home' },
        { id: 'content.team', path: '/team/', title: 'Team' },
      ],
    },
    commerce: {
      version: '1.0.0',
      entry: '/s.json',
      routes: [{ id: 'commerce.shop', path: '/shop', title: 'Shop' }],
    },
    tours: { version: '1.0.0', entry: '/t.json' },
  },
};

describe('assembleRoutes', () => {
  it('lists every area route with its owner', () => {
    const routes = assembleRoutes(registry);
    expect(routes.map((r) => [r.area, r.path])).toEqual([
      ['content', '/'],
      ['content', '/team/'],
      ['commerce', '/shop'],
    ]);
  });

  it('adds the paths a loaded module brings that the registry did not list', () => {
    const routes = assembleRoutes(registry, {
      tours: [{ id: 'tours.comingSoon', path: '/tours/coming-soon', title: 'Tours' }],
      content: [{ id: 'content.team', path: '/team/', title: 'Team' }],
    });
    expect(routes.filter((r) => r.area === 'tours').map((r) => r.path)).toEqual([
      '/tours/coming-soon',
    ]);
    expect(routes.filter((r) => r.path === '/team/')).toHaveLength(1);
  });

  it('keeps the clientOnly mark, so no page-data is asked for such a route', () => {
    const routes = assembleRoutes({
      remotes: {
        commerce: {
          version: '1.0.0',
          entry: '/s.json',
          routes: [
            {
              id: 'commerce.checkout',
              path: '/checkout/:token',
              title: 'Checkout',
              clientOnly: true,
            },
          ],
        },
      },
    });
    expect(routes[0]).toEqual({
      id: 'commerce.checkout',
      path: '/checkout/:token',
      title: 'Checkout',
      area: 'commerce',
      clientOnly: true,
    });
  });

  it('keeps the first owner of a contested path and warns', () => {
    const warnings: string[] = [];
    const routes = assembleRoutes(
      registry,
      { commerce: [{ id: 'commerce.team', path: '/Team', title: 'Not ours' }] },
      (m) => warnings.push(m),
    );
    expect(routes.find((r) => r.path.toLowerCase().startsWith('/team'))?.area).toBe('content');
    expect(warnings).toEqual([
      'The path /Team is claimed by content and commerce; content keeps it',
    ]);
  });
});
