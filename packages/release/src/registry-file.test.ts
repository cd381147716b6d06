import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawn } from 'node:child_process';
import {
  appendHistory,
  canaryVerdict,
  evidenceLines,
  promote,
  prune,
  readHistory,
  readRegistry,
  recentFailures,
  recentServed,
  rollback,
  setRemote,
  startCanary,
  updateRegistry,
  type VERDICT_THRESHOLDS,
  withRegistryLock,
} from './registry-file';
import type { Counts } from './canary-verdict';
import type { CanaryTrial } from './registry-store';

let site: string;
beforeEach(() => {
  site = fs.mkdtempSync(path.join(os.tmpdir(), 'registry-'));
});
afterEach(() => fs.rmSync(site, { recursive: true, force: true }));

function publishFake(name: string, version: string) {
  const dir = path.join(site, 'remotes', name, version);
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, 'mf-manifest.json'), '{}');
}

/** A whole published version: the client manifest and the SSR bundle, as publish.cjs leaves them. */
function publishFull(name: string, version: string) {
  publishFake(name, version);
  const ssr = path.join(site, 'ssr', name, version);
  fs.mkdirSync(ssr, { recursive: true });
  fs.writeFileSync(path.join(ssr, 'index.js'), 'module.exports = {};');
}

/** The history lines after the first `skip`, without who, when and which commit. */
const changes = (skip = 0) =>
  readHistory(site)
    .slice(skip)
    .map(({ at: _at, by: _by, commit: _commit, ...change }) => change);

describe('registry history and compare-and-swap', () => {
  it('records every change in an append-only history: area, versions, who and when', () => {
    publishFake('tours', '0.1.0-aaaaaaaaaa');
    publishFake('tours', '0.1.0-bbbbbbbbbb');
    process.env.RELEASED_BY = 'ops-test';
    try {
      setRemote(site, 'tours', '0.1.0-aaaaaaaaaa');
      setRemote(site, 'tours', '0.1.0-bbbbbbbbbb', { action: 'release' });
      setRemote(site, 'tours', '0.1.0-bbbbbbbbbb'); // no change, no line
    } finally {
      delete process.env.RELEASED_BY;
    }
    const history = readHistory(site);
    expect(history.map((h) => [h.action, h.area, h.from, h.version, h.by])).toEqual([
      ['set', 'tours', null, '0.1.0-aaaaaaaaaa', 'ops-test'],
      ['release', 'tours', '0.1.0-aaaaaaaaaa', '0.1.0-bbbbbbbbbb', 'ops-test'],
    ]);
    expect(new Date(history[0]!.at!).getTime()).toBeGreaterThan(0);
    expect(readRegistry(site).rev).toBe(2);
  });

  it('refuses a write based on a registry that has moved on', () => {
    updateRegistry(site, (r) => ({ ...r, remotes: {} }));
    const { rev } = readRegistry(site);
    updateRegistry(site, (r) => r, { expectedRev: rev });
    expect(() => updateRegistry(site, (r) => r, { expectedRev: rev })).toThrow(
      /changed since it was read/,
    );
  });

  it('skips a history line it cannot read and keeps the rest', () => {
    appendHistory(site, { action: 'set', area: 'a', version: '1.0.0', from: null });
    fs.appendFileSync(path.join(site, 'remotes.history.jsonl'), '{half a line\n');
    appendHistory(site, { action: 'set', area: 'b', version: '1.0.0', from: null });
    expect(readHistory(site).map((h) => h.area)).toEqual(['a', 'b']);
  });

  it('breaks a lock left by a process that is gone', () => {
    fs.writeFileSync(
      path.join(site, 'remotes.json.lock'),
      JSON.stringify({ pid: 2 ** 22 + 12345, at: Date.now() }),
    );
    expect(withRegistryLock(site, () => 'ran')).toBe('ran');
  });

  it('two releases at once from two processes lose neither change nor history line', async () => {
    const areas = ['content', 'tours', 'giving', 'media'];
    for (const a of areas) for (const v of ['1.0.0', '1.0.1', '1.0.2']) publishFake(a, v);
    const script = `
      const { setRemote } = require(${JSON.stringify(path.join(__dirname, 'registry-file.ts'))});
      const [site, ...areas] = process.argv.slice(1);
      for (const v of ['1.0.0', '1.0.1', '1.0.2']) for (const a of areas) setRemote(site, a, v, { action: 'release' });
    `;
    const run = (list: string[]) =>
      new Promise<void>((resolve, reject) => {
        const child = spawn(process.execPath, ['--import', 'tsx', '-e', script, site, ...list], {
          stdio: 'inherit',
        });
        child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`exit ${code}`))));
      });
    await Promise.all([run(areas.slice(0, 2)), run(areas.slice(2))]);
    const { remotes, rev } = readRegistry(site);
    for (const a of areas)
      expect(remotes[a]).toMatchObject({ version: '1.0.2', previous: '1.0.1' });
    expect(rev).toBe(12);
    expect(readHistory(site)).toHaveLength(12);
    expect(fs.existsSync(path.join(site, 'remotes.json.lock'))).toBe(false);
  });
});

