#!/usr/bin/env node
// Ops' tool for the remote registry (.site/remotes.json): which version of each remote is live.
//   node scripts/registry.mjs list
//   node scripts/registry.mjs set <remote> <version>     roll forward or back; takes effect on the next page load
//   node scripts/registry.mjs remove <remote>
//   node scripts/registry.mjs prune [--keep N]           delete old published versions (see registry-file.cjs)
// The file logic lives in registry-file.cjs, which takes the site folder as an argument (tests).
import registryFile from './registry-file.cjs';
import { siteDir } from './apps.mjs';

export const readRegistry = () => registryFile.readRegistry(siteDir);
export const setRemote = (name, version) => registryFile.setRemote(siteDir, name, version);

function main([command, ...args]) {
  if (command === 'list') {
    const { remotes } = readRegistry();
    for (const [name, entry] of Object.entries(remotes)) {
      console.log(`${name}\t${entry.version}${entry.previous ? `\t(previous ${entry.previous})` : ''}`);
    }
    return;
  }
  if (command === 'set' && args.length === 2) {
    setRemote(args[0], args[1]);
    console.log(`${args[0]} is now ${args[1]}`);
    return;
  }
  if (command === 'remove' && args.length === 1) {
    const registry = readRegistry();
    delete registry.remotes[args[0]];
    registryFile.writeRegistry(siteDir, registry);
    return;
  }
  if (command === 'prune' && (args.length === 0 || (args.length === 2 && args[0] === '--keep'))) {
    const started = Date.now();
    const keep = args.length ? Number(args[1]) : undefined;
    const removed = registryFile.prune(siteDir, { keep, log: console.log });
    console.log(`pruned ${removed.length} version(s) in ${Date.now() - started} ms; live, previous and canary versions are kept`);
    return;
  }
  console.error('usage: registry.mjs list | set <remote> <version> | remove <remote> | prune [--keep N]');
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
