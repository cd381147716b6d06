import type { RequestHandler } from 'express';

// A host source as CSP accepts it: optional scheme, optional "*." wildcard, a DNS name, optional port.
const HOST_SOURCE =
  /^(?:https?:\/\/)?(?:\*\.)?[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*(?::\d{1,5})?$/i;

/** Parses `CSP_EXTRA_HOSTS` (comma-separated); throws on an entry that is not a plain host source. */
export function parseCspHosts(raw: string | undefined): string[] {
  if (!raw || raw.trim() === '') return [];
  return raw
    .split(',')
    .map((h) => h.trim())
    .filter((h) => h !== '')
    .map((host) => {
      if (!HOST_SOURCE.test(host)) {
        throw new Error(`CSP_EXTRA_HOSTS: "${host}" is not a host like https://cdn.example.com`);
      }
      return host;
    });
}

// Directives that load content, so an extra host (a CDN, a hosted CMS or API) is added to them.
const EXTENDABLE = [
  'default-src',
  'script-src',
  'style-src',
  'img-src',
  'media-src',
  'connect-src',
  'font-src',
];

const BASE_POLICY: ReadonlyArray<readonly [string, string]> = [
  ['default-src', "'self'"],
  ['script-src', "'self'"],
  ['style-src', "'self' 'unsafe-inline'"],
  ['img-src', "'self' data: blob:"],
  ['media-src', "'self' blob:"],
  ['connect-src', "'self'"],
  ['font-src', "'self'"],
  // 'self': the embedded payment provider's 3-D Secure page, framed by the card forms.
  ['frame-src', "'self' https://www.youtube-nocookie.com"],
  ['object-src', "'none'"],
  ['base-uri', "'self'"],
  ['frame-ancestors', "'self'"],
];

export function contentSecurityPolicy(extraHosts: readonly string[]): string {
  for (const host of extraHosts) {
    if (!HOST_SOURCE.test(host)) throw new Error(`CSP host "${host}" is not a plain host source`);
  }
  const extra = extraHosts.length > 0 ? ` ${extraHosts.join(' ')}` : '';
  return BASE_POLICY.map(
    ([name, value]) => `${name} ${value}${EXTENDABLE.includes(name) ? extra : ''}`,
  ).join('; ');
}

/** Set first, so every response (redirects and errors included) carries them. */
export function securityHeaders(extraHosts: readonly string[]): RequestHandler {
  const policy = contentSecurityPolicy(extraHosts);
  return (_req, res, next) => {
    res.setHeader('Content-Security-Policy', policy);
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin');
    next();
  };
}