/** The registry entry of `area` live at `version` (no canary), `previous` before it. */
const liveEntry = (area: string, version: string, previous: string) => ({
  version,
  entry: `/remotes/${area}/${version}/mf-manifest.json`,
  previous,
});

/** tours live at 1.0.1 with 1.0.0 as previous; 1.0.0 to 1.0.3 published. */
function liveTours() {
  for (const v of ['1.0.0', '1.0.1', '1.0.2', '1.0.3']) publishFull('tours', v);
  setRemote(site, 'tours', '1.0.0');
  setRemote(site, 'tours', '1.0.1');
  return readHistory(site).length;
}

/** Runs `fn`, expects it refused with `message`, and checks that nothing was written. */
function expectRefused(fn: () => unknown, message: RegExp) {
  const registry = fs.existsSync(path.join(site, 'remotes.json')) ? readRegistry(site) : null;
  const lines = readHistory(site).length;
  expect(fn).toThrow(message);
  expect(fs.existsSync(path.join(site, 'remotes.json')) ? readRegistry(site) : null).toEqual(
    registry,
  );
  expect(readHistory(site)).toHaveLength(lines);
  expect(fs.existsSync(path.join(site, 'remotes.json.lock'))).toBe(false);
}

describe('startCanary', () => {
  it('sends a share of visitors to a published version and records it', () => {
    const skip = liveTours();
    const before = Date.now();
    const entry = startCanary(site, 'tours', '1.0.2', 10);
    expect(entry).toMatchObject({
      version: '1.0.1',
      previous: '1.0.0',
      canary: { version: '1.0.2', percent: 10 },
    });
    const { since } = entry.canary as CanaryTrial;
    expect(Date.parse(since!)).toBeGreaterThanOrEqual(before - 1000);
    expect(since).toBe(new Date(since!).toISOString());
    expect(readRegistry(site).remotes.tours).toEqual(entry);
    expect(changes(skip)).toEqual([
      { action: 'canary', area: 'tours', version: '1.0.2', from: '1.0.1', percent: 10 },
    ]);
  });

  it('replaces an existing canary, and the history says which one it replaced', () => {
    const skip = liveTours();
    startCanary(site, 'tours', '1.0.2', 10);
    const entry = startCanary(site, 'tours', '1.0.3', 25);
    expect(entry.canary).toMatchObject({ version: '1.0.3', percent: 25 });
    expect(changes(skip + 1)).toEqual([
      {
        action: 'canary',
        area: 'tours',
        version: '1.0.3',
        from: '1.0.2',
        percent: 25,
        replaced: true,
      },
    ]);
  });

  it('a new percent for the same version keeps its start time; the same percent changes nothing', () => {
    const skip = liveTours();
    const { since } = startCanary(site, 'tours', '1.0.2', 10).canary as CanaryTrial;
    expect(startCanary(site, 'tours', '1.0.2', 50).canary).toEqual({
      version: '1.0.2',
      percent: 50,
      since,
    });
    const { rev } = readRegistry(site);
    startCanary(site, 'tours', '1.0.2', 50);
    expect(readRegistry(site).rev).toBe(rev);
    expect(changes(skip).map((c) => [c.from, c.version, c.percent])).toEqual([
      ['1.0.1', '1.0.2', 10],
      ['1.0.2', '1.0.2', 50],
    ]);
  });

  it('refuses a version that is not published, or only half published, and says what to do', () => {
    liveTours();
    expectRefused(
      () => startCanary(site, 'tours', '1.0.9', 10),
      /tours@1\.0\.9 is not published .*pnpm build/,
    );
    publishFake('tours', '1.0.4'); // a client manifest but no SSR bundle
    expectRefused(
      () => startCanary(site, 'tours', '1.0.4', 10),
      /not published \(no ssr\/tours\/1\.0\.4\/index\.js\)/,
    );
  });

  it('refuses the live version, a percent outside 1–99, a bad name or version, and a remote with no live version', () => {
    liveTours();
    expectRefused(
      () => startCanary(site, 'tours', '1.0.1', 10),
      /already live; a canary tries another version/,
    );
    for (const percent of [0, 100, 12.5, '10', undefined, NaN]) {
      // A percent as a script might pass it, typed or not: each is refused.
      expectRefused(
        () => startCanary(site, 'tours', '1.0.2', percent as number),
        /whole number from 1 to 99/,
      );
    }
    expectRefused(() => startCanary(site, 'Tours', '1.0.2', 10), /not a remote name/);
    expectRefused(() => startCanary(site, 'tours', 'latest', 10), /not a version/);
    publishFull('giving', '1.0.0');
    expectRefused(
      () => startCanary(site, 'giving', '1.0.0', 10),
      /giving has no live version .*site-release registry set giving/,
    );
    expect((startCanary(site, 'tours', '1.0.2', 1).canary as CanaryTrial).percent).toBe(1);
    expect((startCanary(site, 'tours', '1.0.2', 99).canary as CanaryTrial).percent).toBe(99);
  });
});

