import { createHash, timingSafeEqual } from 'node:crypto';

import type { NextFunction, Request, Response } from 'express';

import { mountBase, sendJson, type ApiAnswer } from './responses';

/** The token a request carries: `?access_token=` or `Authorization: Token …` (Bearer accepted too). */
export function presentedToken(
  params: URLSearchParams,
  authorization: string | undefined,
): string | undefined {
  const query = params.get('access_token');
  if (query) return query;
  const match = authorization ? /^(?:Token|Bearer)\s+(\S+)$/i.exec(authorization) : null;
  return match?.[1];
}

/** `undefined` when the request may read the API; else the 401 Prismic answers (the client raises ForbiddenError). */
export function accessDenied(
  expected: string | undefined,
  token: string | undefined,
  base: string,
): ApiAnswer | undefined {
  if (!expected || token === expected) return undefined;
  return {
    status: 401,
    body: {
      type: 'api_security_error',
      message: token ? 'Invalid access token' : 'This repository requires an access token',
      oauth_initiate: `${base}/auth`,
      oauth_token: `${base}/auth/token`,
    },
  };
}

/** Requires the configured token on API routes. */
export function requireAccessToken(expected: string | undefined, publicOrigin: string | undefined) {
  return (req: Request, res: Response, next: NextFunction): void => {
    if (!expected) return next();
    const params = new URL(req.originalUrl, 'http://local').searchParams;
    const denied = accessDenied(
      expected,
      presentedToken(params, req.get('authorization')),
      mountBase(req, publicOrigin),
    );
    if (!denied) return next();
    sendJson(res, denied.status, denied.body);
  };
}

/** Compares tokens in constant time, so a wrong guess learns nothing from how long it took. */
export function sameToken(expected: string | undefined, given: string | undefined): boolean {
  if (!expected || !given) return false;
  const a = createHash('sha256').update(expected).digest();
  const b = createHash('sha256').update(given).digest();
  return timingSafeEqual(a, b);
}

/**
 * Release refs are listed only to a request carrying a token: the configured read token, or the
 * write token (so that a public development install can still see its releases).
 */
export function mayListReleases(
  token: string | undefined,
  accessToken: string | undefined,
  writeToken: string | undefined,
): boolean {
  return sameToken(accessToken, token) || sameToken(writeToken, token);
}
