import type { ContentSnapshot } from '../store/types';
import { QueryError } from './query-error';
import type { SearchRequest } from './search-params';

/**
 * Whether a query may name this custom type: it has a model or documents. `types` is a plain
 * object read from JSON, so only its own keys count (`constructor`, `__proto__` are not types).
 */
export function isKnownType(snapshot: ContentSnapshot, type: string): boolean {
  return Object.hasOwn(snapshot.types, type) || snapshot.byType.has(type);
}

export function unknownType(type: string, where: string): QueryError {
  return new QueryError(`Unknown custom type "${type}" in ${where}`, 'parsing-error');
}

/**
 * The types a request names outside `q` (orderings, fetch, fetchLinks, graphQuery): they are parsed
 * before the ref is checked, so they are checked here, against the snapshot the ref selects.
 */
export function checkRequestTypes(request: SearchRequest, snapshot: ContentSnapshot): void {
  for (const ordering of request.orderings) {
    if (ordering.type !== undefined && !isKnownType(snapshot, ordering.type))
      throw unknownType(ordering.type, 'orderings');
  }
  const named: [string, Iterable<string>][] = [
    ['graphQuery', request.graphQueryTypes ?? []],
    ['fetchLinks', request.fetchLinks.keys()],
    ['fetch', request.fetch?.keys() ?? []],
  ];
  for (const [where, types] of named) {
    for (const type of types) if (!isKnownType(snapshot, type)) throw unknownType(type, where);
  }
}