describe('promote', () => {
  it('makes the canary live for everyone, keeps the old live version as previous and drops the canary', () => {
    const skip = liveTours();
    startCanary(site, 'tours', '1.0.2', 10);
    const entry = promote(site, 'tours');
    expect(entry).toEqual(liveEntry('tours', '1.0.2', '1.0.1'));
    expect(readRegistry(site).remotes.tours).toEqual(entry);
    expect(changes(skip + 1)).toEqual([
      { action: 'promote', area: 'tours', version: '1.0.2', from: '1.0.1' },
    ]);
  });

  it('refuses without a canary, or without the remote, and says how to start one', () => {
    liveTours();
    expectRefused(
      () => promote(site, 'tours'),
      /tours has no canary to promote; start one with site-release registry canary tours/,
    );
    expectRefused(() => promote(site, 'giving'), /giving has no live version/);
    expectRefused(() => promote(site, '../x'), /not a remote name/);
  });
});

describe('rollback', () => {
  it('with a canary and no version named, drops only the canary and records why', () => {
    const skip = liveTours();
    startCanary(site, 'tours', '1.0.2', 10);
    const entry = rollback(site, 'tours', undefined, { reason: 'canary failure rate 40% (8/20)' });
    expect(entry).toEqual(liveEntry('tours', '1.0.1', '1.0.0'));
    expect(changes(skip + 1)).toEqual([
      {
        action: 'rollback',
        area: 'tours',
        version: '1.0.1',
        from: '1.0.2',
        canary: true,
        reason: 'canary failure rate 40% (8/20)',
      },
    ]);
  });

  it('takes another action name, for an automatic rollback, and leaves out a missing reason', () => {
    const skip = liveTours();
    startCanary(site, 'tours', '1.0.2', 10);
    rollback(site, 'tours', undefined, { action: 'auto-rollback' });
    expect(changes(skip + 1)).toEqual([
      { action: 'auto-rollback', area: 'tours', version: '1.0.1', from: '1.0.2', canary: true },
    ]);
  });

  it('to a named published version: it becomes live, the live one previous, and any canary goes', () => {
    const skip = liveTours();
    startCanary(site, 'tours', '1.0.3', 10);
    const entry = rollback(site, 'tours', '1.0.2');
    expect(entry).toEqual(liveEntry('tours', '1.0.2', '1.0.1'));
    expect(changes(skip + 1)).toEqual([
      {
        action: 'rollback',
        area: 'tours',
        version: '1.0.2',
        from: '1.0.1',
        droppedCanary: '1.0.3',
      },
    ]);
    // No canary: the named version still becomes live.
    expect(rollback(site, 'tours', '1.0.0')).toMatchObject({ version: '1.0.0', previous: '1.0.2' });
  });

  it('without a canary or a version, goes back to previous; a second rollback undoes the first', () => {
    const skip = liveTours();
    expect(rollback(site, 'tours')).toMatchObject({ version: '1.0.0', previous: '1.0.1' });
    expect(rollback(site, 'tours')).toMatchObject({ version: '1.0.1', previous: '1.0.0' });
    expect(changes(skip).map((c) => [c.action, c.from, c.version])).toEqual([
      ['rollback', '1.0.1', '1.0.0'],
      ['rollback', '1.0.0', '1.0.1'],
    ]);
  });

  it('refuses with no previous version, an unpublished or live version named, or no such remote', () => {
    publishFull('tours', '1.0.0');
    setRemote(site, 'tours', '1.0.0');
    expectRefused(
      () => rollback(site, 'tours'),
      /^no previous version of tours to roll back to; name a published version/,
    );
    expectRefused(() => rollback(site, 'tours', '1.0.9'), /tours@1\.0\.9 is not published/);
    expectRefused(() => rollback(site, 'tours', '1.0.0'), /tours@1\.0\.0 is already live/);
    expectRefused(() => rollback(site, 'giving'), /giving has no live version/);
  });

  it('refuses a previous version that prune or a hand has removed', () => {
    liveTours();
    fs.rmSync(path.join(site, 'ssr', 'tours', '1.0.0'), { recursive: true });
    expectRefused(() => rollback(site, 'tours'), /tours@1\.0\.0 is not published/);
  });
});

