import type { ComponentType } from 'react';
import type { PageProps, RouteInfo } from '@site/contracts/remote';
import type { PageDataLoader, PageDataResult } from '../../features/page-loader/page-data-loader';
import { fulfilled, track, type TrackedThenable } from './thenable';

/** Everything a route needs before it renders: its component and its page data. */
export type RouteResources =
  | { kind: 'ready'; Page: ComponentType<PageProps>; result: PageDataResult | null }
  /** The area's code could not be loaded (its fallback module came back). */
  | { kind: 'unavailable'; area: string; reason: string };

export interface RouteResourceOptions {
  loader: PageDataLoader | null;
  loadPage(
    area: string,
    info: RouteInfo,
  ): Promise<ComponentType<PageProps> | { unavailable: string }>;
  /** Spec §4: a load taking over 1000 ms fires the delayed-load event. */
  onDelayed?(path: string): void;
  onSettled?(path: string): void;
  delayMs?: number;
  /** A failed load is answered from the cache for this long (React re-reads it), then tried again. */
  retryAfterMs?: number;
  now?: () => number;
}

/**
 * One cache entry per path and attempt. Navigation, prefetch and hydration all
 * go through here, so the same thenable is read by React on every render.
 */
export function createRouteResources(options: RouteResourceOptions) {
  const { delayMs = 1000, retryAfterMs = 10_000, now = Date.now } = options;
  const entries = new Map<string, TrackedThenable<RouteResources>>();
  /** When an entry's load failed; React must still read the failure, so it stays until it is old. */
  const failedAt = new Map<string, number>();
  const key = (area: string, info: RouteInfo, pathname: string, attempt: number) =>
    `${area}|${info.path}|${pathname}|${attempt}`;

  async function resolve(area: string, info: RouteInfo, pathname: string): Promise<RouteResources> {
    const [page, result] = await Promise.all([
      options.loadPage(area, info),
      info.clientOnly || !options.loader ? Promise.resolve(null) : options.loader.load(pathname),
    ]);
    if ('unavailable' in page) return { kind: 'unavailable', area, reason: page.unavailable };
    return { kind: 'ready', Page: page, result };
  }

  return {
    get(
      area: string,
      info: RouteInfo,
      pathname: string,
      attempt = 0,
    ): TrackedThenable<RouteResources> {
      const k = key(area, info, pathname, attempt);
      let entry = entries.get(k);
      const failed = failedAt.get(k);
      if (entry && (failed === undefined || now() - failed < retryAfterMs)) return entry;
      failedAt.delete(k);
      const timer = setTimeout(() => options.onDelayed?.(pathname), delayMs);
      const pending = resolve(area, info, pathname).finally(() => {
        clearTimeout(timer);
        options.onSettled?.(pathname);
      });
      entry = track(pending);
      entries.set(k, entry);
      // Successes are kept; a failure is kept briefly, so a later visit (or "Try again") loads afresh.
      void pending.then(
        (r) => {
          if (
            r.kind === 'unavailable' ||
            (r.result && r.result.kind !== 'ok' && r.result.kind !== 'not-found')
          ) {
            failedAt.set(k, now());
          }
        },
        () => failedAt.set(k, now()),
      );
      return entry;
    },
    /** For hydration and server rendering: the resources are known before the first render. */
    prime(area: string, info: RouteInfo, pathname: string, resources: RouteResources): void {
      entries.set(key(area, info, pathname, 0), fulfilled(resources));
    },
  };
}

export type RouteResourceCache = ReturnType<typeof createRouteResources>;
