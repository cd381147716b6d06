import { isIPv4, isIPv6 } from 'node:net';

/**
 * The part of a client address a per-address throttle counts. IPv4 addresses count one by one.
 * An IPv4 address seen on a dual-stack socket (`::ffff:1.2.3.4`) is that IPv4 address. An IPv6
 * client counts by its /64 network: one subscriber is usually given a whole /64, so counting
 * single IPv6 addresses would hand an attacker 2^64 fresh budgets.
 */
export function addressBucket(address: string | undefined | null): string {
  const raw = (address ?? '').trim().toLowerCase().replace(/%.*$/, '');
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(raw);
  if (mapped?.[1]) return mapped[1];
  if (isIPv4(raw)) return raw;
  if (isIPv6(raw)) return `${expandIpv6(raw).slice(0, 4).join(':')}::/64`;
  // Not an address (a test double, a unix socket): counted as given, bounded.
  return raw.slice(0, 64) || 'unknown';
}

function expandIpv6(address: string): string[] {
  const [head = '', tail] = address.split('::');
  const left = head === '' ? [] : head.split(':');
  const right = tail === undefined || tail === '' ? [] : tail.split(':');
  // An embedded IPv4 tail (`::1.2.3.4`) takes two groups; it lies past the /64 anyway.
  const groups = (parts: string[]) => parts.flatMap((p) => (p.includes('.') ? ['0', '0'] : [p]));
  const l = groups(left);
  const r = groups(right);
  const fill = tail === undefined ? [] : Array.from({ length: 8 - l.length - r.length }, () => '0');
  return [...l, ...fill, ...r].map((g) => g.replace(/^0+(?=.)/, ''));
}