describe('setRemote with a canary', () => {
  it('setting the canary version live drops the canary; setting another version keeps it', () => {
    const skip = liveTours();
    startCanary(site, 'tours', '1.0.3', 10);
    expect(setRemote(site, 'tours', '1.0.2').canary).toMatchObject({ version: '1.0.3' });
    const entry = setRemote(site, 'tours', '1.0.3');
    expect(entry).toEqual(liveEntry('tours', '1.0.3', '1.0.2'));
    expect(changes(skip + 1)).toEqual([
      { action: 'set', area: 'tours', version: '1.0.2', from: '1.0.1' },
      { action: 'set', area: 'tours', version: '1.0.3', from: '1.0.2', droppedCanary: '1.0.3' },
    ]);
  });

  it('prune keeps a canary started by startCanary', () => {
    liveTours();
    startCanary(site, 'tours', '1.0.3', 10);
    expect(prune(site, { keep: 0 })).toEqual(['tours@1.0.2']);
    expect(fs.readdirSync(path.join(site, 'ssr', 'tours')).sort()).toEqual([
      '1.0.0',
      '1.0.1',
      '1.0.3',
    ]);
  });
});

describe('canaryVerdict', () => {
  const verdict = (
    canary: Counts,
    stable: Counts = { served: 1000, failed: 0 },
    thresholds?: Partial<typeof VERDICT_THRESHOLDS>,
  ) => canaryVerdict({ stable, canary }, thresholds);

  it('rolls back on clear evidence and states both failure rates', () => {
    expect(verdict({ served: 20, failed: 8 }, { served: 150, failed: 3 })).toEqual({
      rollback: true,
      reason: 'canary failure rate 40% (8/20) against 2% (3/150) for the live version',
    });
  });

  it('needs at least 20 canary page loads', () => {
    const few = verdict({ served: 19, failed: 8 });
    expect(few).toMatchObject({ rollback: false });
    expect(few.reason).toMatch(
      /too few canary page loads to judge \(19, 20 needed\): canary failure rate 42\.1% \(8\/19\) against 0% \(0\/1000\)/,
    );
    expect(verdict({ served: 20, failed: 8 }).rollback).toBe(true);
  });

  it('needs at least 5 canary failures', () => {
    expect(verdict({ served: 20, failed: 4 })).toMatchObject({
      rollback: false,
      reason: expect.stringMatching(/too few canary failures to judge \(4, 5 needed\)/),
    });
    expect(verdict({ served: 20, failed: 5 }).rollback).toBe(true);
  });

  it('needs more than twice the live failure rate: exactly twice is not enough', () => {
    const twice = verdict({ served: 50, failed: 10 }, { served: 100, failed: 10 }); // 20% against 10%
    expect(twice).toMatchObject({
      rollback: false,
      reason: expect.stringMatching(/^not more than 2x/),
    });
    expect(verdict({ served: 50, failed: 11 }, { served: 100, failed: 10 }).rollback).toBe(true); // 22%
  });

  it('needs at least 5 percentage points above the live rate, counted exactly at the boundary', () => {
    const under = verdict({ served: 100, failed: 5 }, { served: 100, failed: 1 }); // 5% against 1%: 4 points
    expect(under).toMatchObject({
      rollback: false,
      reason: expect.stringMatching(/^less than 5 percentage points/),
    });
    // 6% - 1% is 0.0499999… in floating point; it is still 5 points.
    expect(verdict({ served: 100, failed: 6 }, { served: 100, failed: 1 }).rollback).toBe(true);
  });

  it('judges a canary against a live version with no loads yet as against 0%', () => {
    expect(verdict({ served: 20, failed: 5 }, { served: 0, failed: 0 })).toEqual({
      rollback: true,
      reason: 'canary failure rate 25% (5/20) against 0% (0/0) for the live version',
    });
  });

  it('takes other thresholds, and refuses counts that cannot be right', () => {
    expect(verdict({ served: 10, failed: 5 }, undefined, { minLoads: 10 }).rollback).toBe(true);
    expect(verdict({ served: 3, failed: 1 }, { served: 3, failed: 0 }).reason).toMatch(
      /33\.3% \(1\/3\)/,
    );
    for (const bad of [
      { served: 5, failed: 6 },
      { served: -1, failed: 0 },
      { served: 1.5, failed: 0 },
      undefined,
    ]) {
      expect(() => verdict(bad as Counts)).toThrow(
        /canary must be \{ served, failed \}, whole numbers with failed <= served/,
      );
    }
    expect(() => canaryVerdict()).toThrow(/stable must be/);
  });
});

