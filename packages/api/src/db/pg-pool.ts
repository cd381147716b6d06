import type { Socket } from 'node:net';
import type { PostgresCursor, PostgresPool, PostgresPoolClient } from 'kysely';
import type pg from 'pg';
import { preparedName } from './query-shape';

/** node-postgres keeps a client's socket here; read defensively, as a client of another shape has none. */
function socketOf(client: pg.PoolClient): Socket | null {
  const stream = (client as unknown as { connection?: { stream?: unknown } }).connection?.stream;
  return stream && typeof (stream as Socket).cork === 'function' ? (stream as Socket) : null;
}

/**
 * A client whose queries leave in one write, and whose query shapes (query-shape.ts) are prepared
 * statements: parsed and planned by PostgreSQL once per connection instead of on every call.
 * One write: node-postgres writes each protocol message of a query
 * (parse, bind, describe, execute, sync) on its own, so on a plain socket a query took two system
 * calls and woke PostgreSQL twice. Kysely runs one query at a time per connection, so the client is
 * idle and writes the whole query inside `query`; the socket is corked around it.
 */
function coalescingClient(client: pg.PoolClient): PostgresPoolClient {
  const socket = socketOf(client);
  const query = (
    sqlOrCursor: string | PostgresCursor<unknown>,
    parameters?: ReadonlyArray<unknown>,
  ) => {
    if (typeof sqlOrCursor !== 'string') return client.query(sqlOrCursor as never);
    const name = preparedName(sqlOrCursor);
    socket?.cork();
    try {
      return name
        ? client.query({ name, text: sqlOrCursor, values: parameters as unknown[] })
        : client.query(sqlOrCursor, parameters as unknown[]);
    } finally {
      socket?.uncork();
    }
  };
  return {
    query: query as unknown as PostgresPoolClient['query'],
    release: () => client.release(),
  };
}

/** The pool Kysely's PostgresDialect is given: `pool`'s clients, each wrapped once (Kysely keys its connections by client). */
export function kyselyPool(pool: pg.Pool): PostgresPool {
  const wrapped = new WeakMap<pg.PoolClient, PostgresPoolClient>();
  return {
    async connect() {
      const client = await pool.connect();
      let kysely = wrapped.get(client);
      if (!kysely) wrapped.set(client, (kysely = coalescingClient(client)));
      return kysely;
    },
    end: () => pool.end(),
  };
}
