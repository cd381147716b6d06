import { createElement, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import * as router from 'react-router';
import { serverRouter } from './server-links';

const server = serverRouter(router);

/** A page at `location` rendering `links` with react-router's own links, and with the server's. */
function both(location: string, links: (r: typeof router) => ReactNode) {
  const page = (r: typeof router) =>
    renderToString(
      createElement(
        router.StaticRouter,
        { location },
        createElement(
          router.Routes,
          null,
          createElement(router.Route, { path: '*', element: createElement('nav', null, links(r)) }),
        ),
      ),
    );
  return { theirs: page(router), ours: page(server) };
}

const PATHS = [
  '/',
  '/read',
  '/read/',
  '/read/luther',
  '/Read/Luther',
  '/timeline/people/john-wycliffe',
  '/a_b~c-d/e',
  // Not plain: handed to react-router's own.
  '/search?q=luther',
  '/read#top',
  '/read/../books',
  '/read//luther',
  'books',
  '../books',
  '.',
  'https://example.org/x',
  '//example.org/x',
  '/read/wycliffe%20bible',
  '/read/ä',
];
const LOCATIONS = [
  '/',
  '/read',
  '/read/',
  '/read/luther',
  '/READ/luther/',
  '/readings',
  '/books/x',
];

describe('the server-rendering Link and NavLink', () => {
  it('render what react-router renders, for plain paths and every other kind of `to`', () => {
    for (const location of LOCATIONS) {
      const { theirs, ours } = both(location, (r) =>
        PATHS.flatMap((to, i) => [
          createElement(r.Link, { key: `l${i}`, to, className: 'card', 'aria-label': to }, to),
          createElement(
            r.Link,
            {
              key: `t${i}`,
              to,
              target: '_blank',
              state: { a: 1 },
              replace: true,
              onClick: () => undefined,
            },
            'x',
          ),
          createElement(r.NavLink, { key: `n${i}`, to }, to),
          createElement(r.NavLink, { key: `e${i}`, to, end: true, className: 'menu' }, 'y'),
          createElement(
            r.NavLink,
            {
              key: `g${i}`,
              title: 'before',
              to,
              'aria-label': to,
              target: '_self',
              state: { from: 'menu' },
              onClick: () => undefined,
              id: `g${i}`,
            },
            'z',
          ),
          createElement(r.NavLink, {
            key: `f${i}`,
            to,
            caseSensitive: true,
            'aria-current': 'location',
            className: ({ isActive }: { isActive: boolean }) => (isActive ? 'on' : 'off'),
            style: ({ isActive }: { isActive: boolean }) => ({ fontWeight: isActive ? 700 : 400 }),
            children: ({ isActive }: { isActive: boolean }) => (isActive ? 'here' : 'there'),
          }),
        ]),
      );
      expect(ours).toBe(theirs);
    }
  });

  it('leave to react-router what a static page does not do: prefetching, relative, reloadDocument, an object', () => {
    const { theirs, ours } = both('/read/luther', (r) => [
      createElement(r.Link, { key: 1, to: '/read', prefetch: 'intent' }, 'a'),
      createElement(r.Link, { key: 2, to: '/read', relative: 'path' }, 'b'),
      createElement(r.Link, { key: 3, to: '/read', reloadDocument: true }, 'c'),
      createElement(r.Link, { key: 4, to: { pathname: '/read', search: '?x=1' } }, 'd'),
      createElement(r.Link, { key: 5, to: '/read', discover: 'none' }, 'e'),
      createElement(r.NavLink, { key: 6, to: { pathname: '/read' } }, 'f'),
    ]);
    expect(ours).toBe(theirs);
    expect(ours).toContain('data-discover="true"');
  });

  it('counts a plain path under the current one as active, as react-router does', () => {
    const { ours } = both('/read/luther', (r) => [
      createElement(r.NavLink, { key: 1, to: '/read' }, 'Read'),
      createElement(r.NavLink, { key: 2, to: '/read', end: true }, 'Only'),
      createElement(r.NavLink, { key: 3, to: '/rea' }, 'Not'),
    ]);
    expect(ours).toBe(
      '<nav><a aria-current="page" class="active" href="/read" data-discover="true">Read</a>' +
        '<a class="" href="/read" data-discover="true">Only</a>' +
        '<a class="" href="/rea" data-discover="true">Not</a></nav>',
    );
  });
});
