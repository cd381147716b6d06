// A published remote version is an immutable artifact named by its content: `<base>-<10 hex>` is the
// start of sha256(client tree digest, SSR tree digest) (publish.ts). A host whose site folder lacks a
// version the registry names fetches it once from REMOTES_ORIGIN before its server switches to it,
// checks that the files it got hash to that very version, and refuses them otherwise.
//
// Origins, behind one interface (ArtifactOrigin):
//   - a folder: another host's site folder on a shared filesystem (REMOTES_ORIGIN=/mnt/site);
//   - HTTP: another server's `/remotes/` base (REMOTES_ORIGIN=http://host-a:3000/remotes/), which
//     answers `<area>/<version>/.artifact.json` (the version's file list) and each file under
//     `<area>/<version>/.artifact/<kind>/<path>` (site-endpoints in packages/server);
//   - S3-compatible object storage (not built): the same two calls map onto `GetObject` of
//     `<prefix>/<area>/<version>/.artifact.json` and of each listed key, written by publish beside
//     the site folder. Nothing else changes: the hash check is the same, so a bucket is trusted no
//     more than a disk.
// The version's page set (its rendered pages) travels with it; it is not part of the version's hash
// (pages depend on the content too), so it is taken as the origin has it.
import fs from 'node:fs';
import path from 'node:path';
import { listFiles, treeDigest, versionOf } from './publish';
import { VERSION } from './registry-store';

/** What one version is made of, per kind of folder: `remotes` (client), `ssr`, `page-sets`. */
export const ARTIFACT_KINDS = ['remotes', 'ssr', 'page-sets'] as const;
export type ArtifactKind = (typeof ARTIFACT_KINDS)[number];
export interface ArtifactList {
  area: string;
  version: string;
  files: { kind: ArtifactKind; path: string; size: number }[];
}

export interface ArtifactOrigin {
  readonly description: string;
  list(area: string, version: string): Promise<ArtifactList>;
  read(area: string, version: string, kind: ArtifactKind, file: string): Promise<Buffer>;
}

/** The file list of a version in a site folder (what `.artifact.json` answers). */
export function artifactList(siteDir: string, area: string, version: string): ArtifactList {
  const files = ARTIFACT_KINDS.flatMap((kind) => {
    const dir = path.join(siteDir, kind, area, version);
    return listFiles(dir).map((file) => ({
      kind,
      path: file.split(path.sep).join('/'),
      size: fs.statSync(path.join(dir, file)).size,
    }));
  });
  return { area, version, files };
}

/** A file path from a list: relative, no `..`, no absolute part, no NUL. */
const safePath = (file: string) =>
  typeof file === 'string' &&
  file !== '' &&
  !file.includes('\0') &&
  !path.isAbsolute(file) &&
  !file.split(/[\\/]/).some((p) => p === '..' || p === '');

export class FolderOrigin implements ArtifactOrigin {
  constructor(readonly siteDir: string) {}
  get description() {
    return `the folder ${this.siteDir}`;
  }
  list = async (area: string, version: string) => artifactList(this.siteDir, area, version);
  read = async (area: string, version: string, kind: ArtifactKind, file: string) =>
    fs.promises.readFile(path.join(this.siteDir, kind, area, version, file));
}

export class HttpOrigin implements ArtifactOrigin {
  /** `base` ends with `/remotes/`: another server's remotes. */
  constructor(readonly base: string) {}
  get description() {
    return this.base;
  }
  private async get(url: string): Promise<Buffer> {
    const response = await fetch(url, { signal: AbortSignal.timeout(30_000) });
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    return Buffer.from(await response.arrayBuffer());
  }
  list = async (area: string, version: string) =>
    JSON.parse(
      (await this.get(new URL(`${area}/${version}/.artifact.json`, this.base).href)).toString(
        'utf8',
      ),
    ) as ArtifactList;
  read = (area: string, version: string, kind: ArtifactKind, file: string) =>
    this.get(
      new URL(
        `${area}/${version}/.artifact/${kind}/${file.split('/').map(encodeURIComponent).join('/')}`,
        this.base,
      ).href,
    );
}

/** REMOTES_ORIGIN: an http(s) `/remotes/` base, or a folder; none when unset. */
export function originOf(value: string | undefined): ArtifactOrigin | null {
  const origin = value?.trim();
  if (!origin) return null;
  if (/^https?:\/\//.test(origin))
    return new HttpOrigin(origin.endsWith('/') ? origin : `${origin}/`);
  return new FolderOrigin(path.resolve(origin));
}

/** Whether this site folder has the version's client and SSR files (what the server needs to serve it). */
export const hasVersion = (siteDir: string, area: string, version: string) =>
  fs.existsSync(path.join(siteDir, 'remotes', area, version, 'mf-manifest.json')) &&
  fs.existsSync(path.join(siteDir, 'ssr', area, version, 'index.js'));

/**
 * Brings `area@version` into `siteDir` from `origin` unless it is there: every file into a staging
 * folder, the client and SSR trees hashed and compared with the version's own hash, then each
 * folder renamed into place (SSR and pages first, the client last, as publish does: a client
 * manifest means the whole version is there). A version whose files do not hash to its name is
 * refused and nothing of it is kept. Returns whether it fetched anything.
 */
export async function ensureVersion(
  siteDir: string,
  area: string,
  version: string,
  origin: ArtifactOrigin,
): Promise<boolean> {
  if (hasVersion(siteDir, area, version)) return false;
  if (!VERSION.test(version)) throw new Error(`"${version}" is not a version`);
  const list = await origin.list(area, version);
  if (!Array.isArray(list.files) || list.files.length === 0)
    throw new Error(`${area}@${version} is not at ${origin.description}`);
  if (!/-[0-9a-f]{10}$/.test(version))
    throw new Error(
      `${area}@${version} is not named by its content hash, so it cannot be fetched and checked`,
    );
  fs.mkdirSync(path.join(siteDir, '.staging'), { recursive: true });
  const staging = fs.mkdtempSync(path.join(siteDir, '.staging', `fetch-${area}-${version}-`));
  try {
    for (const file of list.files) {
      if (!ARTIFACT_KINDS.includes(file.kind) || !safePath(file.path))
        throw new Error(
          `${area}@${version}: ${origin.description} lists a file outside the version (${file.kind}/${file.path})`,
        );
      const target = path.join(staging, file.kind, file.path);
      fs.mkdirSync(path.dirname(target), { recursive: true });
      fs.writeFileSync(target, await origin.read(area, version, file.kind, file.path));
    }
    const base = version.replace(/-[0-9a-f]{10}$/, '');
    const hashed = versionOf(
      base,
      treeDigest(path.join(staging, 'remotes')),
      treeDigest(path.join(staging, 'ssr')),
    );
    if (hashed !== version) {
      throw new Error(
        `${area}@${version} from ${origin.description} is refused: its files hash to ${hashed}, not to the version it claims`,
      );
    }
    for (const kind of ['ssr', 'page-sets', 'remotes'] as const) {
      const from = path.join(staging, kind);
      const to = path.join(siteDir, kind, area, version);
      if (!fs.existsSync(from) || fs.existsSync(to)) continue;
      fs.mkdirSync(path.dirname(to), { recursive: true });
      fs.renameSync(from, to);
    }
    return true;
  } finally {
    fs.rmSync(staging, { recursive: true, force: true });
  }
}
