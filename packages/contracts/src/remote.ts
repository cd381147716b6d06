import type { ComponentType, ReactElement } from 'react';

export type AreaName = 'content' | 'commerce' | 'media' | 'giving' | 'tours';

/** A route as data: what the server and the shell know without loading the remote's code. */
export interface RouteInfo {
  /** Stable id, `area.page`; several paths may share one id (e.g. the 42 chapters). */
  id: string;
  /** A react-router path pattern. */
  path: string;
  /** Used for the document title until the page sets its own. */
  title: string;
  /** Rendered in the browser only: no page-data is built for it (search results, account pages). */
  clientOnly?: boolean;
}

export interface PageProps {
  /** The matched path parameters. */
  params: Readonly<Record<string, string | undefined>>;
  /** The route that matched, as data. */
  route: RouteInfo;
  /** The page's build-time data (page-data.json's `data`); undefined for client-only routes. */
  data?: unknown;
}

export interface PageModule {
  default: ComponentType<PageProps>;
  /**
   * Other renderings of parts of the page, from its build-time data, for its area's island to put in
   * place before the app is live (@site/contracts/islands, point 4). The build renders each into the
   * page's HTML, beside #root, as `<template data-island-template="name">`.
   */
  islandTemplates?: (data: unknown) => Readonly<Record<string, ReactElement>>;
}

export interface RemoteRoute extends RouteInfo {
  load: () => Promise<PageModule>;
}

/** What every remote exposes as `./routes`. */
export interface RemoteRoutesModule {
  area: AreaName;
  routes: readonly RemoteRoute[];
}

/**
 * An area's `./routes` from its routes as data and a page loader per route id. A route without a page,
 * or a page for no route, throws when the module is evaluated, so the site build (which renders every
 * area's routes) fails instead of shipping a route that renders nothing of its own.
 */
export function routesModule(
  area: AreaName,
  routeInfo: readonly RouteInfo[],
  pages: Readonly<Record<string, () => Promise<PageModule>>>,
): RemoteRoutesModule {
  const ids = new Set(routeInfo.map((info) => info.id));
  const missing = [...ids].filter((id) => !Object.hasOwn(pages, id));
  const unrouted = Object.keys(pages).filter((id) => !ids.has(id));
  if (missing.length > 0) throw new Error(`${area}: no page for route(s) ${missing.join(', ')}`);
  if (unrouted.length > 0) throw new Error(`${area}: page(s) for no route: ${unrouted.join(', ')}`);
  return { area, routes: routeInfo.map((info) => ({ ...info, load: pages[info.id]! })) };
}

/** A widget expose (`./CartButton`, `./AudioPlayer` …). */
export interface WidgetModule<P = Record<string, never>> {
  default: ComponentType<P>;
}

/** One entry of `/remotes.json`: which version of a remote is live. */
export interface RegistryEntry {
  version: string;
  /** URL of the remote's mf-manifest.json. */
  entry: string;
  /** Added by the server from the remote's routes.json, so a dead remote's paths are still known. */
  routes?: RouteInfo[];
  /** A version being tried on a share of visitors (`pnpm release <area> --canary <percent>`). */
  canary?: { version: string; percent: number };
}

export interface Registry {
  remotes: Record<string, RegistryEntry>;
}
