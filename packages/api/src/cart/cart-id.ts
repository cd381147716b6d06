import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { gid, parseGid } from '../commerce/gid';

/**
 * Cart ids look like Shopify's: `gid://shopify/Cart/<token>?key=<secret>`. The token finds the row;
 * the key proves the caller created the cart. Only the key's hash is stored.
 */
export interface CartRef {
  token: string;
  key: string;
}

export function newCartRef(): CartRef {
  return { token: randomBytes(18).toString('base64url'), key: randomBytes(16).toString('hex') };
}

export function newLineId(): string {
  return randomBytes(12).toString('base64url');
}

export function hashKey(key: string): string {
  return createHash('sha256').update(key).digest('hex');
}

/** SHA-256 digests of keys seen lately: every read and edit of a cart checks its key, and clients send the same one. */
const digests = new Map<string, Buffer>();
const MAX_DIGESTS = 10_000;

function keyDigest(key: string): Buffer {
  let digest = digests.get(key);
  if (!digest) {
    if (digests.size >= MAX_DIGESTS) digests.clear();
    digest = createHash('sha256').update(key).digest();
    digests.set(key, digest);
  }
  return digest;
}

/** Whether `key` hashes to the stored hash, compared in constant time. */
export function keyMatches(key: string, storedHash: string): boolean {
  const a = keyDigest(key);
  const b = Buffer.from(storedHash, 'hex');
  return a.length === b.length && timingSafeEqual(a, b);
}

export function cartGid(ref: CartRef): string {
  return gid('Cart', ref.token, { key: ref.key });
}

export function parseCartGid(value: unknown): CartRef | null {
  const parsed = parseGid(value, 'Cart');
  const key = parsed?.params.get('key');
  if (!parsed || !key || !/^[0-9a-f]{32}$/.test(key)) return null;
  return { token: parsed.id, key };
}

export function lineGid(lineId: string, cartToken: string): string {
  return gid('CartLine', lineId, { cart: cartToken });
}

/** The line token of a CartLine gid; the cart it names must be the one being changed. */
export function parseLineGid(value: unknown, cartToken: string): string | null {
  const parsed = parseGid(value, 'CartLine');
  if (!parsed) return null;
  const cart = parsed.params.get('cart');
  return cart === null || cart === cartToken ? parsed.id : null;
}
