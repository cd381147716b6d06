// The shell's server-rendering entry, loaded by the site build (packages/site-build).
import { StrictMode, type ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import type { PageData, StaticQueries } from '@site/contracts/page-data';
import type { PageProps, Registry, RouteInfo } from '@site/contracts/remote';
import { renderWithServerWidgets, type ServerWidgetLookup } from '@site/widgets';
import { createRouteResources } from './app/runtime/route-resources';
import { ShellApp } from './app/shell-app';
import { footerItems, navItems } from './features/layout/nav-items';

export interface RenderShellPageOptions {
  registry: Registry;
  path: string;
  /** The route and component of the page; absent for the 404 page, which no route matches. */
  page?: { area: string; route: RouteInfo; Page: ComponentType<PageProps>; pageData: PageData };
  /**
   * The areas' server widgets (their SSR bundles' `widgets`): the header's commerce tools, and the
   * widgets an area's page shows, are rendered into the HTML with them. Without, their slots are empty.
   */
  widgets?: ServerWidgetLookup;
}

/**
 * The part of a route's path every path it matches starts with (lower case, no trailing slash):
 * the literal segments before the first parameter, splat or optional segment.
 */
function literalPrefix(routePath: string): string {
  const special = routePath.search(/[:*?]/);
  const literal = special < 0 ? routePath : routePath.slice(0, routePath.lastIndexOf('/', special));
  return literal.replace(/\/+$/, '').toLowerCase();
}

const prefixes = new Map<string, string>();
const prefixOf = (routePath: string) => {
  let prefix = prefixes.get(routePath);
  if (prefix === undefined) prefixes.set(routePath, (prefix = literalPrefix(routePath)));
  return prefix;
};

/**
 * The registry with only the routes that could match `path` (issue 33): the router ranks every
 * route it is given on each render, which for the site's hundred-odd routes was a sixth of a
 * page's render. A route left out could not have matched, so the router picks the same one, and
 * the markup is the same. A path with escapes keeps every route (the router matches it decoded).
 */
function registryFor(registry: Registry, path: string): Registry {
  if (path.includes('%')) return registry;
  const lower = path.toLowerCase();
  const remotes: Registry['remotes'] = {};
  for (const [area, entry] of Object.entries(registry.remotes)) {
    remotes[area] = entry.routes
      ? { ...entry, routes: entry.routes.filter((r) => lower.startsWith(prefixOf(r.path))) }
      : entry;
  }
  return { ...registry, remotes };
}

/** The markup inside #root for one page: the same tree the browser hydrates. */
export function renderShellPage({
  registry,
  path,
  page,
  widgets = () => undefined,
}: RenderShellPageOptions): string {
  const resources = createRouteResources({
    loader: null,
    loadPage: async () => {
      throw new Error(`The build rendered ${path} without its page component`);
    },
  });
  if (page) {
    resources.prime(page.area, page.route, path, {
      kind: 'ready',
      Page: page.Page,
      result: { kind: 'ok', pageData: page.pageData },
    });
  }
  return renderWithServerWidgets(widgets, () =>
    renderToString(
      <StrictMode>
        <StaticRouter location={path}>
          <ShellApp
            registry={registryFor(registry, path)}
            runtime={{ resources, buildHash: page?.pageData.buildHash ?? null, prefetch: () => {} }}
          />
        </StaticRouter>
      </StrictMode>,
    ),
  );
}

/** The shell's part of the site-wide static queries: its navigation and footer links. */
export function staticQueries(): Pick<StaticQueries, 'navigation' | 'footer'> {
  return {
    navigation: navItems.map((i) => ({ ...i })),
    footer: footerItems.map((i) => ({ ...i })),
  };
}
