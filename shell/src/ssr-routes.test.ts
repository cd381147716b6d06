import { matchRoutes } from '@site/router';
import type { Registry, RouteInfo } from '@site/contracts/remote';
import { registryFor } from './ssr-routes';

const route = (id: string, path: string): RouteInfo => ({ id, path, title: id });
const registry: Registry = {
  remotes: {
    content: {
      version: '1',
      entry: '/remotes/content/1/mf-manifest.json',
      routes: [
        route('home', '/'),
        route('reads', '/read/'),
        route('read', '/read/:slug'),
        route('overview', '/read/:season/:section'),
        route('readRest', '/read/*'),
        route('event', '/timeline/events/:uid'),
        route('timeline', '/timeline'),
        route('person', '/timeline/:uid'),
        route('team', '/Team'),
        route('docs', '/docs/en?/intro'),
      ],
    },
    tours: {
      version: '1',
      entry: '/remotes/tours/1/mf-manifest.json',
      routes: [route('tours', '/tours/upcoming'), route('tour', '/tours/:uid')],
    },
    media: { version: '1', entry: '/remotes/media/1/mf-manifest.json' },
  },
} as unknown as Registry;

const routesOf = (r: Registry) =>
  Object.values(r.remotes).flatMap((e) =>
    (e.routes ?? []).map((x) => ({ path: x.path, id: x.id })),
  );
const matched = (r: Registry, path: string) =>
  matchRoutes([...routesOf(r), { path: '*', id: 'unknown' }], path)?.[0]?.route.id;

test.each([
  '/',
  '/read/',
  '/read/luther',
  '/read/season1/people',
  '/read/a/b/c',
  '/timeline',
  '/timeline/events/worms',
  '/timeline/calvin/',
  '/team',
  '/TEAM/',
  '/docs/intro',
  '/docs/en/intro',
  '/tours/upcoming',
  '/tours/rome',
  '/nowhere',
  '/caf%C3%A9',
])('the router picks the same route for %s among the routes kept', (path) => {
  expect(matched(registryFor(registry, path), path)).toBe(matched(registry, path));
});

test('routes that cannot match are left out, and an area without a list keeps none', () => {
  const kept = registryFor(registry, '/read/luther');
  expect(routesOf(kept).map((r) => r.id)).toEqual([
    'home',
    'reads',
    'read',
    'overview',
    'readRest',
  ]);
  expect(kept.remotes.media).toBe(registry.remotes.media);
  expect(kept.remotes.tours!.routes).toEqual([]);
});
