import { createHash } from 'node:crypto';

/** Longest key a store keeps as given; anything longer is replaced by its hash. */
export const MAX_KEY_LENGTH = 120;

function digest(value: string): string {
  return createHash('sha256').update(value, 'utf8').digest('base64url').slice(0, 32);
}

/** Bounds a key however long the caller's parts were (an e-mail can be 254 characters). */
export function boundedKey(key: string): string {
  return key.length <= MAX_KEY_LENGTH ? key : `h:${digest(key)}`;
}

/**
 * `<scope>:<hash of the parts>`. The identity parts (e-mail, address) are hashed so the throttle
 * table holds no personal data and every key has the same short length; the scope stays readable.
 */
export function throttleKey(scope: string, ...parts: string[]): string {
  return `${scope.slice(0, 40)}:${digest(parts.join('\u0000'))}`;
}

/** What one `hit` adds: 1 unless told, at least 1, a whole number. */
export function hitAmount(amount: number | undefined): number {
  if (amount === undefined) return 1;
  if (!Number.isFinite(amount) || amount < 1)
    throw new RangeError(`a throttle hit counts at least 1, not ${amount}`);
  return Math.ceil(amount);
}
