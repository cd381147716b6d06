/** @jest-environment jsdom */
import { bus } from '@site/event-bus';
import {
  failureKind,
  FAILURE_ENDPOINT,
  readReportTokens,
  startFailureReports,
  type ReportTokens,
} from './failure-reports';

const remotes = Object.fromEntries(
  ['a', 'b', 'c', 'd', 'e', 'f'].map((n) => [
    n,
    { version: `1.0.0-${n}`, entry: `/remotes/${n}/m.json` },
  ]),
);
const tokensFor = (names: string[]): ReportTokens =>
  Object.fromEntries(names.map((n) => [n, { version: `1.0.0-${n}`, token: `token-${n}` }]));

describe('remote failure reports', () => {
  it('sends area, live version, kind and the page’s token once per area, at most five per page', () => {
    const sent: Array<[string, unknown]> = [];
    const stop = startFailureReports({
      registry: { remotes },
      tokens: tokensFor(Object.keys(remotes)),
      send: (url, body) => sent.push([url, JSON.parse(body)]),
    });
    bus.emit('remote.failed', {
      remote: 'a',
      reason: 'Failed to fetch /remotes/a/1.0.0-a/mf-manifest.json',
    });
    bus.emit('remote.failed', { remote: 'a', reason: 'again' });
    for (const n of ['b', 'c', 'd', 'e', 'f'])
      bus.emit('remote.failed', { remote: n, reason: 'Loading chunk 12 failed' });
    stop();
    expect(sent[0]).toEqual([
      FAILURE_ENDPOINT,
      { area: 'a', version: '1.0.0-a', kind: 'manifest', token: 'token-a' },
    ]);
    expect(sent.map(([, b]) => (b as { area: string }).area)).toEqual(['a', 'b', 'c', 'd', 'e']);
  });

  it('sends nothing for an area whose token is missing or was served for another version', () => {
    const sent: string[] = [];
    const tokens = { ...tokensFor(['a']), b: { version: '0.9.0-old', token: 'token-b' } };
    const stop = startFailureReports({
      registry: { remotes },
      tokens,
      send: (_url, body) => sent.push((JSON.parse(body) as { area: string }).area),
    });
    for (const n of ['b', 'c', 'a'])
      bus.emit('remote.failed', { remote: n, reason: 'Loading chunk 12 failed' });
    stop();
    expect(sent).toEqual(['a']);
  });

  it('reads the tokens the server put in the page, and none from a page without them', () => {
    document.body.innerHTML = `<script id="__SITE_REPORT_TOKENS__" type="application/json">${JSON.stringify(tokensFor(['a']))}</script>`;
    expect(readReportTokens(document)).toEqual(tokensFor(['a']));
    document.body.innerHTML =
      '<script id="__SITE_REPORT_TOKENS__" type="application/json">{not json</script>';
    expect(readReportTokens(document)).toEqual({});
    document.body.innerHTML = '';
    expect(readReportTokens(document)).toEqual({});
  });

  it('reads the kind from the error', () => {
    expect(failureKind('[ Federation Runtime ]: Failed to get remoteEntry exports')).toBe('entry');
    expect(failureKind('ChunkLoadError: Loading chunk 7 failed')).toBe('chunk');
    expect(
      failureKind('[ Federation Runtime ]: Failed to load script resources. #RUNTIME-008'),
    ).toBe('entry');
    expect(failureKind('[ Federation Runtime ]: Failed to get manifest. #RUNTIME-003')).toBe(
      'manifest',
    );
    // The remote's files all came and its own code failed: a dropped expose, or code that throws.
    expect(failureKind('Module "./routes" does not exist in container.')).toBe('module');
    expect(failureKind('tours exploded while loading')).toBe('module');
    expect(failureKind('')).toBe('unknown');
  });
});
