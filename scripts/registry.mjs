#!/usr/bin/env node
// Ops' tool for the remote registry (.site/remotes.json): which version of each remote is live.
//   node scripts/registry.mjs list                       (pnpm remotes) live, previous and canary per area, and the history
//   node scripts/registry.mjs set <remote> <version>     roll forward or back; takes effect on the next page load
//   node scripts/registry.mjs remove <remote>
//   node scripts/registry.mjs prune [--keep N]           delete old published versions (see registry-file.cjs)
// The file logic lives in registry-file.cjs, which takes the site folder as an argument (tests).
import registryFile from './registry-file.cjs';
import { siteDir } from './apps.mjs';

export const readRegistry = () => registryFile.readRegistry(siteDir);
export const setRemote = (name, version, options) => registryFile.setRemote(siteDir, name, version, options);

function main([command, ...args]) {
  if (command === 'list' && (args.length === 0 || (args.length === 2 && args[0] === '--history'))) {
    const limit = args.length ? Number(args[1]) : 20;
    if (!Number.isInteger(limit) || limit < 0) throw new Error(`--history takes a whole number, not ${args[1]}`);
    const { remotes, rev } = readRegistry();
    console.log(`live versions (registry revision ${rev ?? 0}):`);
    for (const [name, entry] of Object.entries(remotes).sort(([a], [b]) => a.localeCompare(b))) {
      const canary = typeof entry.canary === 'string' ? entry.canary : entry.canary?.version;
      console.log(`  ${name.padEnd(10)} ${entry.version}${entry.previous ? `   previous ${entry.previous}` : ''}${canary ? `   canary ${canary}` : ''}`);
    }
    const failures = registryFile.recentFailures(siteDir);
    const counts = new Map();
    for (const f of failures) counts.set(`${f.area}@${f.version ?? '?'} ${f.kind}`, (counts.get(`${f.area}@${f.version ?? '?'} ${f.kind}`) ?? 0) + 1);
    console.log(counts.size ? 'load failures reported in the last hour:' : 'load failures reported in the last hour: none');
    for (const [key, n] of [...counts].sort((a, b) => b[1] - a[1])) console.log(`  ${key}: ${n}`);
    const history = registryFile.readHistory(siteDir).slice(-limit);
    console.log(history.length ? `history (last ${history.length}, oldest first):` : 'history: none yet');
    for (const h of history) console.log(`  ${h.at}  ${h.action.padEnd(8)} ${h.area} ${h.from ?? '(none)'} -> ${h.version}  by ${h.by ?? '?'}${h.commit ? ` at ${h.commit}` : ''}`);
    return;
  }
  if (command === 'set' && args.length === 2) {
    registryFile.setRemote(siteDir, args[0], args[1], { action: 'set' });
    console.log(`${args[0]} is now ${args[1]}`);
    return;
  }
  if (command === 'remove' && args.length === 1) {
    registryFile.withRegistryLock(siteDir, () => {
      let from = null;
      registryFile.updateRegistry(siteDir, (registry) => {
        from = registry.remotes?.[args[0]]?.version ?? null;
        if (!from) return null;
        delete registry.remotes[args[0]];
        return registry;
      });
      if (from) registryFile.appendHistory(siteDir, { action: 'remove', area: args[0], version: null, from });
    });
    return;
  }
  if (command === 'prune' && (args.length === 0 || (args.length === 2 && args[0] === '--keep'))) {
    const started = Date.now();
    const keep = args.length ? Number(args[1]) : undefined;
    const removed = registryFile.prune(siteDir, { keep, log: console.log });
    console.log(`pruned ${removed.length} version(s) in ${Date.now() - started} ms; live, previous and canary versions are kept`);
    return;
  }
  console.error('usage: registry.mjs list [--history N] | set <remote> <version> | remove <remote> | prune [--keep N]');
  process.exitCode = 2;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  try {
    main(process.argv.slice(2));
  } catch (error) {
    console.error(error.message);
    process.exitCode = 1;
  }
}
