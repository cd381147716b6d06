#!/usr/bin/env node
// Ops' tool for the remote registry (.site/remotes.json): which version of each remote is live.
//   node scripts/registry.mjs list                       (pnpm remotes) live, previous and canary per area, and the history
//   node scripts/registry.mjs set <remote> <version>     roll forward or back; takes effect on the next page load
//   node scripts/registry.mjs remove <remote>
//   node scripts/registry.mjs prune [--keep N]           (pnpm remotes:prune) delete old published versions (see registry-file.cjs)
//   node scripts/registry.mjs canary <remote> <version> <percent>   try a version on percent% of visitors
//   node scripts/registry.mjs promote <remote>           make the canary live for everyone
//   node scripts/registry.mjs rollback <remote> [version]  drop the canary, else back to previous (or to version)
// The file logic lives in registry-file.cjs, which takes the site folder as an argument (tests).
import registryFile from './registry-file.cjs';
import { siteDir } from './apps.mjs';

export const readRegistry = () => registryFile.readRegistry(siteDir);
export const setRemote = (name, version, options) => registryFile.setRemote(siteDir, name, version, options);
export const startCanary = (name, version, percent) => registryFile.startCanary(siteDir, name, version, percent);
export const promote = (name) => registryFile.promote(siteDir, name);
export const rollback = (name, version, options) => registryFile.rollback(siteDir, name, version, options);

/** `canary 0.1.1-0c9d 10% since 2025-…`, or '' without one (an older file may hold just a version). */
function canaryText(entry) {
  if (!entry.canary) return '';
  if (typeof entry.canary === 'string') return `canary ${entry.canary}`;
  const { version, percent, since } = entry.canary;
  return `canary ${version} ${percent}%${since ? ` since ${since}` : ''}`;
}

/** One history line: what changed, who did it and why; a dropped canary is named, as live did not change. */
function historyText(h) {
  if (h.action === 'prune')
    return `  ${h.at}  prune    ${h.area} ${h.from} removed${h.bad ? ' (rolled back automatically)' : ''}  by ${h.by ?? '?'}`;
  const notes = [
    h.percent !== undefined ? ` ${h.percent}%` : '',
    h.replaced ? ` (replacing canary ${h.from})` : '',
    h.canary === true ? ' (canary dropped)' : '',
    h.droppedCanary ? ` (canary ${h.droppedCanary} dropped)` : '',
  ].join('');
  const reason = h.reason ? `  reason: ${h.reason}` : '';
  const label = h.label ? `  label: ${h.label}` : '';
  const tree = h.tree ? ` tree ${h.tree}${h.dirty ? ` (${h.dirty} uncommitted file${h.dirty === 1 ? '' : 's'})` : ''}` : '';
  return `  ${h.at}  ${h.action.padEnd(8)} ${h.area} ${h.from ?? '(none)'} -> ${h.version}${notes}  by ${h.by ?? '?'}${h.commit ? ` at ${h.commit}` : ''}${tree}${label}${reason}`;
}

/** Runs one registry change and says what it did and how long it took (the lock may make it wait). */
function timed(describe, change) {
  const started = Date.now();
  const entry = change();
  console.log(`${describe(entry)} (${Date.now() - started} ms)`);
}

const liveText = (name, entry) =>
  `${name} is live at ${entry.version}${entry.previous ? `, previous ${entry.previous}` : ''}${entry.canary ? `, ${canaryText(entry)}` : ''}`;

/** What a rollback did, from the entry before (read without the lock, so only for the message). */
function rollbackText(before, after) {
  if (before?.version === after.version) return `dropped the canary ${before?.canary?.version ?? before?.canary}`;
  return `rolled back from ${before?.version ?? '?'} to ${after.version}`;
}

function main([command, ...args]) {
  if (command === 'list' && (args.length === 0 || (args.length === 2 && args[0] === '--history'))) {
    const limit = args.length ? Number(args[1]) : 20;
    if (!Number.isInteger(limit) || limit < 0) throw new Error(`--history takes a whole number, not ${args[1]}`);
    const { remotes, rev } = readRegistry();
    console.log(`live versions (registry revision ${rev ?? 0}):`);
    for (const [name, entry] of Object.entries(remotes).sort(([a], [b]) => a.localeCompare(b))) {
      const canary = canaryText(entry);
      console.log(`  ${name.padEnd(10)} ${entry.version}${entry.previous ? `   previous ${entry.previous}` : ''}${canary ? `   ${canary}` : ''}`);
      for (const [version, mark] of Object.entries(entry.bad ?? {}))
        console.log(`  ${''.padEnd(10)} bad ${version}: ${mark.reason} (${mark.at}); prune, rollback and promote pass it by unless it is named`);
    }
    for (const line of registryFile.evidenceLines(registryFile.recentServed(siteDir), registryFile.recentFailures(siteDir))) console.log(line);
    const history = registryFile.readHistory(siteDir).slice(-limit);
    console.log(history.length ? `history (last ${history.length}, oldest first):` : 'history: none yet');
    for (const h of history) console.log(historyText(h));
    return;
  }
  if (command === 'set' && args.length === 2) {
    registryFile.setRemote(siteDir, args[0], args[1], { action: 'set' });
    console.log(`${args[0]} is now ${args[1]}`);
    return;
  }
  if (command === 'canary' && args.length === 3) {
    const [name, version, percent] = args;
    // A percent that is not a number stays as typed, so the refusal shows it.
    const share = /^\d+$/.test(percent) ? Number(percent) : percent;
    timed((entry) => `${name}: canary ${version} on ${share}% of visitors; ${liveText(name, entry)}`, () => startCanary(name, version, share));
    return;
  }
  if (command === 'promote' && args.length === 1) {
    timed((entry) => `${args[0]}: promoted the canary; ${liveText(args[0], entry)}`, () => promote(args[0]));
    return;
  }
  if (command === 'rollback' && (args.length === 1 || args.length === 2)) {
    const [name, version] = args;
    const before = readRegistry().remotes?.[name];
    timed((entry) => `${name}: ${rollbackText(before, entry)}; ${liveText(name, entry)}`, () => rollback(name, version));
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
  console.error(
    'usage: registry.mjs list [--history N] | set <remote> <version> | remove <remote> | prune [--keep N]\n' +
      '       | canary <remote> <version> <percent> | promote <remote> | rollback <remote> [version]',
  );
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
