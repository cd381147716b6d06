import { AUTH_STORAGE_KEY, authObject } from '@site/product-client';

/** Spec §9 "Local storage keys": the storefront access token and its expiry, stored apart. */
export const TOKEN_KEY = 'storefrontAccessToken';
export const EXPIRY_KEY = 'storefrontAccessTokenExpiry';

export type SessionStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export interface StoredSession {
  token: string | null;
  expiresAt: string | null;
}

/**
 * What a page starts its session from. The product API's "auth" object (spec §9) follows the stored
 * token, also for a session stored before the object existed, so reading brings it up to date.
 */
export function readStoredSession(storage: SessionStorage): StoredSession {
  const token = storage.getItem(TOKEN_KEY) || null;
  if (token) storage.setItem(AUTH_STORAGE_KEY, authObject(token));
  return { token, expiresAt: storage.getItem(EXPIRY_KEY) || null };
}

interface SessionSource {
  getSnapshot(): { context: StoredSession };
  subscribe(next: (snapshot: { context: StoredSession }) => void): { unsubscribe(): void };
}

/**
 * Keeps storage equal to the session's token and expiry (spec §4: both stored values and the auth
 * object go together, also on a silent sign-out). Call before the actor starts, with what
 * `readStoredSession` returned, so that only changes are written.
 */
export function mirrorSessionToStorage(
  actor: SessionSource,
  storage: SessionStorage,
  stored: StoredSession,
): { unsubscribe(): void } {
  let last = stored;
  return actor.subscribe(({ context: { token, expiresAt } }) => {
    if (token === last.token && expiresAt === last.expiresAt) return;
    last = { token, expiresAt };
    if (token) {
      storage.setItem(TOKEN_KEY, token);
      storage.setItem(EXPIRY_KEY, expiresAt ?? '');
      storage.setItem(AUTH_STORAGE_KEY, authObject(token));
    } else {
      storage.removeItem(TOKEN_KEY);
      storage.removeItem(EXPIRY_KEY);
      storage.removeItem(AUTH_STORAGE_KEY);
    }
  });
}
