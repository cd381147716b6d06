import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

export const MIN_PASSWORD_LENGTH = 8;
export const MAX_PASSWORD_LENGTH = 100;

// N=2^14, r=8, p=1: the interactive-login cost recommended for scrypt; 64-byte key, 16-byte salt.
const N = 16384;
const R = 8;
const P = 1;
const KEY_LENGTH = 64;

function derive(password: string, salt: Buffer, n: number, r: number, p: number): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(
      password.normalize('NFKC'),
      salt,
      KEY_LENGTH,
      { N: n, r, p, maxmem: 64 * 1024 * 1024 },
      (error, key) => (error ? reject(error) : resolve(key)),
    ),
  );
}

/** A self-describing hash: `scrypt$N$r$p$<salt b64>$<key b64>`, with a fresh salt per call. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, N, R, P);
  return ['scrypt', N, R, P, salt.toString('base64'), key.toString('base64')].join('$');
}

/** Constant-time comparison; a malformed stored value never matches. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return false;
  const [n, r, p] = parts.slice(1, 4).map(Number) as [number, number, number];
  if (![n, r, p].every(Number.isInteger)) return false;
  const expected = Buffer.from(parts[5] ?? '', 'base64');
  const key = await derive(password, Buffer.from(parts[4] ?? '', 'base64'), n, r, p);
  return expected.length === key.length && timingSafeEqual(expected, key);
}

let dummy: Promise<string> | null = null;

/**
 * Hashes against a throwaway hash so that a login for an unknown e-mail costs the same scrypt work
 * as one for a real account (no timing oracle for registered addresses).
 */
export async function burnPasswordCheck(password: string): Promise<void> {
  dummy ??= hashPassword(randomBytes(12).toString('hex'));
  await verifyPassword(password, await dummy);
}
