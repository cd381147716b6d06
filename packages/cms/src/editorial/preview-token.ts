import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

import { RELEASE_ID } from './editorial-store';

/** What a preview session shows: the drafts, over master or over one release. */
export interface PreviewSession {
  release?: string;
  /** Epoch milliseconds after which the token answers "expired". */
  expires: number;
}

/** Prismic's preview sessions last about as long as an editor's look at a page. */
export const PREVIEW_LIFETIME_MS = 30 * 60 * 1000;

const PAYLOAD = /^[A-Za-z0-9_-]{1,200}$/;
const SIGNATURE = /^[A-Za-z0-9_-]{43}$/;

/**
 * Preview tokens. Prismic's token is a URL (`https://<repo>.prismic.io/previews/<session>…`)
 * that the client passes on unchanged as `ref`; here it is `<base>/previews/<payload>.<mac>`,
 * signed with a secret from configuration. No session is kept in memory, so any process with
 * the same secret (the site server, a build child) accepts the same token; without a configured
 * secret each process makes its own, and its tokens are good only there.
 */
export class PreviewTokens {
  private readonly secret: Buffer;

  constructor(
    secret: string | undefined,
    private readonly now: () => number = Date.now,
  ) {
    this.secret = secret ? Buffer.from(secret, 'utf8') : randomBytes(32);
  }

  create(base: string, session: Omit<PreviewSession, 'expires'>, lifetimeMs = PREVIEW_LIFETIME_MS) {
    const expires = this.now() + lifetimeMs;
    const body: Record<string, unknown> = { e: expires };
    if (session.release) body.r = session.release;
    const payload = Buffer.from(JSON.stringify(body)).toString('base64url');
    return { token: `${base}/previews/${payload}.${this.mac(payload)}`, expires };
  }

  /**
   * The session a ref names, `expired` for a genuine token past its time, or undefined when the
   * ref is no preview token of this CMS (then it is a master or release ref, or unknown).
   */
  read(ref: string): PreviewSession | 'expired' | undefined {
    // Only the part after `/previews/` counts: the signature vouches for it, and the origin in
    // front may be another process's (the site server's public URL, a build's placeholder).
    const match = /^https?:\/\/[^/?#]+(?:\/[^?#]*)?\/previews\/([^/?#]+)$/.exec(ref);
    if (!match?.[1]) return undefined;
    const [payload, signature, ...rest] = match[1].split('.');
    if (
      rest.length ||
      !payload ||
      !signature ||
      !PAYLOAD.test(payload) ||
      !SIGNATURE.test(signature)
    )
      return undefined;
    const expected = Buffer.from(this.mac(payload));
    const given = Buffer.from(signature);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) return undefined;
    let body: unknown;
    try {
      body = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    } catch {
      return undefined;
    }
    if (typeof body !== 'object' || body === null) return undefined;
    const { e, r } = body as { e?: unknown; r?: unknown };
    if (typeof e !== 'number') return undefined;
    if (r !== undefined && (typeof r !== 'string' || !RELEASE_ID.test(r))) return undefined;
    if (e <= this.now()) return 'expired';
    return r === undefined ? { expires: e } : { expires: e, release: r };
  }

  private mac(payload: string): string {
    return createHmac('sha256', this.secret).update(payload).digest('base64url');
  }
}
