// Ops' tool for the remote registry (<site>/remotes.json): which version of each remote is live.
//   site-release remotes [--history N]                    (pnpm remotes) live, previous and canary per area, and the history
//   site-release set <remote> <version>                   roll forward or back; takes effect on the next page load
//   site-release remove <remote>
//   site-release prune [--keep N]                         (pnpm remotes:prune) delete old published versions (see registry-file.ts)
//   site-release canary <remote> <version> <percent>      try a version on percent% of visitors
// (promote and rollback are release.ts's: they render pages first when the shell changed since.)
// The file logic lives in registry-file.ts, which takes the site folder as an argument (tests).
import * as registryFile from './registry-file';
import type { HistoryRecord, RegistryEntry } from './registry-store';
import {
  MirroredPgStore,
  openRegistryStore,
  promoteIn,
  pruneIn,
  type RegistryStore,
  removeIn,
  rollbackIn,
  setRemoteIn,
  startCanaryIn,
} from './registry-stores';

/** `canary 0.1.1-0c9d 10% since 2025-…`, or '' without one (an older file may hold just a version). */
function canaryText(entry: RegistryEntry): string {
  if (!entry.canary) return '';
  if (typeof entry.canary === 'string') return `canary ${entry.canary}`;
  const { version, percent, since } = entry.canary;
  return `canary ${version} ${percent}%${since ? ` since ${since}` : ''}`;
}

/** One history line: what changed, who did it and why; a dropped canary is named, as live did not change. */
function historyText(h: HistoryRecord): string {
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
  const tree = h.tree
    ? ` tree ${h.tree}${h.dirty ? ` (${h.dirty} uncommitted file${h.dirty === 1 ? '' : 's'})` : ''}`
    : '';
  return `  ${h.at}  ${h.action.padEnd(8)} ${h.area} ${h.from ?? '(none)'} -> ${h.version}${notes}  by ${h.by ?? '?'}${h.commit ? ` at ${h.commit}` : ''}${tree}${label}${reason}`;
}

/** Runs one registry change and says what it did and how long it took (the lock may make it wait). */
async function timed(
  describe: (entry: RegistryEntry) => string,
  change: () => Promise<RegistryEntry>,
): Promise<void> {
  const started = Date.now();
  const entry = await change();
  console.log(`${describe(entry)} (${Date.now() - started} ms)`);
}

const liveText = (name: string, entry: RegistryEntry) =>
  `${name} is live at ${entry.version}${entry.previous ? `, previous ${entry.previous}` : ''}${entry.canary ? `, ${canaryText(entry)}` : ''}`;

/** What a rollback did, from the entry before (read without the lock, so only for the message). */
function rollbackText(before: RegistryEntry | undefined, after: RegistryEntry): string {
  if (before?.version === after.version)
    return `dropped the canary ${registryFile.canaryVersion(before)}`;
  return `rolled back from ${before?.version ?? '?'} to ${after.version}`;
}

/**
 * One registry command on `siteDir`, on the registry DATABASE_URL names (PostgreSQL, else the site
 * folder's file); a refusal throws.
 */
export async function remotesMain(siteDir: string, args: string[]): Promise<void> {
  const store = openRegistryStore(siteDir);
  try {
    if (store instanceof MirroredPgStore && args[0] !== 'list') await store.mirror();
    await command(store, siteDir, args);
  } finally {
    await store.close();
  }
}

async function command(
  store: RegistryStore,
  siteDir: string,
  [command, ...args]: string[],
): Promise<void> {
  const readRegistry = () => store.read();
  if (
    (command === 'list' || command === 'remotes') &&
    (args.length === 0 || (args.length === 2 && args[0] === '--history'))
  ) {
    const limit = args.length ? Number(args[1]) : 20;
    if (!Number.isInteger(limit) || limit < 0)
      throw new Error(`--history takes a whole number, not ${args[1]}`);
    const { remotes, rev } = await readRegistry();
    console.log(`live versions (registry revision ${rev ?? 0}):`);
    for (const [name, entry] of Object.entries(remotes).sort(([a], [b]) => a.localeCompare(b))) {
      const canary = canaryText(entry);
      console.log(
        `  ${name.padEnd(10)} ${entry.version}${entry.previous ? `   previous ${entry.previous}` : ''}${canary ? `   ${canary}` : ''}`,
      );
      for (const [version, mark] of Object.entries(entry.bad ?? {}))
        console.log(
          `  ${''.padEnd(10)} bad ${version}: ${mark.reason} (${mark.at}); prune, rollback and promote pass it by unless it is named`,
        );
    }
    for (const line of registryFile.evidenceLines(
      registryFile.recentServed(siteDir),
      registryFile.recentFailures(siteDir),
    ))
      console.log(line);
    const history = (await store.history()).slice(-limit);
    if (store.kind === 'postgres') console.log('(registry and history in PostgreSQL)');
    console.log(
      history.length ? `history (last ${history.length}, oldest first):` : 'history: none yet',
    );
    for (const h of history) console.log(historyText(h));
    return;
  }
  if (command === 'set' && args.length === 2) {
    await setRemoteIn(store, siteDir, args[0] as string, args[1] as string, { action: 'set' });
    console.log(`${args[0]} is now ${args[1]}`);
    return;
  }
  if (command === 'canary' && args.length === 3) {
    const [name, version, percent] = args as [string, string, string];
    // A percent that is not a number stays as typed, so the refusal shows it.
    const share = /^\d+$/.test(percent) ? Number(percent) : percent;
    await timed(
      (entry) => `${name}: canary ${version} on ${share}% of visitors; ${liveText(name, entry)}`,
      () => startCanaryIn(store, siteDir, name, version, share as number),
    );
    return;
  }
  if (command === 'promote' && args.length === 1) {
    const name = args[0] as string;
    await timed(
      (entry) => `${name}: promoted the canary; ${liveText(name, entry)}`,
      () => promoteIn(store, siteDir, name),
    );
    return;
  }
  if (command === 'rollback' && (args.length === 1 || args.length === 2)) {
    const [name, version] = args as [string, string | undefined];
    const before = (await readRegistry()).remotes?.[name];
    await timed(
      (entry) => `${name}: ${rollbackText(before, entry)}; ${liveText(name, entry)}`,
      () => rollbackIn(store, siteDir, name, version),
    );
    return;
  }
  if (command === 'remove' && args.length === 1) {
    await removeIn(store, args[0] as string);
    return;
  }
  if (command === 'prune' && (args.length === 0 || (args.length === 2 && args[0] === '--keep'))) {
    const started = Date.now();
    const keep = args.length ? Number(args[1]) : undefined;
    const removed = await pruneIn(store, siteDir, { keep, log: console.log });
    console.log(
      `pruned ${removed.length} version(s) in ${Date.now() - started} ms; live, previous and canary versions are kept`,
    );
    return;
  }
  console.error(
    'usage: site-release remotes [--history N] | set <remote> <version> | remove <remote> | prune [--keep N]\n' +
      '       | canary <remote> <version> <percent> | promote <remote> | rollback <remote> [version]',
  );
  process.exitCode = 2;
}
