/* global describe, it, expect, beforeEach, afterEach -- Jest provides them */
const { execFileSync } = require('node:child_process');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { affectedDirs, defaultBase, workspacePackages } = require('./affected.cjs');

const packages = workspacePackages(path.resolve(__dirname, '..'));

describe('test:affected', () => {
  it('tests an area alone when only its files change', () => {
    expect(affectedDirs(['mfe-tours/src/app/routes.ts'], packages)).toEqual(['mfe-tours']);
  });

  it('tests a shared package and every package that uses it, directly or not', () => {
    const dirs = affectedDirs(['packages/contracts/src/events.ts'], packages);
    expect(dirs).toEqual(
      expect.arrayContaining([
        'packages/contracts',
        'packages/event-bus',
        'shell',
        'mfe-content',
        'mfe-giving',
        'mfe-tours',
      ]),
    );
    const client = affectedDirs(['packages/json-client/src/index.ts'], packages);
    expect(client).toEqual(expect.arrayContaining(['mfe-content', 'packages/json-client']));
    expect(client).not.toContain('mfe-media');
  });

  it('runs everything for a change outside every package, and nothing for documentation', () => {
    expect(affectedDirs(['pnpm-lock.yaml'], packages)).toBeNull();
    expect(affectedDirs(['README.md', 'mfe-tours/README.md'], packages)).toEqual([]);
    expect(affectedDirs(['scripts/build.mjs'], packages)).toEqual(['scripts']);
  });
});

describe('the base a change is measured from', () => {
  let repo;
  const run = (...args) =>
    execFileSync('git', args, {
      cwd: repo,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
  const commit = (file) => {
    fs.writeFileSync(path.join(repo, file), file);
    run('add', file);
    run('commit', '-qm', file);
    return run('rev-parse', 'HEAD');
  };
  beforeEach(() => {
    repo = fs.mkdtempSync(path.join(os.tmpdir(), 'affected-'));
    run('init', '-q', '-b', 'main');
    run('config', 'user.email', 'dev@example.org');
    run('config', 'user.name', 'dev');
  });
  afterEach(() => fs.rmSync(repo, { recursive: true, force: true }));

  it('on a branch, the merge base with main', () => {
    const first = commit('a');
    run('checkout', '-qb', 'feature');
    commit('b');
    expect(defaultBase(run)).toBe(first);
  });

  it('on main with the change committed, the last commit (it used to be HEAD: nothing to test)', () => {
    const first = commit('a');
    commit('b');
    expect(defaultBase(run)).toBe(first);
  });

  it('on main, everything not yet pushed', () => {
    const pushed = commit('a');
    run('remote', 'add', 'origin', repo);
    run('update-ref', 'refs/remotes/origin/main', pushed);
    run('branch', '--set-upstream-to', 'origin/main');
    commit('b');
    commit('c');
    expect(defaultBase(run)).toBe(pushed);
  });

  it('a first commit alone: HEAD', () => {
    commit('a');
    expect(defaultBase(run)).toBe('HEAD');
  });
});
