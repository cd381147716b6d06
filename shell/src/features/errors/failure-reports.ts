import type { Registry } from '@site/contracts';
import { bus } from '@site/event-bus';

/** Where the server collects them (packages/server/src/telemetry.ts). */
export const FAILURE_ENDPOINT = '/api/telemetry/remote-failure';
/** At most this many reports per page life, one per area: a broken release must not flood the server. */
const MAX_REPORTS = 5;

export type FailureKind = 'manifest' | 'entry' | 'chunk' | 'module' | 'unknown';

/**
 * What failed, as well as an error message tells it (Module Federation's runtime codes first):
 * the manifest (RUNTIME-003, -007, -013), the remote entry (RUNTIME-001, -002, -008, -011, -015),
 * a code chunk, or, when all of its files came, the remote's own module: an expose it no longer
 * has (RUNTIME-014, "does not exist in container") or code that throws as it loads (a broken
 * release, which used to be reported as "unknown").
 */
export function failureKind(reason: string): FailureKind {
  if (/RUNTIME-0(03|07|13)\b|mf-manifest|manifest/i.test(reason)) return 'manifest';
  if (
    /RUNTIME-0(01|02|08|11|15)\b|remoteEntry|remote entry|container initiali[sz]ation/i.test(reason)
  )
    return 'entry';
  if (/ChunkLoadError|Loading (CSS )?chunk|\bchunk\b/i.test(reason)) return 'chunk';
  return reason.trim() === '' ? 'unknown' : 'module';
}

/** Per area, the version this page was served with and the token a report about it must carry. */
export type ReportTokens = Record<string, { version: string; token: string } | undefined>;

/** Where the server puts a page's tokens (packages/server/src/report-tokens.ts, REPORT_TOKENS_ELEMENT_ID). */
const TOKENS_ELEMENT_ID = '__SITE_REPORT_TOKENS__';

/** The tokens the server put in this page; none in a page it did not serve (the shell's bare index.html). */
export function readReportTokens(doc: Document): ReportTokens {
  try {
    const tokens: unknown = JSON.parse(doc.getElementById(TOKENS_ELEMENT_ID)?.textContent ?? '{}');
    return typeof tokens === 'object' && tokens !== null ? (tokens as ReportTokens) : {};
  } catch {
    return {};
  }
}

export interface FailureReportDeps {
  registry: Registry;
  tokens: ReportTokens;
  /** navigator.sendBeacon in the browser. */
  send: (url: string, body: string) => void;
}

/**
 * Reports each remote that fails to load (area, live version, what failed) once, for ops (issue 18),
 * with the token the page was served with for that area version: the server counts nothing else
 * (issue 26), so without a matching token nothing is sent.
 */
export function startFailureReports({ registry, tokens, send }: FailureReportDeps): () => void {
  const reported = new Set<string>();
  return bus.on('remote.failed', ({ remote, reason }) => {
    const version = registry.remotes[remote]?.version;
    const token = tokens[remote];
    if (
      !version ||
      token?.version !== version ||
      reported.has(remote) ||
      reported.size >= MAX_REPORTS
    )
      return;
    reported.add(remote);
    try {
      send(
        FAILURE_ENDPOINT,
        JSON.stringify({ area: remote, version, kind: failureKind(reason), token: token.token }),
      );
    } catch {
      // Reporting is best effort; the visitor's page never depends on it.
    }
  });
}

/** The browser's sender: a beacon (survives the page going away), else a keep-alive fetch. */
export function beaconSender(url: string, body: string): void {
  const blob = new Blob([body], { type: 'text/plain' });
  if (typeof navigator.sendBeacon === 'function' && navigator.sendBeacon(url, blob)) return;
  void fetch(url, {
    method: 'POST',
    body,
    headers: { 'content-type': 'text/plain' },
    keepalive: true,
  }).catch(() => undefined);
}
