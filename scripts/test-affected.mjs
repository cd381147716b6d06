#!/usr/bin/env node
// pnpm test:affected [--base <git ref>] [--dry-run]
// Runs the unit tests of the workspace packages a change touches, and of every package that depends
// on them (a change to packages/ui tests ui and each area that uses it; a change to mfe-tours tests
// mfe-tours alone). The change is what differs from the base (default: the merge base with main; on
// main, the unpushed commits, else the last commit), plus uncommitted and untracked files. A change
// outside every package (root config, the lockfile) runs everything.
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { repoRoot } from './apps.mjs';
import affected from './affected.cjs';

const { affectedDirs, defaultBase, workspacePackages } = affected;

const git = (...args) =>
  execFileSync('git', args, {
    cwd: repoRoot,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'ignore'],
  }).trim();
const lines = (text) => text.split('\n').filter(Boolean);

function changedFiles(base) {
  const from = base ?? defaultBase(git);
  const committed = from === 'HEAD' ? [] : lines(git('diff', '--name-only', `${from}...HEAD`));
  return [
    ...new Set([
      ...committed,
      ...lines(git('diff', '--name-only', 'HEAD')),
      ...lines(git('ls-files', '--others', '--exclude-standard')),
    ]),
  ];
}

function main(argv) {
  const baseAt = argv.indexOf('--base');
  const base = baseAt >= 0 ? argv[baseAt + 1] : undefined;
  if (baseAt >= 0 && !base) throw new Error('--base needs a git ref');
  const started = Date.now();
  const changed = changedFiles(base);
  const dirs = affectedDirs(changed, workspacePackages(repoRoot));
  const testable = dirs?.filter((d) => fs.existsSync(path.join(repoRoot, d, 'jest.config.cjs')));
  if (dirs === null)
    console.log(
      `test:affected: ${changed.length} changed file(s), some outside every package: running every test`,
    );
  else
    console.log(
      `test:affected: ${changed.length} changed file(s) → ${testable.length ? testable.join(', ') : 'no package with tests'}`,
    );
  if (argv.includes('--dry-run') || (testable && testable.length === 0)) return;
  const args = [
    'exec',
    'jest',
    ...(testable ? testable.flatMap((d) => ['--selectProjects', path.basename(d)]) : []),
  ];
  const run = spawnSync('pnpm', args, { cwd: repoRoot, stdio: 'inherit' });
  console.log(`test:affected: done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  process.exitCode = run.status ?? 1;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  try {
    main(process.argv.slice(2));
  } catch (error) {
    console.error(error.message);
    process.exitCode = 2;
  }
}
