import type { Request, Response } from 'express';

/**
 * Prismic's well-known cookie for a preview session's ref (`@prismicio/client`'s `cookie.preview`):
 * the token itself, as the client would send it as `ref`. HttpOnly here, so no script on the page
 * can read the token; the server reads it for the preview routes.
 */
export const PREVIEW_COOKIE = 'io.prismic.preview';
/**
 * Tells the shell (which cannot read the HttpOnly cookie) that this browser previews, so that it
 * renders from the preview ref and shows the Preview bar. Carries no secret, only `1`.
 */
export const PREVIEW_MARKER_COOKIE = 'site-preview';

/**
 * A token may go into a cookie as it is: printable ASCII without the characters a cookie value
 * cannot hold (RFC 6265 cookie-octet: no space, `"`, `,`, `;` or `\`).
 */
export const COOKIE_SAFE = /^[\x21\x23-\x2b\x2d-\x3a\x3c-\x5b\x5d-\x7e]+$/;

const attributes = (secure: boolean, httpOnly: boolean) =>
  `Path=/; SameSite=Lax${httpOnly ? '; HttpOnly' : ''}${secure ? '; Secure' : ''}`;

/**
 * Session cookies (no Max-Age): a preview ends with the browser session, or earlier when the CMS
 * says its token expired; the CMS decides a token's life, not the cookie.
 */
export function setPreviewCookies(res: Response, token: string, secure: boolean): void {
  if (!COOKIE_SAFE.test(token)) throw new Error('preview token is not cookie-safe');
  res.append('Set-Cookie', `${PREVIEW_COOKIE}=${token}; ${attributes(secure, true)}`);
  res.append('Set-Cookie', `${PREVIEW_MARKER_COOKIE}=1; ${attributes(secure, false)}`);
}

export function clearPreviewCookies(res: Response, secure: boolean): void {
  const gone = '; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT';
  res.append('Set-Cookie', `${PREVIEW_COOKIE}=; ${attributes(secure, true)}${gone}`);
  res.append('Set-Cookie', `${PREVIEW_MARKER_COOKIE}=; ${attributes(secure, false)}${gone}`);
}

/** The preview token this browser sent, or null (none, or not a value this server would set). */
export function previewTokenOf(req: Request): string | null {
  for (const part of (req.headers.cookie ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0 || part.slice(0, eq).trim() !== PREVIEW_COOKIE) continue;
    const value = part.slice(eq + 1).trim();
    return value && COOKIE_SAFE.test(value) && isPreviewTokenUrl(value) ? value : null;
  }
  return null;
}

/** The largest token accepted: Prismic's are about 150 characters, ours about 120. */
export const MAX_TOKEN_LENGTH = 2048;

/** A preview token is a URL (Prismic's, or the embedded CMS's `<origin>/cms/previews/<session>`). */
export function isPreviewTokenUrl(value: string): boolean {
  if (value.length > MAX_TOKEN_LENGTH) return false;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  return (url.protocol === 'https:' || url.protocol === 'http:') && !url.username && !url.password;
}
