// The shell's server-rendering entry, loaded by the site build (packages/site-build).
import { StrictMode, type ComponentType, type ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import type { PageData, StaticQueries } from '@site/contracts/page-data';
import type { PageProps, Registry, RouteInfo } from '@site/contracts/remote';
import { ISLAND_TEMPLATE_ATTR } from '@site/contracts/islands';
import { renderWithServerWidgets, type ServerWidgetLookup } from '@site/widgets';
import { createRouteResources } from './app/runtime/route-resources';
import { ShellApp } from './app/shell-app';
import { footerItems, navItems } from './features/layout/nav-items';
import { registryFor } from './ssr-routes';

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

/**
 * A page's island templates (@site/contracts/islands, point 4), each as the markup React renders for
 * it inside the page at `path` (links resolve as they do there), in a <template> the browser keeps
 * inert: not drawn, not read out, its images not loaded.
 */
export function renderIslandTemplates(
  path: string,
  templates: Readonly<Record<string, ReactElement>>,
): string {
  return Object.entries(templates)
    .map(([name, element]) => {
      if (!/^[a-z0-9-]+$/.test(name)) throw new Error(`An island template's name: "${name}"`);
      const markup = renderToString(<StaticRouter location={path}>{element}</StaticRouter>);
      return `<template ${ISLAND_TEMPLATE_ATTR}="${name}">${markup}</template>`;
    })
    .join('');
}

/** The shell's part of the site-wide static queries: its navigation and footer links. */
export function staticQueries(): Pick<StaticQueries, 'navigation' | 'footer'> {
  return {
    navigation: navItems.map((i) => ({ ...i })),
    footer: footerItems.map((i) => ({ ...i })),
  };
}
