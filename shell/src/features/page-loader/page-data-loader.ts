import type { PageData } from '@site/contracts/page-data';
import { pageDataUrl } from '@site/routing/page-data-path';

export type PageDataResult =
  | { kind: 'ok'; pageData: PageData }
  /** The build has no such page: show the 404 page. */
  | { kind: 'not-found' }
  /** The server failed (500): show an error view. */
  | { kind: 'error'; status: number }
  /** Written by another build than the one running: reload the page fully. */
  | { kind: 'stale'; buildHash: string }
  /** Still failing after the retries: navigate fully to the address. */
  | { kind: 'failed'; reason: string };

export interface PageDataLoaderOptions {
  fetch: (url: string) => Promise<Pick<Response, 'status' | 'ok' | 'json'>>;
  /** The build this app belongs to; null when the site has no build data (client-only mode). */
  buildHash: string | null;
  /**
   * The version of each area this app loads (the registry it started with). Page-data rendered by
   * another version of its area is stale too: a release landed since, and the page's HTML, data and
   * code must come from one version, so the page is loaded fully.
   */
  versions?: Readonly<Record<string, string>>;
  /** Spec §9: page data is retried up to 3 times. */
  retries?: number;
  sleep?: (ms: number) => Promise<void>;
  /** A failed result is reused this long (a prefetch's answer serves the click that follows it). */
  retryAfterMs?: number;
  now?: () => number;
  /** Where a page's data is asked for; default its build's `/page-data/…/page-data.json` (a preview asks the server). */
  url?: (pathname: string) => string;
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

function isPageData(value: unknown): value is PageData {
  const v = value as PageData;
  return (
    typeof v === 'object' &&
    v !== null &&
    typeof v.path === 'string' &&
    typeof v.routeId === 'string' &&
    typeof v.buildHash === 'string' &&
    typeof v.head === 'object'
  );
}

/**
 * Loads page-data with the rules of spec §4 and §8. Results are cached (prefetch
 * and navigation share one request); a failure only briefly, so a later visit
 * tries again.
 */
export function createPageDataLoader(options: PageDataLoaderOptions) {
  const {
    retries = 3,
    sleep = wait,
    retryAfterMs = 10_000,
    now = Date.now,
    url: urlOf = pageDataUrl,
  } = options;
  const cache = new Map<string, Promise<PageDataResult>>();
  const failedAt = new Map<string, number>();

  async function fetchOnce(url: string): Promise<PageDataResult | 'retry'> {
    let response;
    try {
      response = await options.fetch(url);
    } catch {
      return 'retry';
    }
    if (response.status === 404) return { kind: 'not-found' };
    if (response.status === 500) return { kind: 'error', status: 500 };
    if (!response.ok) return 'retry';
    try {
      const body: unknown = await response.json();
      if (!isPageData(body)) return 'retry';
      if (options.buildHash && body.buildHash !== options.buildHash) {
        return { kind: 'stale', buildHash: body.buildHash };
      }
      const loaded = options.versions?.[body.area];
      if (body.version && loaded && body.version !== loaded)
        return { kind: 'stale', buildHash: body.buildHash };
      return { kind: 'ok', pageData: body };
    } catch {
      return 'retry';
    }
  }

  async function loadUncached(pathname: string): Promise<PageDataResult> {
    const url = urlOf(pathname);
    for (let attempt = 0; attempt <= retries; attempt++) {
      if (attempt > 0) await sleep(150 * attempt);
      const result = await fetchOnce(url);
      if (result !== 'retry') return result;
    }
    return { kind: 'failed', reason: `${url} failed ${retries + 1} times` };
  }

  function key(pathname: string) {
    return urlOf(pathname);
  }

  return {
    load(pathname: string): Promise<PageDataResult> {
      const k = key(pathname);
      let pending = cache.get(k);
      const failed = failedAt.get(k);
      if (!pending || (failed !== undefined && now() - failed >= retryAfterMs)) {
        failedAt.delete(k);
        pending = loadUncached(pathname);
        cache.set(k, pending);
        void pending.then((result) => {
          if (result.kind !== 'ok' && result.kind !== 'not-found') failedAt.set(k, now());
        });
      }
      return pending;
    },
    /** Seeds the cache with data that came with the HTML, so hydration needs no request. */
    prime(pageData: PageData): void {
      cache.set(key(pageData.path), Promise.resolve({ kind: 'ok', pageData }));
    },
    has(pathname: string): boolean {
      return cache.has(key(pathname));
    },
  };
}

export type PageDataLoader = ReturnType<typeof createPageDataLoader>;
