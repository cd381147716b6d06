import type { Registry } from '@site/contracts';
import { bus } from '@site/event-bus';

/** Where the server collects them (packages/server/src/telemetry.ts). */
export const FAILURE_ENDPOINT = '/api/telemetry/remote-failure';
/** At most this many reports per page life, one per area: a broken release must not flood the server. */
const MAX_REPORTS = 5;

export type FailureKind = 'manifest' | 'entry' | 'chunk' | 'unknown';

/** What failed, as well as an error message tells it. */
export function failureKind(reason: string): FailureKind {
  if (/mf-manifest|manifest/i.test(reason)) return 'manifest';
  if (/remoteEntry|remote entry|RUNTIME-00[1-3]/i.test(reason)) return 'entry';
  if (/chunk|\.js\b/i.test(reason)) return 'chunk';
  return 'unknown';
}

export interface FailureReportDeps {
  registry: Registry;
  /** navigator.sendBeacon in the browser. */
  send: (url: string, body: string) => void;
}

/** Reports each remote that fails to load (area, live version, what failed) once, for ops (issue 18). */
export function startFailureReports({ registry, send }: FailureReportDeps): () => void {
  const reported = new Set<string>();
  return bus.on('remote.failed', ({ remote, reason }) => {
    if (reported.has(remote) || reported.size >= MAX_REPORTS) return;
    reported.add(remote);
    const version = registry.remotes[remote]?.version ?? null;
    try {
      send(FAILURE_ENDPOINT, JSON.stringify({ area: remote, version, kind: failureKind(reason) }));
    } catch {
      // Reporting is best effort; the visitor's page never depends on it.
    }
  });
}

/** The browser's sender: a beacon (survives the page going away), else a keep-alive fetch. */
export function beaconSender(url: string, body: string): void {
  const blob = new Blob([body], { type: 'text/plain' });
  if (typeof navigator.sendBeacon === 'function' && navigator.sendBeacon(url, blob)) return;
  void fetch(url, { method: 'POST', body, headers: { 'content-type': 'text/plain' }, keepalive: true }).catch(() => undefined);
}
