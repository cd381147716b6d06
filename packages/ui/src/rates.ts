import type { AppData, CurrencyRate, StaticQueries } from '@site/contracts/page-data';

type FetchLike = (input: string) => Promise<Pick<Response, 'ok' | 'json'>>;

/** A currency code the way the static query and the API write it; anything else is not a path segment or a key. */
const CODE = /^[A-Z]{3}$/;
const HASH = /^[A-Za-z0-9_-]+$/;

function isRate(value: unknown): value is CurrencyRate {
  const r = value as Partial<CurrencyRate> | null;
  return (
    typeof r === 'object' &&
    r !== null &&
    typeof r.code === 'string' &&
    CODE.test(r.code) &&
    typeof r.rateFromGbp === 'number' &&
    r.rateFromGbp > 0 &&
    Number.isFinite(r.rateFromGbp)
  );
}

/** Keeps the well-formed nodes of a `rate` query answer (a file from the network is not trusted). */
export function readRateNodes(nodes: unknown): CurrencyRate[] {
  return Array.isArray(nodes) ? nodes.filter(isRate) : [];
}

let pending: Promise<CurrencyRate[]> | null = null;
let queries: Promise<Partial<StaticQueries>> | null = null;

/**
 * The build's site-wide static queries (`/page-data/sq/d/<hash>.json`), read once per page: the
 * browser never asks the content API. Rejects when the files cannot be read, and asks again next time.
 */
export function loadStaticQueries(
  fetchImpl: FetchLike = (url) => fetch(url),
): Promise<Partial<StaticQueries>> {
  queries ??= (async () => {
    const appResponse = await fetchImpl('/page-data/app-data.json');
    if (!appResponse.ok) throw new Error('app-data.json unavailable');
    const app = (await appResponse.json()) as Partial<AppData>;
    if (typeof app.staticQueryHash !== 'string' || !HASH.test(app.staticQueryHash))
      throw new Error('bad static query hash');
    const sqResponse = await fetchImpl(`/page-data/sq/d/${app.staticQueryHash}.json`);
    if (!sqResponse.ok) throw new Error('static query file unavailable');
    const sq = (await sqResponse.json()) as { data?: Partial<StaticQueries> } | null;
    return sq?.data ?? {};
  })();
  queries.catch(() => {
    queries = null;
  });
  return queries;
}

/**
 * The build's `rate` static query (units of each currency per 1 GBP), as the shop reads it.
 * Resolves to [] when the files cannot be read, so money shows in its own currency rather than
 * failing the page.
 */
export function loadRates(fetchImpl: FetchLike = (url) => fetch(url)): Promise<CurrencyRate[]> {
  pending ??= loadStaticQueries(fetchImpl)
    .then((sq) => readRateNodes(sq.rate?.nodes))
    .catch((error: unknown) => {
      pending = null;
      console.warn('currency rates unavailable:', error);
      return [];
    });
  return pending;
}

/** For tests: forget the loaded rates and static queries. */
export function resetRates(): void {
  pending = null;
  queries = null;
}
