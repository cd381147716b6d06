import type { Request } from 'express';

const HOST = /^(?:[A-Za-z0-9.-]{1,253}|\[[0-9A-Fa-f:.]{2,45}\])(?::[0-9]{1,5})?$/;

/**
 * `<scheme>://<host>` of the request, for absolute URLs in responses (checkout, images). A Host
 * header that is not a plain host name falls back to localhost rather than being echoed.
 */
export function requestOrigin(req: Request): string {
  const host = req.get('host') ?? '';
  return `${req.protocol}://${HOST.test(host) ? host : 'localhost'}`;
}
