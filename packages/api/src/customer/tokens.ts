import { createHash, randomBytes } from 'node:crypto';

/** 32 random bytes as hex: the value handed to the client, never stored. */
export function newToken(): string {
  return randomBytes(32).toString('hex');
}

/** What the database keeps instead of a token. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

export const ACCESS_TOKEN_TTL_MS = 14 * 24 * 60 * 60 * 1000;
export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;
/** A session on the product GraphQL lives as long as an access token. */
export const SESSION_TTL_MS = ACCESS_TOKEN_TTL_MS;
