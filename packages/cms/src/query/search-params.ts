import { parseGraphQuery } from './graph-query';
import { parseOrderings, type Ordering } from './orderings';
import { parsePredicates, PredicateSyntaxError, type Predicate } from './predicate-parser';
import { QueryError } from './query-error';

export const MAX_PAGE_SIZE = 100;
export const DEFAULT_PAGE_SIZE = 20;
/**
 * All `q` values together, in characters. The client's longest queries (`getAllByIDs` over a page
 * of ids) stay far below; the bound keeps parsing and the error echo of `q` cheap.
 */
export const MAX_QUERY_LENGTH = 8192;

export interface SearchRequest {
  ref: string;
  predicates: Predicate[];
  page: number;
  pageSize: number;
  after?: string;
  orderings: Ordering[];
  /** A language code, or `*` for every language. */
  lang: string;
  /** linked type → fields to copy into a link's `data` (`*` = all) */
  fetchLinks: Map<string, Set<string>>;
  /** type → fields to keep in `data`; absent means every field */
  fetch?: Map<string, Set<string>>;
  /** Every custom type `graphQuery` names, checked against the snapshot like the others. */
  graphQueryTypes?: string[];
  /**
   * What selects and orders the matches (`q`, `lang`, `orderings`, `after`), as text: requests with
   * the same key against the same snapshot match the same documents, whatever page they ask for.
   */
  matchKey?: string;
}

const LANG = /^(\*|[a-z]{2,3}(-[a-z0-9]{2,8})*)$/;
const TYPE_FIELD = /^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/;

function integerParam(
  params: URLSearchParams,
  name: string,
  fallback: number,
  min: number,
  max: number,
): number {
  const raw = params.get(name);
  if (raw === null || raw === '') return fallback;
  if (!/^\d+$/.test(raw)) throw new QueryError(`${name} must be a whole number, got "${raw}"`);
  const value = Number(raw);
  if (value < min || value > max)
    throw new QueryError(`${name} must be between ${min} and ${max}, got ${raw}`);
  return value;
}

/** `people.title,people.image` → people → {title, image} (also accepts repeated params). */
function typeFieldList(
  params: URLSearchParams,
  name: string,
): Map<string, Set<string>> | undefined {
  const entries = params
    .getAll(name)
    .flatMap((v) => v.split(','))
    .map((v) => v.trim())
    .filter(Boolean);
  if (entries.length === 0) return undefined;
  const out = new Map<string, Set<string>>();
  for (const entry of entries) {
    if (!TYPE_FIELD.test(entry))
      throw new QueryError(`${name}: "${entry}" is not "<type>.<field>"`, 'parsing-error');
    const [type, field] = entry.split('.') as [string, string];
    const set = out.get(type) ?? new Set<string>();
    set.add(field);
    out.set(type, set);
  }
  return out;
}

/** Validates the query string of `/documents/search`; throws QueryError with a readable message. */
export function parseSearchParams(params: URLSearchParams, defaultLang: string): SearchRequest {
  const ref = params.get('ref');
  if (!ref) throw new QueryError('ref is required: read the master ref from /api/v2');
  const predicates: Predicate[] = [];
  const queries = params.getAll('q');
  const length = queries.reduce((sum, q) => sum + q.length, 0);
  if (length > MAX_QUERY_LENGTH)
    throw new QueryError(
      `Invalid query: q is ${length} characters long, the limit is ${MAX_QUERY_LENGTH}`,
      'parsing-error',
    );
  for (const q of queries) {
    try {
      predicates.push(...parsePredicates(q));
    } catch (error) {
      if (error instanceof PredicateSyntaxError)
        // The position first: a long query is cut short in the answer, never the reason.
        throw new QueryError(
          `Invalid query (${error.message}): ${q}`,
          'parsing-error',
          error.column,
        );
      throw error;
    }
  }
  const lang = (params.get('lang') ?? defaultLang).toLowerCase();
  if (!LANG.test(lang))
    throw new QueryError(`lang must be a language code like "en-us" or "*", got "${lang}"`);
  const after = params.get('after') ?? undefined;
  if (after !== undefined && !/^[A-Za-z0-9_-]{1,64}$/.test(after))
    throw new QueryError(`after must be a document id`);
  const orderingsRaw = params.get('orderings');
  const fetchLinks = typeFieldList(params, 'fetchLinks') ?? new Map<string, Set<string>>();
  let fetch = typeFieldList(params, 'fetch');
  const graphQuery = params.get('graphQuery');
  let graphQueryTypes: string[] | undefined;
  if (graphQuery) {
    const selection = parseGraphQuery(graphQuery);
    graphQueryTypes = [...selection.fetch.keys(), ...selection.fetchLinks.keys()];
    for (const [type, fields] of selection.fetchLinks)
      fetchLinks.set(type, new Set([...(fetchLinks.get(type) ?? []), ...fields]));
    fetch = new Map([
      ...(fetch ?? []),
      ...[...selection.fetch].filter(([, fields]) => !fields.has('*')),
    ]);
  }
  return {
    ref,
    predicates,
    page: integerParam(params, 'page', 1, 1, 1_000_000),
    pageSize: integerParam(params, 'pageSize', DEFAULT_PAGE_SIZE, 1, MAX_PAGE_SIZE),
    after,
    orderings: orderingsRaw ? parseOrderings(orderingsRaw) : [],
    lang,
    fetchLinks,
    fetch: fetch && fetch.size > 0 ? fetch : undefined,
    graphQueryTypes,
    matchKey: JSON.stringify([params.getAll('q'), lang, orderingsRaw ?? '', after ?? '']),
  };
}
