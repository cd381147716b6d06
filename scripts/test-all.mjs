#!/usr/bin/env node
// Every check CI makes, in order: lint and typecheck (side by side), unit tests, a fresh build (into .data/test-site), the e2e journeys,
// the attack suite (e2e/security, against the site started as `pnpm start` starts it) and, last
// because it releases real versions into the site folder, the release suite (e2e/release).
// Ends with one line "N passed, N failed" over the unit and e2e tests.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { repoRoot } from './apps.mjs';

const results = path.join(repoRoot, 'test-results');
fs.mkdirSync(results, { recursive: true });

// The build and the suites use a site folder of their own, emptied first: every run tests this
// checkout's code on an empty site (whose first build is live), and the site `pnpm start` serves
// from `.site` is never touched (a build there would leave its live versions as they are).
const testSite = path.join(repoRoot, '.data', 'test-site');
fs.rmSync(testSite, { recursive: true, force: true });
const siteEnv = { SITE_DIR: testSite };

function run(label, command, args, env = {}) {
  const started = Date.now();
  console.log(`\n=== ${label}`);
  const child = spawnSync(command, args, {
    cwd: repoRoot,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  console.log(
    `=== ${label}: ${child.status === 0 ? 'ok' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  return child.status === 0;
}

/**
 * Steps that each keep one core busy (ESLint, tsc), run side by side on a machine of two: their
 * output is held and printed whole, one step after the other. Says whether every one passed.
 */
async function runTogether(steps) {
  const started = Date.now();
  const runs = steps.map(
    ([label, command, args]) =>
      new Promise((resolve) => {
        const child = spawn(command, args, { cwd: repoRoot, env: process.env });
        const output = [];
        child.stdout.on('data', (chunk) => output.push(chunk));
        child.stderr.on('data', (chunk) => output.push(chunk));
        // A command that cannot start (not installed) fails its step, and says why.
        child.on('error', (error) => output.push(Buffer.from(`${error.message}\n`)));
        child.on('close', (code) =>
          resolve({
            label,
            ok: code === 0,
            output: Buffer.concat(output),
            ms: Date.now() - started,
          }),
        );
      }),
  );
  let ok = true;
  for (const { label, ok: passed, output, ms } of await Promise.all(runs)) {
    console.log(`\n=== ${label}`);
    process.stdout.write(output);
    console.log(`=== ${label}: ${passed ? 'ok' : 'FAILED'} in ${(ms / 1000).toFixed(1)} s`);
    ok &&= passed;
  }
  return ok;
}

function count(file, read) {
  try {
    return read(JSON.parse(fs.readFileSync(file, 'utf8')));
  } catch {
    return { passed: 0, failed: 0, skipped: 0 };
  }
}

/** The one test that must run in a Jest process of its own (see the unit step). */
const GARBAGE_TEST = 'mfe-content/src/features/timeline/api/timeline-pages\\.test\\.ts$';

// Lint and typecheck first, side by side (each is one process on one core).
const checks = [
  ['lint', 'pnpm', ['lint']],
  ['typecheck', 'pnpm', ['typecheck']],
];
const steps = [
  // The crash suite (packages/api/src/payments/crash) runs in a step of its own, 3 rounds on each
  // database (CRASH_ROUNDS), and not in the unit step. Two Jest workers: 107 s where one took
  // 178 s on the same machine. The timeline pages' garbage test counts what a collection leaves
  // alive, which depended on what its worker ran before it (it failed in 2 of 5 CI runs with two
  // workers): it runs next, in a Jest process of its own.
  [
    'unit tests',
    'pnpm',
    [
      'exec',
      'jest',
      '--ci',
      '--json',
      `--outputFile=${path.join(results, 'jest.json')}`,
      '--maxWorkers=2',
      '--testPathIgnorePatterns',
      '/node_modules/',
      GARBAGE_TEST,
    ],
    { CRASH_ROUNDS: '0' },
  ],
  [
    'garbage test',
    'pnpm',
    [
      'exec',
      'jest',
      '--ci',
      '--json',
      `--outputFile=${path.join(results, 'jest-garbage.json')}`,
      GARBAGE_TEST,
    ],
  ],
  [
    'crash suite',
    'pnpm',
    [
      'exec',
      'jest',
      '--ci',
      '--json',
      `--outputFile=${path.join(results, 'jest-crash.json')}`,
      'packages/api/src/payments/crash',
    ],
    { CRASH_ROUNDS: '3' },
  ],
  ['build', 'node', ['scripts/build.mjs'], siteEnv],
  // The build's own checks need a built site, so they run after it (the unit step skips them):
  // the threaded build's output byte for byte against the one-thread build, the warm builder, and publishing.
  [
    'build checks',
    'pnpm',
    [
      'exec',
      'jest',
      '--ci',
      '--json',
      `--outputFile=${path.join(results, 'jest-build.json')}`,
      'packages/site-build/src/build-output.test.ts',
      'packages/site-build/src/warm-builder.test.ts',
      // Publish → live against the server as `pnpm start` starts it (a copy of the built site).
      'packages/server/src/publish-live.test.ts',
    ],
    siteEnv,
  ],
  ['e2e', 'pnpm', ['test:e2e'], siteEnv],
  ['security', 'pnpm', ['test:security'], siteEnv],
  ['release', 'pnpm', ['test:release'], siteEnv],
];
let ok = await runTogether(checks);
for (const [label, command, args, env] of steps) {
  if (!run(label, command, args, env)) {
    ok = false;
    if (label === 'build') break;
  }
}

const jestCounts = (r) => ({
  passed: r.numPassedTests,
  failed: r.numFailedTests,
  skipped: r.numPendingTests,
});
const unit = count(path.join(results, 'jest.json'), jestCounts);
const crash = count(path.join(results, 'jest-crash.json'), jestCounts);
const garbage = count(path.join(results, 'jest-garbage.json'), jestCounts);
const built = count(path.join(results, 'jest-build.json'), jestCounts);
// The crash suite's rounds, the garbage test and the build's checks count with the unit tests (the
// unit step skips them).
const jest = {
  passed: unit.passed + crash.passed + garbage.passed + built.passed,
  failed: unit.failed + crash.failed + garbage.failed + built.failed,
  skipped: unit.skipped,
};
const e2e = count(path.join(results, 'e2e.json'), (r) => ({
  passed: r.stats.expected + r.stats.flaky,
  failed: r.stats.unexpected,
  skipped: r.stats.skipped,
}));
const security = count(path.join(results, 'security.json'), (r) => ({
  passed: r.stats.expected + r.stats.flaky,
  failed: r.stats.unexpected,
  skipped: r.stats.skipped,
}));
const release = count(path.join(results, 'release.json'), (r) => ({
  passed: r.stats.expected + r.stats.flaky,
  failed: r.stats.unexpected,
  skipped: r.stats.skipped,
}));
const all = [jest, e2e, security, release];
const sum = (key) => all.reduce((n, r) => n + r[key], 0);
console.log(
  `\nunit: ${jest.passed} passed, ${jest.failed} failed; e2e: ${e2e.passed} passed, ${e2e.failed} failed; ` +
    `security: ${security.passed} passed, ${security.failed} failed; release: ${release.passed} passed, ${release.failed} failed`,
);
console.log(`${sum('passed')} passed, ${sum('failed')} failed, ${sum('skipped')} skipped`);
process.exit(ok && sum('failed') === 0 ? 0 : 1);
