// Publishing a remote build: from webpack's staging folder to an immutable, versioned folder.
// mf-manifest.json and remoteEntry.js are served `immutable` for a year, so a version's folder must
// never change once published: a returning visitor's cached manifest still names its chunks.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** Where webpack writes a remote's build before it is published (never served: a dot folder). */
export function stagingOf(siteDir: string, name: string) {
  const root = path.join(siteDir, '.staging', name);
  return {
    root,
    client: path.join(root, 'client'),
    ssr: path.join(root, 'ssr'),
    maps: path.join(root, 'sourcemaps'),
  };
}

/** Every file under dir, relative and sorted, so that a digest does not depend on readdir order. */
export function listFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath ?? entry.path, entry.name)))
    .sort();
}

/** One hash over names and bytes: a renamed, added, removed or changed file changes it. */
export function treeDigest(dir: string): string {
  const hash = createHash('sha256');
  for (const file of listFiles(dir)) {
    const bytes = fs.readFileSync(path.join(dir, file));
    hash.update(`${file}\0${bytes.length}\0`).update(bytes);
  }
  return hash.digest('hex');
}

/**
 * `<package version>-<10 hex>`: a semver pre-release, because `+build` metadata is easily lost in
 * URLs and ignored by semver comparisons. The hash is of the output (client and SSR), so the same
 * source builds the same version again, and any change in what visitors would load gives a new one.
 */
export function versionOf(baseVersion: string, clientDigest: string, ssrDigest: string): string {
  const hash = createHash('sha256').update(clientDigest).update(ssrDigest).digest('hex');
  return `${baseVersion.replace(/[-+].*$/, '')}-${hash.slice(0, 10)}`;
}

/** The first file that differs between two folders, to name it in the refusal. */
function firstDifference(published: string, staged: string): string {
  const a = listFiles(published);
  const b = listFiles(staged);
  for (const file of new Set([...a, ...b])) {
    if (!a.includes(file)) return `${file} is missing from the published folder`;
    if (!b.includes(file)) return `${file} is in the published folder but not in this build`;
    if (
      !fs.readFileSync(path.join(published, file)).equals(fs.readFileSync(path.join(staged, file)))
    ) {
      return `${file} differs`;
    }
  }
  return 'the files differ';
}

/**
 * Moves one staged folder to its published place. A rename is atomic: the server sees no folder or
 * the whole folder. An existing folder is kept if identical and refused if not.
 */
function placeFolder({
  staged,
  target,
  digest,
  label,
}: {
  staged: string;
  target: string;
  digest: string;
  label: string;
}): boolean {
  if (fs.existsSync(target)) {
    if (treeDigest(target) !== digest) {
      throw new Error(
        `refusing to publish ${label}: it is already published with different files ` +
          `(${firstDifference(target, staged)}). A published version never changes, because ` +
          'browsers cache its manifest for a year; bump the version instead of overwriting it.',
      );
    }
    fs.rmSync(staged, { recursive: true, force: true });
    return false;
  }
  fs.mkdirSync(path.dirname(target), { recursive: true });
  fs.renameSync(staged, target);
  // The folder's time is its publication time, which prune orders versions by.
  const now = new Date();
  fs.utimesSync(target, now, now);
  return true;
}

/**
 * Publishes the staged build of remote `name`. Returns `{ version, published }`, where
 * `published` is false when that exact build was already published (nothing changes then).
 */
export function publishRemote({
  siteDir,
  name,
  baseVersion,
  log = () => {},
}: {
  siteDir: string;
  name: string;
  baseVersion: string;
  log?: (line: string) => void;
}): { version: string; published: boolean } {
  const staging = stagingOf(siteDir, name);
  if (!fs.existsSync(path.join(staging.client, 'mf-manifest.json'))) {
    throw new Error(
      `${name}: no staged build (${path.relative(siteDir, staging.client)}/mf-manifest.json)`,
    );
  }
  const clientDigest = treeDigest(staging.client);
  const ssrDigest = treeDigest(staging.ssr);
  const version = versionOf(baseVersion, clientDigest, ssrDigest);
  const label = `${name}@${version}`;
  const client = path.join(siteDir, 'remotes', name, version);
  const ssr = path.join(siteDir, 'ssr', name, version);
  // Both are checked before anything moves, so a refusal leaves the site as it was.
  for (const [target, staged, digest] of [
    [client, staging.client, clientDigest],
    [ssr, staging.ssr, ssrDigest],
  ] as const) {
    if (fs.existsSync(target) && treeDigest(target) !== digest)
      placeFolder({ staged, target, digest, label });
  }
  // The SSR bundle first and the client last: a client manifest means the whole version is there.
  const movedSsr = placeFolder({ staged: staging.ssr, target: ssr, digest: ssrDigest, label });
  const maps = path.join(siteDir, 'sourcemaps', name, version);
  if (fs.existsSync(staging.maps) && !fs.existsSync(maps)) {
    fs.mkdirSync(path.dirname(maps), { recursive: true });
    fs.renameSync(staging.maps, maps);
  }
  const movedClient = placeFolder({
    staged: staging.client,
    target: client,
    digest: clientDigest,
    label,
  });
  fs.rmSync(staging.root, { recursive: true, force: true });
  // The staging parent goes too once empty, so a published site holds no leftover build folder.
  try {
    fs.rmdirSync(path.dirname(staging.root));
  } catch {
    // Another remote is still staged there (or it is already gone).
  }
  const published = movedSsr || movedClient;
  log(
    published
      ? `${label} published`
      : `${label} already published (identical build, nothing changed)`,
  );
  return { version, published };
}
