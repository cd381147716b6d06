import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { dirtyTreeMessage, sourceState } from './source-state';

let repo: string;
const git = (...args: string[]) =>
  execFileSync('git', args, { cwd: repo, stdio: ['ignore', 'pipe', 'pipe'] })
    .toString()
    .trim();
beforeEach(() => {
  repo = fs.mkdtempSync(path.join(os.tmpdir(), 'source-state-'));
  git('init', '-q');
  git('config', 'user.email', 'ops@example.org');
  git('config', 'user.name', 'ops');
  fs.writeFileSync(path.join(repo, '.gitignore'), 'built/\n');
  fs.writeFileSync(path.join(repo, 'a.txt'), 'one\n');
  git('add', '-A');
  git('commit', '-qm', 'first');
});
afterEach(() => fs.rmSync(repo, { recursive: true, force: true }));

describe('sourceState', () => {
  it('a clean checkout: its commit and tree, nothing dirty; ignored files do not count', () => {
    fs.mkdirSync(path.join(repo, 'built'));
    fs.writeFileSync(path.join(repo, 'built', 'x.js'), '');
    expect(sourceState(repo)).toEqual({
      commit: git('rev-parse', 'HEAD'),
      tree: git('rev-parse', 'HEAD^{tree}'),
      dirty: [],
    });
  });

  it('a changed or new file makes it dirty, and the tree is the one on disk (the real index untouched)', () => {
    fs.writeFileSync(path.join(repo, 'a.txt'), 'two\n');
    fs.writeFileSync(path.join(repo, 'b.txt'), 'new\n');
    const state = sourceState(repo);
    expect(state!.dirty.sort()).toEqual(['a.txt', 'b.txt']);
    expect(state!.tree).not.toBe(git('rev-parse', 'HEAD^{tree}'));
    expect(git('status', '--porcelain')).toContain('?? b.txt');
    git('add', '-A');
    git('commit', '-qm', 'second');
    expect(git('rev-parse', 'HEAD^{tree}')).toBe(state!.tree);
  });

  it('outside git: null', () => {
    const plain = fs.mkdtempSync(path.join(os.tmpdir(), 'plain-'));
    try {
      expect(sourceState(plain)).toBeNull();
    } finally {
      fs.rmSync(plain, { recursive: true, force: true });
    }
  });

  it('the refusal names a few files and the way out', () => {
    const message = dirtyTreeMessage(['a', 'b', 'c', 'd', 'e', 'f', 'g']);
    expect(message).toMatch(/\(a, b, c, d, e and 2 more\)/);
    expect(message).toMatch(/--allow-dirty/);
  });
});
