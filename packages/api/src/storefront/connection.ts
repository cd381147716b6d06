import { GraphQLError } from 'graphql';
import { CursorError, decodeCursor, encodeCursor } from '../catalogue/cursor';

export interface ConnectionArgs {
  first?: number | null;
  after?: string | null;
  last?: number | null;
  before?: string | null;
  reverse?: boolean | null;
}

export interface Connection<T> {
  edges: { cursor: string; node: T }[];
  nodes: T[];
  pageInfo: {
    hasNextPage: boolean;
    hasPreviousPage: boolean;
    startCursor: string | null;
    endCursor: string | null;
  };
}

/** Shopify's page-size rule: one of first/last, between 0 and 250. */
export const MAX_PAGE_SIZE = 250;

export function pageSize(args: ConnectionArgs): { first: number | null; last: number | null } {
  const first = args.first ?? null;
  const last = args.last ?? null;
  if (first === null && last === null)
    throw new GraphQLError('You must provide one of first or last.', {
      extensions: { code: 'BAD_REQUEST' },
    });
  for (const [name, value] of [
    ['first', first],
    ['last', last],
  ] as const) {
    if (value !== null && (value < 0 || value > MAX_PAGE_SIZE)) {
      throw new GraphQLError(`${name} must be between 0 and ${MAX_PAGE_SIZE}.`, {
        extensions: { code: 'BAD_REQUEST' },
      });
    }
  }
  return { first, last };
}

export function cursorOffset(cursor: string | null | undefined): number {
  try {
    return decodeCursor(cursor);
  } catch (error) {
    if (error instanceof CursorError)
      throw new GraphQLError(error.message, { extensions: { code: 'BAD_REQUEST' } });
    throw error;
  }
}

/** An edge whose cursor is encoded only if a query asks for it. */
class Edge<T> {
  constructor(
    readonly node: T,
    private readonly offset: number,
  ) {}

  get cursor(): string {
    return encodeCursor(this.offset);
  }
}

export function connectionOf<T>(
  nodes: T[],
  startIndex: number,
  hasPrevious: boolean,
  hasNext: boolean,
): Connection<T> {
  const edges = nodes.map((node, i) => new Edge(node, startIndex + i));
  return {
    edges,
    nodes,
    pageInfo: {
      hasNextPage: hasNext,
      hasPreviousPage: hasPrevious,
      startCursor: edges[0]?.cursor ?? null,
      endCursor: edges[edges.length - 1]?.cursor ?? null,
    },
  };
}

/** A connection over a list already in memory (a product's variants, a cart's lines). */
export function arrayConnection<T>(all: readonly T[], args: ConnectionArgs): Connection<T> {
  const { first, last } = pageSize(args);
  const items = args.reverse ? [...all].reverse() : all;
  let start = Math.min(cursorOffset(args.after) + 1, items.length);
  let end = args.before
    ? Math.max(Math.min(cursorOffset(args.before), items.length), start)
    : items.length;
  if (first !== null) end = Math.min(end, start + first);
  if (last !== null) start = Math.max(start, end - last);
  return connectionOf(items.slice(start, end), start, start > 0, end < items.length);
}
