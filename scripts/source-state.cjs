// What a release is built from: the commit, the exact tree (uncommitted changes included), and
// which files differ from the commit. The history records it, so "which code is live" has an answer.
const { execFileSync } = require('node:child_process');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');

const run = (repoRoot, args, env = {}) =>
  execFileSync('git', args, {
    cwd: repoRoot,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    maxBuffer: 64 * 1024 * 1024,
  }).toString();
const git = (repoRoot, args, env) => run(repoRoot, args, env).trim();

/**
 * `{ commit, tree, dirty }`: HEAD's commit, the hash of the tree as it is on disk (HEAD's tree when
 * nothing changed; else the tree `git add -A` would commit, computed in a scratch index so the
 * real one is untouched), and the paths that differ (modified, deleted or untracked, not ignored).
 * Null outside a git checkout.
 */
function sourceState(repoRoot) {
  let commit;
  try {
    commit = git(repoRoot, ['rev-parse', 'HEAD']);
  } catch {
    return null;
  }
  // NUL-separated entries, `XY path`; a rename's entry is followed by its old path, skipped here.
  const entries = run(repoRoot, ['status', '--porcelain', '-z', '--untracked-files=all']).split('\0');
  const dirty = [];
  for (let i = 0; i < entries.length; i++) {
    if (!entries[i]) continue;
    dirty.push(entries[i].slice(3));
    if (/^[RC]/.test(entries[i])) i++;
  }
  if (dirty.length === 0) return { commit, tree: git(repoRoot, ['rev-parse', 'HEAD^{tree}']), dirty };
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
function dirtyTreeMessage(dirty) {
  const shown = dirty.slice(0, 5).join(', ');
  const more = dirty.length > 5 ? ` and ${dirty.length - 5} more` : '';
  return (
    `the checkout has uncommitted changes (${shown}${more}): a release must be reproducible from a commit. ` +
    'Commit them, or release anyway with --allow-dirty (the history then records the tree that was built).'
  );
}

module.exports = { sourceState, dirtyTreeMessage };
