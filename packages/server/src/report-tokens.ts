import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { loadSiteSecret } from './site-secret';

/*
 * Failure-report tokens. Each page the server sends carries one token per area, for the area version
 * that visitor gets: an HMAC over area, version, visitor bucket, expiry, the issuing process and a
 * nonce the page's tokens share. A report (telemetry.ts) counts only with a token that checks out, so
 * only a page this site served can report, only for the versions it was served with, once per area.
 */

/** The element the page carries them in; the shell reads the same id (shell/src/features/errors/failure-reports.ts). */
export const REPORT_TOKENS_ELEMENT_ID = '__SITE_REPORT_TOKENS__';
/** How long a page may report a failure after it was served. */
export const TOKEN_LIFETIME_MS = 3_600_000;
const MIN_SECRET_LENGTH = 32;
const MAC_LENGTH = 22; // base64url characters: 132 bits of an HMAC-SHA256
const TOKEN = /^(\d{13})\.([A-Za-z0-9_-]{8})\.([A-Za-z0-9_-]{12})\.([A-Za-z0-9_-]{22})$/;

/** What a page carries: per area, the version it was served and the token for it. */
export type PageTokens = Record<string, { version: string; token: string }>;

export interface TokenClaim {
  area: string;
  version: string;
  /** The visitor's canary bucket (the `site_bucket` cookie), null without one. */
  bucket: number | null;
}

export type TokenCheck =
  | {
      ok: true;
      issuer: string;
      issuedAt: number;
      expiresAt: number;
      /** One report per area per page: the key to remember. */ key: string;
    }
  | { ok: false; reason: 'missing' | 'malformed' | 'expired' | 'mismatch' };

export class ReportTokens {
  /** This process: its guard counts only failures of pages it served itself (canary-guard.ts). */
  readonly issuer = randomBytes(6).toString('base64url');
  private readonly now: () => number;
  readonly lifetimeMs: number;

  constructor(
    private readonly secret: string,
    options: { lifetimeMs?: number; now?: () => number } = {},
  ) {
    if (secret.length < MIN_SECRET_LENGTH)
      throw new Error(`the report token secret must be at least ${MIN_SECRET_LENGTH} characters`);
    this.now = options.now ?? Date.now;
    this.lifetimeMs = options.lifetimeMs ?? TOKEN_LIFETIME_MS;
  }

  private mac(claim: TokenClaim, expiresAt: number, issuer: string, nonce: string): string {
    const parts = [
      'site-report/1',
      claim.area,
      claim.version,
      claim.bucket === null ? '-' : String(claim.bucket),
      String(expiresAt),
      issuer,
      nonce,
    ];
    return createHmac('sha256', this.secret)
      .update(parts.join('\n'))
      .digest('base64url')
      .slice(0, MAC_LENGTH);
  }

  /** One page's tokens: every area of `versions`, sharing one nonce and expiry. */
  issue(versions: Record<string, string>, bucket: number | null): PageTokens {
    const expiresAt = this.now() + this.lifetimeMs;
    const nonce = randomBytes(9).toString('base64url');
    const tokens: PageTokens = {};
    for (const [area, version] of Object.entries(versions)) {
      const mac = this.mac({ area, version, bucket }, expiresAt, this.issuer, nonce);
      tokens[area] = { version, token: `${expiresAt}.${this.issuer}.${nonce}.${mac}` };
    }
    return tokens;
  }

  /** Whether `token` was issued by a process of this site for exactly this area, version and bucket, and is still good. */
  verify(token: unknown, claim: TokenClaim): TokenCheck {
    if (token === undefined || token === null || token === '')
      return { ok: false, reason: 'missing' };
    const match = typeof token === 'string' ? TOKEN.exec(token) : null;
    if (!match) return { ok: false, reason: 'malformed' };
    const [, expiry, issuer, nonce, mac] = match as unknown as [
      string,
      string,
      string,
      string,
      string,
    ];
    const expiresAt = Number(expiry);
    const expected = Buffer.from(this.mac(claim, expiresAt, issuer, nonce));
    if (!timingSafeEqual(expected, Buffer.from(mac))) return { ok: false, reason: 'mismatch' };
    const now = this.now();
    // A token from further ahead than one lifetime was not issued under this configuration.
    if (expiresAt <= now || expiresAt > now + this.lifetimeMs + 60_000)
      return { ok: false, reason: 'expired' };
    return {
      ok: true,
      issuer,
      issuedAt: expiresAt - this.lifetimeMs,
      expiresAt,
      key: `${issuer}.${nonce}.${claim.area}`,
    };
  }
}

/**
 * The page with its tokens in a JSON script before `</head>` (else before `</body>`), or null when the
 * HTML has neither. A data block: the CSP's script rules do not apply to it, and `<` is escaped.
 */
export function withReportTokens(html: Buffer, tokens: PageTokens): Buffer | null {
  const text = html.toString('utf8');
  const at = text.indexOf('</head>') >= 0 ? text.indexOf('</head>') : text.lastIndexOf('</body>');
  if (at < 0) return null;
  const json = JSON.stringify(tokens).replace(/</g, '\\u003c');
  const script = `<script id="${REPORT_TOKENS_ELEMENT_ID}" type="application/json">${json}</script>`;
  return Buffer.from(text.slice(0, at) + script + text.slice(at), 'utf8');
}

/**
 * The secret tokens are signed with: TELEMETRY_SECRET (32+ characters), else one generated at first
 * start into `<site>/telemetry/report-secret` (mode 0600), which every process of the site then reads.
 */
export function loadReportSecret(siteDir: string, configured: string | undefined): string {
  return loadSiteSecret(siteDir, configured, {
    setting: 'TELEMETRY_SECRET',
    folder: 'telemetry',
    file: 'report-secret',
    minLength: MIN_SECRET_LENGTH,
  });
}
