import type { Request, Response } from 'express';

/** Scheme + host used for absolute URLs: the configured public origin, else the request's. */
export function requestOrigin(req: Request, publicOrigin: string | undefined): string {
  if (publicOrigin) return publicOrigin;
  return `${req.protocol}://${req.get('host') ?? 'localhost'}`;
}

/** Where the router is mounted, absolute: `<origin>/cms`. */
export function mountBase(req: Request, publicOrigin: string | undefined): string {
  return `${requestOrigin(req, publicOrigin)}${req.baseUrl}`;
}

export function sendJson(res: Response, status: number, body: unknown): void {
  res.status(status).set('Cache-Control', 'no-cache').json(body);
}

/** 400 in the shape the client turns into `ParsingError` (it reads `message`). */
export function sendBadRequest(
  res: Response,
  message: string,
  type: string,
  source?: string,
): void {
  const body: Record<string, unknown> = { type, message };
  if (type === 'parsing-error') body.pos = { line: 1, column: 1, id: 0, location: source ?? '' };
  sendJson(res, 400, body);
}

/** The client retries with the ref it finds after "master ref is: " at the very end of the message. */
export function sendRefError(
  res: Response,
  ref: string,
  expired: boolean,
  masterRef: string,
): void {
  if (expired) {
    sendJson(res, 410, {
      type: 'api_validation_error',
      message: `The ref ${ref} has expired: the content changed since it was issued. Master ref is: ${masterRef}`,
    });
  } else {
    sendJson(res, 404, {
      type: 'api_notfound_error',
      message: `Ref not found: ${ref}. Ensure you have the correct ref and try again. Master ref is: ${masterRef}`,
    });
  }
}
