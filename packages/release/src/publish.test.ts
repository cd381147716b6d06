/* global describe, it, expect, beforeEach, afterEach, jest -- Jest provides them */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { publishRemote, stagingOf } from './publish';
import { readRegistry, setRemote, prune, publishedLiveVersion } from './registry-file';

let site: string;
beforeEach(() => {
  site = fs.mkdtempSync(path.join(os.tmpdir(), 'publish-'));
});
afterEach(() => fs.rmSync(site, { recursive: true, force: true }));

const write = (file: string, text: string) => {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, text);
};

/** What webpack leaves in the staging folder: a client build, its SSR bundle and its maps. */
function stage(name: string, chunk = 'console.log(1)') {
  const staging = stagingOf(site, name);
  write(path.join(staging.client, 'mf-manifest.json'), '{"id":"tours"}');
  write(path.join(staging.client, 'remoteEntry.js'), 'var tours;');
  write(path.join(staging.client, 'assets', 'chunk.js'), chunk);
  write(path.join(staging.ssr, 'index.js'), `exports.generator = {}; // ${chunk}`);
  write(path.join(staging.maps, 'remoteEntry.js.map'), '{"version":3}');
}

const publish = (name = 'tours') => publishRemote({ siteDir: site, name, baseVersion: '0.1.0' });
const exists = (...parts: string[]) => fs.existsSync(path.join(site, ...parts));

describe('publishRemote', () => {
  it('names the version after the package version and the output’s hash, and moves the build there', () => {
    stage('tours');
    const { version, published } = publish();
    expect(version).toMatch(/^0\.1\.0-[0-9a-f]{10}$/);
    expect(published).toBe(true);
    expect(exists('remotes', 'tours', version, 'assets', 'chunk.js')).toBe(true);
    expect(exists('ssr', 'tours', version, 'index.js')).toBe(true);
    expect(exists('sourcemaps', 'tours', version, 'remoteEntry.js.map')).toBe(true);
    expect(exists('.staging')).toBe(false);
  });

  it('the same build is the same version again, and publishing it changes nothing', () => {
    stage('tours');
    const first = publish();
    const before = fs.statSync(path.join(site, 'remotes', 'tours', first.version)).mtimeMs;
    stage('tours');
    const again = publish();
    expect(again).toEqual({ version: first.version, published: false });
    expect(fs.statSync(path.join(site, 'remotes', 'tours', first.version)).mtimeMs).toBe(before);
    expect(exists('.staging', 'tours')).toBe(false);
  });

  it('a changed build gets a new version folder and the old one stays served', () => {
    stage('tours', 'console.log(1)');
    const old = publish();
    stage('tours', 'console.log(2)');
    const next = publish();
    expect(next.version).not.toBe(old.version);
    expect(
      fs.readFileSync(
        path.join(site, 'remotes', 'tours', old.version, 'assets', 'chunk.js'),
        'utf8',
      ),
    ).toBe('console.log(1)');
    expect(
      fs.readFileSync(
        path.join(site, 'remotes', 'tours', next.version, 'assets', 'chunk.js'),
        'utf8',
      ),
    ).toBe('console.log(2)');
  });

  it('refuses to overwrite a published version whose files differ, and says why', () => {
    stage('tours');
    const { version } = publish();
    const chunk = path.join(site, 'remotes', 'tours', version, 'assets', 'chunk.js');
    fs.writeFileSync(chunk, 'tampered');
    stage('tours');
    expect(() => publish()).toThrow(
      /tours@0\.1\.0-[0-9a-f]{10}.*already published with different files \(assets\/chunk\.js differs\).*never changes.*bump the version/s,
    );
    expect(fs.readFileSync(chunk, 'utf8')).toBe('tampered');
    // Nothing moved: the SSR bundle was not touched either.
    expect(fs.readdirSync(path.join(site, 'ssr', 'tours'))).toEqual([version]);
  });

  it('refuses an SSR bundle that differs from the published one before moving the client', () => {
    stage('tours');
    const { version } = publish();
    fs.rmSync(path.join(site, 'remotes', 'tours', version), { recursive: true });
    fs.writeFileSync(path.join(site, 'ssr', 'tours', version, 'index.js'), 'changed');
    stage('tours');
    expect(() => publish()).toThrow(/index\.js differs/);
    expect(exists('remotes', 'tours', version)).toBe(false);
  });

  it('matches the staging folders mf-config builds into', () => {
    process.env.SITE_DIR = site;
    try {
      jest.resetModules();
      const { remoteStaging } = createRequire(__filename)(
        path.join(__dirname, '../../mf-config/index.cjs'),
      ) as { remoteStaging: (name: string) => unknown };
      const { root, ...folders } = stagingOf(site, 'tours');
      expect(root).toBe(path.join(site, '.staging', 'tours'));
      expect(remoteStaging('tours')).toEqual(folders);
    } finally {
      delete process.env.SITE_DIR;
    }
  });
});

describe('the registry and prune', () => {
  /** Publishes n different builds, each a little later than the one before. */
  function publishMany(n: number): string[] {
    const versions = [];
    for (let i = 0; i < n; i++) {
      stage('tours', `console.log(${i})`);
      const { version } = publish();
      const time = new Date(Date.now() - (n - i) * 60_000);
      for (const kind of ['remotes', 'ssr', 'sourcemaps'])
        fs.utimesSync(path.join(site, kind, 'tours', version), time, time);
      versions.push(version);
    }
    return versions;
  }

  it('setRemote keeps the version it replaces as previous', () => {
    const [a, b] = publishMany(2) as [string, string];
    setRemote(site, 'tours', a);
    expect(readRegistry(site).remotes.tours).toEqual({
      version: a,
      entry: `/remotes/tours/${a}/mf-manifest.json`,
    });
    setRemote(site, 'tours', b);
    expect(readRegistry(site).remotes.tours!.previous).toBe(a);
    setRemote(site, 'tours', b);
    expect(readRegistry(site).remotes.tours!.previous).toBe(a);
    expect(publishedLiveVersion(site, 'tours')).toBe(b);
  });

  it('setRemote refuses a version that is not published', () => {
    expect(() => setRemote(site, 'tours', '0.1.0-0000000000')).toThrow(/not published/);
  });

  it('prune keeps the newest N plus live, previous and canary, and removes the rest everywhere', () => {
    const v = publishMany(6);
    setRemote(site, 'tours', v[0]!);
    setRemote(site, 'tours', v[1]!); // live v1, previous v0: the two oldest
    const registry = readRegistry(site);
    registry.remotes.tours!.canary = { version: v[2]!, percent: 10 };
    fs.writeFileSync(path.join(site, 'remotes.json'), JSON.stringify(registry));
    const removed = prune(site, { keep: 1 });
    expect(removed.sort()).toEqual([`tours@${v[3]!}`, `tours@${v[4]!}`].sort());
    expect(fs.readdirSync(path.join(site, 'remotes', 'tours')).sort()).toEqual(
      [v[0]!, v[1]!, v[2]!, v[5]!].sort(),
    );
    for (const kind of ['ssr', 'sourcemaps']) expect(exists(kind, 'tours', v[3]!)).toBe(false);
  });

  it('prune --keep 0 still never removes the live or previous version', () => {
    const v = publishMany(3);
    setRemote(site, 'tours', v[1]!);
    setRemote(site, 'tours', v[2]!);
    expect(prune(site, { keep: 0 })).toEqual([`tours@${v[0]!}`]);
    expect(() => prune(site, { keep: -1 })).toThrow(/whole number/);
  });
});
