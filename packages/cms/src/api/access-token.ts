import type { NextFunction, Request, Response } from 'express';

import { mountBase, sendJson } from './responses';

/** The token a request carries: `?access_token=` or `Authorization: Token …` (Bearer accepted too). */
export function presentedToken(req: Request): string | undefined {
  const query = new URL(req.originalUrl, 'http://local').searchParams.get('access_token');
  if (query) return query;
  const header = req.get('authorization');
  const match = header ? /^(?:Token|Bearer)\s+(\S+)$/i.exec(header) : null;
  return match?.[1];
}

/** Requires the configured token on API routes; answers 401 like Prismic (the client raises ForbiddenError). */
export function requireAccessToken(expected: string | undefined, publicOrigin: string | undefined) {
  return (req: Request, res: Response, next: NextFunction): void => {
    if (!expected) return next();
    const token = presentedToken(req);
    if (token === expected) return next();
    const base = mountBase(req, publicOrigin);
    sendJson(res, 401, {
      type: 'api_security_error',
      message: token ? 'Invalid access token' : 'This repository requires an access token',
      oauth_initiate: `${base}/auth`,
      oauth_token: `${base}/auth/token`,
    });
  };
}