describe('canary changes from two processes at once', () => {
  it('one promoting and one starting canaries on other areas lose neither change nor history line', async () => {
    const promoted = ['tours', 'giving', 'media', 'commerce'];
    const started = ['content', 'news', 'shop', 'blog'];
    for (const a of [...promoted, ...started]) {
      for (const v of ['1.0.0', '1.0.1']) publishFull(a, v);
      setRemote(site, a, '1.0.0');
    }
    for (const a of promoted) startCanary(site, a, '1.0.1', 10);
    const { rev } = readRegistry(site);
    const lines = readHistory(site).length;
    const script = `
      const registry = require(${JSON.stringify(path.join(__dirname, 'registry-file.ts'))});
      const [site, action, ...areas] = process.argv.slice(1);
      for (const a of areas) action === 'promote' ? registry.promote(site, a) : registry.startCanary(site, a, '1.0.1', 20);
    `;
    const run = (...args: string[]) =>
      new Promise<void>((resolve, reject) => {
        const child = spawn(process.execPath, ['--import', 'tsx', '-e', script, site, ...args], {
          stdio: 'inherit',
        });
        child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`exit ${code}`))));
      });
    await Promise.all([run('promote', ...promoted), run('canary', ...started)]);
    const { remotes, rev: after } = readRegistry(site);
    for (const a of promoted) expect(remotes[a]).toEqual(liveEntry(a, '1.0.1', '1.0.0'));
    for (const a of started)
      expect(remotes[a]).toMatchObject({
        version: '1.0.0',
        canary: { version: '1.0.1', percent: 20 },
      });
    expect(after).toBe(rev! + 8);
    const written = changes(lines);
    expect(written).toHaveLength(8);
    expect(
      written
        .filter((c) => c.action === 'promote')
        .map((c) => c.area)
        .sort(),
    ).toEqual([...promoted].sort());
    expect(
      written
        .filter((c) => c.action === 'canary')
        .map((c) => c.area)
        .sort(),
    ).toEqual([...started].sort());
    expect(fs.existsSync(path.join(site, 'remotes.json.lock'))).toBe(false);
  });
});

