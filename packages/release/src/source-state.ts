// What a release is built from: the commit, the exact tree (uncommitted changes included), and
// which files differ from the commit. The history records it, so "which code is live" has an answer.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export interface SourceState {
  commit: string;
  tree: string;
  dirty: string[];
}

const run = (repoRoot: string, args: string[], env: Record<string, string> = {}) =>
  execFileSync('git', args, {
    cwd: repoRoot,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    maxBuffer: 64 * 1024 * 1024,
  }).toString();
const git = (repoRoot: string, args: string[], env?: Record<string, string>) =>
  run(repoRoot, args, env).trim();

/**
 * `{ commit, tree, dirty }`: HEAD's commit, the hash of the tree as it is on disk (HEAD's tree when
 * nothing changed; else the tree `git add -A` would commit, computed in a scratch index so the
 * real one is untouched), and the paths that differ (modified, deleted or untracked, not ignored).
 * Null outside a git checkout.
 */
export function sourceState(repoRoot: string): SourceState | null {
  let commit: string;
  try {
    commit = git(repoRoot, ['rev-parse', 'HEAD']);
  } catch {
    return null;
  }
  // NUL-separated entries, `XY path`; a rename's entry is followed by its old path, skipped here.
  const entries = run(repoRoot, ['status', '--porcelain', '-z', '--untracked-files=all']).split(
    '\0',
  );
  const dirty: string[] = [];
  for (let i = 0; i < entries.length; i++) {
    const entry = entries[i];
    if (!entry) continue;
    dirty.push(entry.slice(3));
    if (/^[RC]/.test(entry)) i++;
  }
  if (dirty.length === 0)
    return { commit, tree: git(repoRoot, ['rev-parse', 'HEAD^{tree}']), dirty };
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'release-index-'));
  try {
    const env = { GIT_INDEX_FILE: path.join(scratch, 'index') };
    git(repoRoot, ['read-tree', 'HEAD'], env);
    git(repoRoot, ['add', '-A'], env);
    return { commit, tree: git(repoRoot, ['write-tree'], env), dirty };
  } finally {
    fs.rmSync(scratch, { recursive: true, force: true });
  }
}

/** The refusal for a tree with uncommitted changes, naming a few of them. */
export function dirtyTreeMessage(dirty: string[]): string {
  const shown = dirty.slice(0, 5).join(', ');
  const more = dirty.length > 5 ? ` and ${dirty.length - 5} more` : '';
  return (
    `the checkout has uncommitted changes (${shown}${more}): a release must be reproducible from a commit. ` +
    'Commit them, or release anyway with --allow-dirty (the history then records the tree that was built).'
  );
}
