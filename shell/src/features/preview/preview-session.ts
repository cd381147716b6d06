/** What `GET /preview/session` tells the Preview bar (packages/server/src/preview-session.ts). */
export interface PreviewSession {
  active: boolean;
  ref?: string;
  release?: string;
  expires?: string;
  ended?: 'expired' | 'invalid';
}

function isSession(value: unknown): value is PreviewSession {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as PreviewSession).active === 'boolean'
  );
}

/** The session as the server sees it; null when it could not be asked (the bar still shows, and exit works). */
export async function fetchPreviewSession(
  fetcher: (url: string, init: RequestInit) => Promise<Response> = fetch,
): Promise<PreviewSession | null> {
  try {
    const response = await fetcher('/preview/session', {
      cache: 'no-store',
      credentials: 'same-origin',
    });
    if (!response.ok) return null;
    const body: unknown = await response.json();
    return isSession(body) ? body : null;
  } catch {
    return null;
  }
}
