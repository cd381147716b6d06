import { isIPv6 } from 'node:net';
import type { Request } from 'express';

/*
 * Who a throttle counts: the connection's own peer address. Never X-Forwarded-For or `req.ip`
 * (which follows Express's `trust proxy`): a header is whatever the client writes, so trusting it
 * would hand every request a fresh identity. One IPv6 host usually owns a whole /64, so IPv6
 * addresses count per /64 prefix; IPv4-mapped IPv6 (`::ffff:1.2.3.4`) counts as the IPv4 address.
 */

/** The first four groups of an IPv6 address, zeros compressed, as `a:b:c:d::/64`. */
function prefix64(address: string): string {
  const [head = '', tail] = address.split('::');
  const groups = (part: string) =>
    part === '' ? [] : part.split(':').flatMap((g) => (g.includes('.') ? ['v4', 'v4'] : [g])); // a dotted tail fills two groups
  const left = groups(head);
  const right = tail === undefined ? [] : groups(tail);
  const full = [...left, ...Array<string>(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right];
  return `${full
    .slice(0, 4)
    .map((g) => g.toLowerCase().replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

/** The throttle identity of a request's client (an IPv4 address or an IPv6 /64). */
export function clientAddress(req: Request): string {
  const raw = (req.socket.remoteAddress ?? 'unknown').replace(/%.*$/, '');
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(raw);
  if (mapped?.[1]) return mapped[1];
  return isIPv6(raw) ? prefix64(raw) : raw;
}
