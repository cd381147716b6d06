/* global describe, it, expect, beforeEach, afterEach -- Jest provides them */
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { spawn } = require('node:child_process');
const { appendHistory, readHistory, readRegistry, setRemote, updateRegistry, withRegistryLock } = require('./registry-file.cjs');

let site;
beforeEach(() => {
  site = fs.mkdtempSync(path.join(os.tmpdir(), 'registry-'));
});
afterEach(() => fs.rmSync(site, { recursive: true, force: true }));

function publishFake(name, version) {
  const dir = path.join(site, 'remotes', name, version);
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, 'mf-manifest.json'), '{}');
}

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
    expect(new Date(history[0].at).getTime()).toBeGreaterThan(0);
    expect(readRegistry(site).rev).toBe(2);
  });

  it('refuses a write based on a registry that has moved on', () => {
    updateRegistry(site, (r) => ({ ...r, remotes: {} }));
    const { rev } = readRegistry(site);
    updateRegistry(site, (r) => r, { expectedRev: rev });
    expect(() => updateRegistry(site, (r) => r, { expectedRev: rev })).toThrow(/changed since it was read/);
  });

  it('skips a history line it cannot read and keeps the rest', () => {
    appendHistory(site, { action: 'set', area: 'a', version: '1.0.0', from: null });
    fs.appendFileSync(path.join(site, 'remotes.history.jsonl'), '{half a line\n');
    appendHistory(site, { action: 'set', area: 'b', version: '1.0.0', from: null });
    expect(readHistory(site).map((h) => h.area)).toEqual(['a', 'b']);
  });

  it('breaks a lock left by a process that is gone', () => {
    fs.writeFileSync(path.join(site, 'remotes.json.lock'), JSON.stringify({ pid: 2 ** 22 + 12345, at: Date.now() }));
    expect(withRegistryLock(site, () => 'ran')).toBe('ran');
  });

  it('two releases at once from two processes lose neither change nor history line', async () => {
    const areas = ['content', 'tours', 'giving', 'media'];
    for (const a of areas) for (const v of ['1.0.0', '1.0.1', '1.0.2']) publishFake(a, v);
    const script = `
      const { setRemote } = require(${JSON.stringify(path.join(__dirname, 'registry-file.cjs'))});
      const [site, ...areas] = process.argv.slice(1);
      for (const v of ['1.0.0', '1.0.1', '1.0.2']) for (const a of areas) setRemote(site, a, v, { action: 'release' });
    `;
    const run = (list) =>
      new Promise((resolve, reject) => {
        const child = spawn(process.execPath, ['-e', script, site, ...list], { stdio: 'inherit' });
        child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`exit ${code}`))));
      });
    await Promise.all([run(areas.slice(0, 2)), run(areas.slice(2))]);
    const { remotes, rev } = readRegistry(site);
    for (const a of areas) expect(remotes[a]).toMatchObject({ version: '1.0.2', previous: '1.0.1' });
    expect(rev).toBe(12);
    expect(readHistory(site)).toHaveLength(12);
    expect(fs.existsSync(path.join(site, 'remotes.json.lock'))).toBe(false);
  });
});
