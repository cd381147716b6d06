import type { GeneratedPage } from '@site/contracts/generator';
import type { RouteInfo } from '@site/contracts/remote';

/**
 * One page per route that has a fixed path (no parameters, no wildcard, not
 * client-only): the pages an area has before any content decides more.
 */
export function staticRoutePages(
  routes: readonly RouteInfo[],
  skip: readonly string[] = [],
): GeneratedPage<null>[] {
  return routes
    .filter((r) => !r.clientOnly && !/[:*]/.test(r.path) && !skip.includes(r.id))
    .map((r) => ({
      path: r.path,
      routeId: r.id,
      head: { title: r.title },
      data: null,
      dependencies: [],
    }));
}