describe('versions the guard rolled back', () => {
  /** tours live at 1.0.1 (previous 1.0.0), with canaries of 1.0.2 and then 1.0.3 rolled back by the guard. */
  function twoBadCanaries() {
    liveTours();
    for (const v of ['1.0.2', '1.0.3']) {
      startCanary(site, 'tours', v, 10);
      rollback(site, 'tours', undefined, {
        action: 'auto-rollback',
        reason: 'canary failure rate 60% (12/20)',
      });
    }
    return readRegistry(site).remotes.tours;
  }

  it('are marked bad with the reason, and the live version is untouched', () => {
    const entry = twoBadCanaries();
    expect(entry).toMatchObject({ version: '1.0.1', previous: '1.0.0' });
    expect(Object.keys(entry!.bad!).sort()).toEqual(['1.0.2', '1.0.3']);
    expect(entry!.bad!['1.0.3']!.reason).toBe('canary failure rate 60% (12/20)');
  });

  it('prune keeps the last good versions and removes the bad ones, and records each removal', () => {
    twoBadCanaries();
    // Live 1.0.1 and previous 1.0.0 are the good ones; keep 1 must not spend its place on a bad version.
    fs.utimesSync(path.join(site, 'remotes', 'tours', '1.0.0'), new Date(0), new Date(0));
    expect(prune(site, { keep: 1 }).sort()).toEqual(['tours@1.0.2', 'tours@1.0.3']);
    expect(fs.readdirSync(path.join(site, 'remotes', 'tours')).sort()).toEqual(['1.0.0', '1.0.1']);
    expect(changes().filter((c) => c.action === 'prune')).toEqual([
      expect.objectContaining({
        area: 'tours',
        from: expect.stringMatching(/^1\.0\.[23]$/),
        version: null,
        bad: true,
      }),
      expect.objectContaining({
        area: 'tours',
        from: expect.stringMatching(/^1\.0\.[23]$/),
        version: null,
        bad: true,
      }),
    ]);
  });

  it('a rollback passes over a bad previous version to the newest good one that was live', () => {
    twoBadCanaries();
    // 1.0.3 goes live by name (which clears its mark); rolling back must not land on bad 1.0.2 …
    startCanary(site, 'tours', '1.0.2', 10);
    rollback(site, 'tours', undefined, { action: 'auto-rollback', reason: 'again' });
    setRemote(site, 'tours', '1.0.3', { action: 'set' });
    expect(readRegistry(site).remotes.tours!.bad).toEqual({ '1.0.2': expect.any(Object) });
    rollback(site, 'tours', '1.0.2'); // named: allowed, and no longer marked
    expect(readRegistry(site).remotes.tours).toMatchObject({ version: '1.0.2', previous: '1.0.3' });
    expect(readRegistry(site).remotes.tours!.bad).toBeUndefined();
  });

  it('without a version, skips a previous that the guard marked bad', () => {
    liveTours();
    startCanary(site, 'tours', '1.0.2', 10);
    promote(site, 'tours'); // 1.0.2 live, previous 1.0.1
    startCanary(site, 'tours', '1.0.3', 10);
    rollback(site, 'tours', undefined, { action: 'auto-rollback', reason: 'bad' });
    // An operator forces 1.0.3 live by name, then the guard's verdict is put back by hand (as in a
    // registry restored from a backup): the previous version (1.0.2) is fine, 1.0.3 is bad.
    setRemote(site, 'tours', '1.0.3');
    updateRegistry(site, (r) => {
      r.remotes.tours = {
        ...r.remotes.tours!,
        version: '1.0.2',
        previous: '1.0.3',
        bad: { '1.0.3': { at: 'x', reason: 'bad' } },
      };
      return r;
    });
    expect(rollback(site, 'tours')).toMatchObject({ version: '1.0.1', previous: '1.0.2' });
  });

  it('promote refuses a canary marked bad; naming it in a new canary clears the mark', () => {
    twoBadCanaries();
    updateRegistry(site, (r) => {
      r.remotes.tours!.canary = { version: '1.0.3', percent: 10, since: 'x' };
      return r;
    });
    expectRefused(
      () => promote(site, 'tours'),
      /tours@1\.0\.3 was rolled back automatically \(canary failure rate 60% \(12\/20\)\)/,
    );
    startCanary(site, 'tours', '1.0.3', 20);
    expect(promote(site, 'tours')).toMatchObject({ version: '1.0.3', previous: '1.0.1' });
  });
});

