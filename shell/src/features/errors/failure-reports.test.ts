import { bus } from '@site/event-bus';
import { failureKind, FAILURE_ENDPOINT, startFailureReports } from './failure-reports';

describe('remote failure reports', () => {
  it('sends area, live version and kind once per area, at most five per page', () => {
    const sent: Array<[string, unknown]> = [];
    const remotes = Object.fromEntries(['a', 'b', 'c', 'd', 'e', 'f'].map((n) => [n, { version: `1.0.0-${n}`, entry: `/remotes/${n}/m.json` }]));
    const stop = startFailureReports({ registry: { remotes }, send: (url, body) => sent.push([url, JSON.parse(body)]) });
    bus.emit('remote.failed', { remote: 'a', reason: 'Failed to fetch /remotes/a/1.0.0-a/mf-manifest.json' });
    bus.emit('remote.failed', { remote: 'a', reason: 'again' });
    for (const n of ['b', 'c', 'd', 'e', 'f']) bus.emit('remote.failed', { remote: n, reason: 'Loading chunk 12 failed' });
    stop();
    expect(sent[0]).toEqual([FAILURE_ENDPOINT, { area: 'a', version: '1.0.0-a', kind: 'manifest' }]);
    expect(sent.map(([, b]) => (b as { area: string }).area)).toEqual(['a', 'b', 'c', 'd', 'e']);
  });

  it('reads the kind from the error', () => {
    expect(failureKind('[ Federation Runtime ]: Failed to get remoteEntry exports')).toBe('entry');
    expect(failureKind('ChunkLoadError: Loading chunk 7 failed')).toBe('chunk');
    expect(failureKind('something else')).toBe('unknown');
  });
});
