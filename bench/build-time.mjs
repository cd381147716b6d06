#!/usr/bin/env node
// Times a full production build of the shell and every remote, RUNS times (default 3), and prints the median.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { repoRoot } from '../scripts/apps.mjs';

const runs = Number(process.env.RUNS ?? 3);
if (!Number.isInteger(runs) || runs < 1 || runs > 20)
  throw new Error('RUNS must be a whole number from 1 to 20');
const times = [];
for (let i = 0; i < runs; i++) {
  const started = process.hrtime.bigint();
  const child = spawnSync(process.execPath, [path.join(repoRoot, 'scripts/build.mjs')], {
    stdio: 'ignore',
  });
  if (child.status !== 0) throw new Error('build failed');
  times.push(Number(process.hrtime.bigint() - started) / 1e9);
}
times.sort((a, b) => a - b);
console.log(
  `full build (shell + 5 remotes), ${runs} runs: median ${times[Math.floor(runs / 2)].toFixed(1)} s, min ${times[0].toFixed(1)} s, max ${times.at(-1).toFixed(1)} s`,
);
