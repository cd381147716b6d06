// The registry file (<site>/remotes.json) and the published versions it points at.
// CommonJS and given the site folder explicitly, so that Jest can test it on a temporary folder.
const fs = require('node:fs');
const path = require('node:path');

const NAME = /^[a-z][a-z0-9-]*$/;
const VERSION = /^\d+\.\d+\.\d+(?:-[0-9A-Za-z.-]+)?$/;

const registryFile = (siteDir) => path.join(siteDir, 'remotes.json');
const manifestOf = (siteDir, name, version) => path.join(siteDir, 'remotes', name, version, 'mf-manifest.json');

function readRegistry(siteDir) {
  const file = registryFile(siteDir);
  if (!fs.existsSync(file)) return { remotes: {} };
  return JSON.parse(fs.readFileSync(file, 'utf8'));
}

/** Writes through a temporary file and a rename, so the server never reads half a registry. */
function writeRegistry(siteDir, registry) {
  fs.mkdirSync(siteDir, { recursive: true });
  const tmp = `${registryFile(siteDir)}.${process.pid}.tmp`;
  fs.writeFileSync(tmp, `${JSON.stringify(registry, null, 2)}\n`);
  fs.renameSync(tmp, registryFile(siteDir));
}

/**
 * Points `name` at a published version. The version it replaces is kept as `previous`: the one a
 * rollback goes back to, and one prune never removes.
 */
function setRemote(siteDir, name, version) {
  if (!NAME.test(name)) throw new Error(`"${name}" is not a remote name (lower-case letters, digits, dashes)`);
  if (!VERSION.test(version)) throw new Error(`"${version}" is not a version (e.g. 1.4.0 or 1.4.0-3f9a0c12de)`);
  const manifest = manifestOf(siteDir, name, version);
  if (!fs.existsSync(manifest)) {
    throw new Error(`${name}@${version} is not published (no ${path.relative(siteDir, manifest)})`);
  }
  const registry = readRegistry(siteDir);
  const current = registry.remotes[name];
  const previous = current && current.version !== version ? current.version : current?.previous;
  registry.remotes[name] = {
    ...current,
    version,
    entry: `/remotes/${name}/${version}/mf-manifest.json`,
    ...(previous && previous !== version ? { previous } : {}),
  };
  if (registry.remotes[name].previous === version) delete registry.remotes[name].previous;
  writeRegistry(siteDir, registry);
  return registry.remotes[name];
}

/** The live version of a remote when its build is published (manifest and SSR bundle), else null. */
function publishedLiveVersion(siteDir, name) {
  const entry = readRegistry(siteDir).remotes[name];
  if (!entry || !VERSION.test(entry.version)) return null;
  const ssr = path.join(siteDir, 'ssr', name, entry.version, 'index.js');
  return fs.existsSync(manifestOf(siteDir, name, entry.version)) && fs.existsSync(ssr) ? entry.version : null;
}

/** Versions prune must never remove: live, previous and a canary (`canary` or `canary.version`). */
function protectedVersions(entry) {
  if (!entry) return new Set();
  const canary = typeof entry.canary === 'string' ? entry.canary : entry.canary?.version;
  return new Set([entry.version, entry.previous, canary].filter(Boolean));
}

const subfolders = (dir) =>
  fs.existsSync(dir) ? fs.readdirSync(dir, { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name) : [];

/**
 * Removes old published versions of every remote: each keeps its `keep` newest versions (by
 * publication time) plus its live, previous and canary versions, whatever their age. The client
 * folder goes first, so a version is never half there with its manifest still served.
 */
function prune(siteDir, { keep = 3, log = () => {} } = {}) {
  if (!Number.isInteger(keep) || keep < 0) throw new Error(`--keep must be a whole number, not ${keep}`);
  const { remotes } = readRegistry(siteDir);
  const removed = [];
  for (const name of subfolders(path.join(siteDir, 'remotes'))) {
    const places = ['remotes', 'ssr', 'sourcemaps'].map((kind) => path.join(siteDir, kind, name));
    const versions = [...new Set(places.flatMap(subfolders))].filter((v) => VERSION.test(v));
    const time = (v) => Math.max(0, ...places.map((p) => path.join(p, v)).filter(fs.existsSync).map((d) => fs.statSync(d).mtimeMs));
    const newest = versions.sort((a, b) => time(b) - time(a)).slice(0, keep);
    const kept = new Set([...newest, ...protectedVersions(remotes[name])]);
    for (const version of versions.filter((v) => !kept.has(v))) {
      for (const place of places) fs.rmSync(path.join(place, version), { recursive: true, force: true });
      removed.push(`${name}@${version}`);
      log(`removed ${name}@${version}`);
    }
  }
  return removed;
}

module.exports = { NAME, VERSION, readRegistry, writeRegistry, setRemote, publishedLiveVersion, protectedVersions, prune };
