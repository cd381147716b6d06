#!/usr/bin/env node
// Ops' tool for the remote registry (.site/remotes.json): which version of each remote is live.
//   node scripts/registry.mjs list
//   node scripts/registry.mjs set <remote> <version>     roll forward or back; takes effect on the next page load
//   node scripts/registry.mjs remove <remote>
import fs from 'node:fs';
import path from 'node:path';
import { siteDir } from './apps.mjs';

const registryFile = path.join(siteDir, 'remotes.json');
const NAME = /^[a-z][a-z0-9-]*$/;
const VERSION = /^\d+\.\d+\.\d+(?:-[0-9A-Za-z.-]+)?$/;

export function readRegistry() {
  if (!fs.existsSync(registryFile)) return { remotes: {} };
  return JSON.parse(fs.readFileSync(registryFile, 'utf8'));
}

/** Writes through a temporary file and a rename, so the server never reads half a registry. */
function writeRegistry(registry) {
  fs.mkdirSync(siteDir, { recursive: true });
  const tmp = `${registryFile}.${process.pid}.tmp`;
  fs.writeFileSync(tmp, `${JSON.stringify(registry, null, 2)}\n`);
  fs.renameSync(tmp, registryFile);
}

export function setRemote(name, version) {
  if (!NAME.test(name)) throw new Error(`"${name}" is not a remote name (lower-case letters, digits, dashes)`);
  if (!VERSION.test(version)) throw new Error(`"${version}" is not a version (e.g. 1.4.0)`);
  const manifest = path.join(siteDir, 'remotes', name, version, 'mf-manifest.json');
  if (!fs.existsSync(manifest)) {
    throw new Error(`${name}@${version} is not published (no ${path.relative(siteDir, manifest)})`);
  }
  const registry = readRegistry();
  registry.remotes[name] = { version, entry: `/remotes/${name}/${version}/mf-manifest.json` };
  writeRegistry(registry);
}

function main([command, ...args]) {
  if (command === 'list') {
    const { remotes } = readRegistry();
    for (const [name, entry] of Object.entries(remotes)) console.log(`${name}\t${entry.version}`);
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
    writeRegistry(registry);
    return;
  }
  console.error('usage: registry.mjs list | set <remote> <version> | remove <remote>');
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
