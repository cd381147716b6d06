#!/usr/bin/env node
// Times the release commands on the built site, RUNS times (default 3), and prints medians:
//   pnpm release tours          (a new version each run: --label bench-…), target under 60 s
//   pnpm rollback tours         target under 5 s
//   pnpm release tours --canary (that same build again: published already, pages rendered) and pnpm promote
// AREA=giving times another area. The registry is put back as it was at the end.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { loadRelease } from '../packages/release/scripts/compile.mjs';
import { repoRoot, siteDir } from '../scripts/apps.mjs';

const registryFile = await loadRelease();

const runs = Number(process.env.RUNS ?? 3);
if (!Number.isInteger(runs) || runs < 1 || runs > 20)
  throw new Error('RUNS must be a whole number from 1 to 20');
const area = process.env.AREA ?? 'tours';
if (!/^[a-z]+$/.test(area)) throw new Error('AREA must be an area name such as tours');

function timed(args) {
  const started = process.hrtime.bigint();
  const child = spawnSync(
    process.execPath,
    [path.join(repoRoot, 'packages/release/bin/site-release.mjs'), ...args],
    { encoding: 'utf8' },
  );
  if (child.status !== 0)
    throw new Error(`site-release ${args.join(' ')} failed:\n${child.stdout}${child.stderr}`);
  return Number(process.hrtime.bigint() - started) / 1e6;
}

const start = registryFile.readRegistry(siteDir).remotes[area]?.version;
if (!start) throw new Error(`${area} is not live: build the site first (node scripts/build.mjs)`);
const times = { release: [], rollback: [], canary: [], promote: [] };
try {
  for (let i = 0; i < runs; i++) {
    const label = `bench-${Date.now()}-${i}`;
    times.release.push(timed(['release', area, '--label', label]));
    times.rollback.push(timed(['rollback', area]));
    times.canary.push(timed(['release', area, '--canary', '10', '--label', label]));
    times.promote.push(timed(['promote', area]));
  }
} finally {
  registryFile.setRemote(siteDir, area, start, { action: 'set' });
}
const median = (list) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)];
const show = (ms) => (ms >= 1000 ? `${(ms / 1000).toFixed(1)} s` : `${Math.round(ms)} ms`);
for (const [name, list] of Object.entries(times)) {
  console.log(
    `${name} ${area}, ${runs} runs: median ${show(median(list))} (${list.map(show).join(', ')})`,
  );
}
console.log(`targets: release under 60 s, rollback under 5 s`);
