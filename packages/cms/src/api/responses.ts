import type { Request, Response } from 'express';

/** A status and JSON body: what an API route answers, before any transport sends it. */
export interface ApiAnswer {
  status: number;
  body: unknown;
}

/**
 * Scheme + host used for absolute URLs: the configured public origin. Never the request's Host
 * header, which a client chooses; without a configured origin the URLs name this machine.
 */
export function requestOrigin(_req: Request, publicOrigin: string | undefined): string {
  return publicOrigin ?? 'http://localhost';
}

/** Where the router is mounted, absolute: `<origin>/cms`. */
export function mountBase(req: Request, publicOrigin: string | undefined): string {
  return `${requestOrigin(req, publicOrigin)}${req.baseUrl}`;
}

export function sendJson(res: Response, status: number, body: unknown): void {
  res.status(status).set('Cache-Control', 'no-cache').json(body);
}

/** How much of the client's input an error echoes back: enough to read, never all of it. */
const MAX_ECHO = 512;

function clip(text: string): string {
  return text.length > MAX_ECHO ? `${text.slice(0, MAX_ECHO)}…` : text;
}

/**
 * 400 in the shape of Prismic's parsing errors, which the client turns into `ParsingError`:
 * `{ type: 'parsing-error', message, pos: { line, column, id, location } }` (it reads `message`).
 */
export function badRequestBody(
  message: string,
  type: string,
  source?: string,
  column = 1,
): ApiAnswer {
  const body: Record<string, unknown> = { type, message: clip(message) };
  if (type === 'parsing-error') body.pos = { line: 1, column, id: 0, location: clip(source ?? '') };
  return { status: 400, body };
}

/** The client retries with the ref it finds after "master ref is: " at the very end of the message. */
export function refErrorBody(ref: string, expired: boolean, masterRef: string): ApiAnswer {
  if (expired) {
    return {
      status: 410,
      body: {
        type: 'api_validation_error',
        message: `The ref ${ref} has expired: the content changed since it was issued. Master ref is: ${masterRef}`,
      },
    };
  }
  return {
    status: 404,
    body: {
      type: 'api_notfound_error',
      message: `Ref not found: ${ref}. Ensure you have the correct ref and try again. Master ref is: ${masterRef}`,
    },
  };
}