describe('the guard evidence pnpm remotes shows', () => {
  it('sums the pages every process served and the failures reported, per version, with the rate and kinds', () => {
    const at = new Date().toISOString();
    const old = new Date(Date.now() - 2 * 3_600_000).toISOString();
    const dir = path.join(site, 'telemetry');
    fs.mkdirSync(dir, { recursive: true });
    const day = at.slice(0, 10);
    fs.writeFileSync(
      path.join(dir, `served-${day}.jsonl`),
      [
        { at, area: 'tours', version: '1.0.1', served: 30 },
        { at, area: 'tours', version: '1.0.1', served: 10 },
        { at, area: 'tours', version: '1.0.2', served: 20 },
        { at: old, area: 'tours', version: '1.0.2', served: 999 },
      ]
        .map((l) => `${JSON.stringify(l)}\n`)
        .join('') + '{broken\n',
    );
    fs.writeFileSync(
      path.join(dir, `remote-failures-${day}.jsonl`),
      [
        ...Array(4).fill({ at, area: 'tours', version: '1.0.2', kind: 'chunk' }),
        { at, area: 'tours', version: '1.0.2', kind: 'entry' },
      ]
        .map((l) => `${JSON.stringify(l)}\n`)
        .join(''),
    );
    expect(evidenceLines(recentServed(site), recentFailures(site))).toEqual([
      'pages served and load failures in the last hour:',
      '  tours@1.0.1: 40 served, 0 failed (0.0%)',
      '  tours@1.0.2: 20 served, 5 failed (25.0%) [chunk 4, entry 1]',
    ]);
  });

  it('says when nothing was recorded', () => {
    expect(evidenceLines([], [])).toEqual([
      'pages served and load failures in the last hour: none recorded',
    ]);
  });
});
