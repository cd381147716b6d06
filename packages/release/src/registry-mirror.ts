// Each server process of a site kept in PostgreSQL mirrors the registry into its own site folder's
// remotes.json, which is what it serves from (packages/server reads that file per request). It
// hears of a change through LISTEN/NOTIFY (within a second; a poll every 5 s if a notification is
// lost), fetches any version it lacks from REMOTES_ORIGIN and checks its hash (artifacts.ts), and
// only then writes the file: a host never points visitors at files it does not have. A revision it
// cannot complete (origin down, a hash refused) is not mirrored; the host keeps serving what it
// had, and tries again at the next notification or poll.
import { type ArtifactOrigin, ensureVersion, hasVersion, originOf } from './artifacts';
import { PgRegistryStore, pgTargetOf, type RegistryState } from './registry-pg';
import { canaryVersion, writeRegistry } from './registry-store';

export interface RegistryMirror {
  /** Settles once the registry was read (and mirrored when it could be) the first time. */
  ready: Promise<void>;
  /** The revision last mirrored into the site folder. */
  revision(): number;
  stop(): Promise<void>;
}

/** The versions a host must have to serve a registry: each area's live version and canary. */
function neededVersions(state: RegistryState): [string, string][] {
  return Object.entries(state.registry.remotes ?? {}).flatMap(([area, entry]) =>
    [entry.version, canaryVersion(entry)]
      .filter((v): v is string => Boolean(v))
      .map((v) => [area, v] as [string, string]),
  );
}

/** Mirrors `state` into `siteDir` once every version it needs is there (fetched from `origin` if given). */
export async function mirrorState(
  siteDir: string,
  state: RegistryState,
  origin: ArtifactOrigin | null,
  log: (line: string) => void,
): Promise<void> {
  for (const [area, version] of neededVersions(state)) {
    if (hasVersion(siteDir, area, version)) continue;
    if (!origin)
      throw new Error(
        `${area}@${version} is not in ${siteDir} and no REMOTES_ORIGIN is set to fetch it from`,
      );
    const started = Date.now();
    await ensureVersion(siteDir, area, version, origin);
    log(
      `registry: fetched ${area}@${version} from ${origin.description} in ${Date.now() - started} ms (hash checked)`,
    );
  }
  writeRegistry(siteDir, state.registry);
}

/**
 * Starts mirroring when DATABASE_URL is PostgreSQL; null otherwise (the site folder's file is then
 * the registry itself).
 */
export function startRegistryMirror(
  siteDir: string,
  env: NodeJS.ProcessEnv = process.env,
  {
    log = (line: string) => console.log(line),
    pollMs = 5_000,
  }: { log?: (line: string) => void; pollMs?: number } = {},
): RegistryMirror | null {
  const target = pgTargetOf(env.DATABASE_URL);
  if (!target) return null;
  const store = new PgRegistryStore(target);
  const origin = originOf(env.REMOTES_ORIGIN);
  let mirrored = -1;
  const watch = store.watch(
    async (state) => {
      if (state.rev === 0 && Object.keys(state.registry.remotes).length === 0) {
        mirrored = 0; // Nothing is stored yet (a first build writes it): the site folder's file stays.
        return;
      }
      await mirrorState(siteDir, state, origin, log);
      if (mirrored >= 0) log(`registry: revision ${state.rev} is served here (was ${mirrored})`);
      mirrored = state.rev;
    },
    { pollMs, onError: (error) => log(`registry: ${error.message}`) },
  );
  return {
    ready: watch.ready,
    revision: () => mirrored,
    async stop() {
      await watch.stop();
      await store.close();
    },
  };
}
