import type { ServerOptions } from 'node:http';

/**
 * Slow clients cannot hold connections open: the headers must arrive within 10 s and the whole
 * request (a body shorter than its Content-Length included) within 15 s, checked every second, or
 * Node answers 408 and closes. Responses are not limited (audio streams for as long as it plays).
 */
export const SERVER_TIMEOUTS = {
  headersTimeout: 10_000,
  requestTimeout: 15_000,
  connectionsCheckingInterval: 1_000,
  keepAliveTimeout: 5_000,
  /** A socket with no traffic either way for this long is closed. */
  socketIdleTimeout: 120_000,
} satisfies ServerOptions & { socketIdleTimeout: number };
