// The release contract check: refuses one area's candidate build when publishing it would break the
// live site (the shell and the other areas' live versions), naming the part that is broken.
// `pnpm release <area>` calls checkContract between "build + test" and "publish"; run alone it is
//   site-release contract check <area> [--client dir --ssr dir] [--source dir] [--site dir]
// which checks the area's live published version unless given a candidate's folders.
//
// What it checks, each against what the live site really has, not against a list kept here:
//   1. exposes   every expose the live shell or another live area loads (the contract.json each
//                build recorded from packages/contracts/src/exposes.ts when it was built, never the
//                checkout's copy, which the release may have edited) is in the candidate's manifest;
//   2. shared    each shared module's requiredVersion is met by the version the live shell provides;
//   3. routes    routes.json is well formed, and no path is also the shell's or another live area's;
//   4. ssr       the server bundle loads and its generator has a page loader for every built route;
//   5. events    every bus event the area's source emits or listens to is declared in packages/contracts.
//
// No type-level check through @module-federation/dts-plugin: the builds make no @mf-types.zip
// (packages/mf-config sets `dts: false`), and nothing would read one. The areas compile against
// @site/contracts itself, so `pnpm typecheck` already checks their types before a release.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import semver from 'semver';
import { checkBusEvents, checkSsr } from './contract-bundle';
import { type JsonRead, readJson, readJsonOr, REPO, requiredExposes } from './contract-files';
import { checkRoutes } from './contract-routes';
import type { RegistryDocument } from './registry-store';

export { busEventsUsed } from './contract-bundle';
export { patternError, routeKey } from './contract-routes';

/** The parts of a candidate's mf-manifest.json the check reads. */
interface Manifest {
  name?: string;
  exposes?: { path?: string; name?: string }[];
  shared?: { name: string; requiredVersion?: unknown; singleton?: boolean }[];
}

/** Everything one check may look at. */
interface Context {
  siteDir: string;
  name: string;
  ssrDir: string;
  sourceDir?: string | undefined;
  registry: RegistryDocument;
  manifest: JsonRead<Manifest>;
  routes: JsonRead<unknown>;
}
type CheckResult = { problems: string[]; summary?: string | null };

/* ------------------------------------------------------------------------------------------------ */
/* 1. Exposes                                                                                       */

/** The manifest names an expose `routes` or `./routes` depending on the plugin's version. */
const exposeKeys = (expose: { path?: string; name?: string }) =>
  [expose.path, expose.name]
    .filter((n): n is string => Boolean(n))
    .map((n) => (n.startsWith('./') ? n : `./${n}`));

/** `the live shell`, `the live shell and content@1.0.0`, `the live shell and 4 other live builds`. */
const whoLoads = (builds: string[] = []) =>
  builds.length <= 2
    ? builds.join(' and ')
    : `${builds[0]} and ${builds.length - 1} other live builds`;

function checkExposes({ name, manifest, siteDir, registry }: Context): CheckResult {
  if (manifest.error !== undefined)
    return { problems: [`${name}: mf-manifest.json: ${manifest.error}`] };
  const offered = new Set((manifest.value.exposes ?? []).flatMap(exposeKeys));
  const { required, loadedBy, fromCheckout } = requiredExposes(name, siteDir, registry);
  const problems = required
    .filter((expose) => !offered.has(expose))
    .map(
      (expose) =>
        `${name}: expose ${expose} is missing from mf-manifest.json, but the live site loads ${name}/${expose.slice(2)} ` +
        `(${fromCheckout ? 'says' : 'recorded by'} ${whoLoads(loadedBy[expose])}); it exposes ${[...offered].join(', ') || 'nothing'}`,
    );
  if (manifest.value.name !== undefined && manifest.value.name !== name) {
    problems.push(
      `${name}: mf-manifest.json names the federation container "${manifest.value.name}", not "${name}"`,
    );
  }
  return {
    problems,
    summary: `exposes: ${required.join(', ')}${fromCheckout ? ' (from the checkout: no live build records its contract)' : ' (what the live builds load)'}`,
  };
}

/* ------------------------------------------------------------------------------------------------ */
/* 2. Shared singletons                                                                             */

/**
 * The versions the live shell provides, by shared name. The shell writes no mf-manifest.json or stats
 * (packages/mf-config: `manifest: false`), so they are read from what its build registers: the
 * `initOptions.shared = { "<name>": [{ version: "<v>", … }] }` that Module Federation writes into the
 * shell's entry scripts (.site/shell/static/*.js). That is the live shell's truth even when the
 * checkout's node_modules have moved on since it was built. Only when no build of the shell is there
 * (or the format changes) do we fall back to the shell's package.json dependencies as pnpm resolved
 * them in shell/node_modules, which is what the next shell build would provide.
 */
function shellSharedVersions(siteDir: string): { versions: Map<string, string>; source: string } {
  const fromBuild = sharedVersionsInBuild(path.join(siteDir, 'shell', 'static'));
  if (fromBuild.size > 0) return { versions: fromBuild, source: 'the live shell build' };
  return {
    versions: sharedVersionsInstalled(path.join(REPO, 'shell')),
    source: "shell/package.json's installed dependencies",
  };
}

const SHARED_INIT = /initOptions\.shared\s*=\s*\{/;
const SHARE_SCOPE_MAP = /\.S\s*=\s*\{\s*\}/;
// One provided module: `"react-dom/client":[{version:"19.3.1",` (minified or not, key quoted or not).
const PROVIDED =
  /(?:"([^"]+)"|'([^']+)'|([A-Za-z_$][\w$]*))\s*:\s*\[\s*\{\s*version\s*:\s*["']([^"']+)["']/g;

function sharedVersionsInBuild(staticDir: string): Map<string, string> {
  const versions = new Map<string, string>();
  const scripts = fs.existsSync(staticDir)
    ? fs.readdirSync(staticDir).filter((f) => f.endsWith('.js'))
    : [];
  for (const file of scripts) {
    const code = fs.readFileSync(path.join(staticDir, file), 'utf8');
    const start = code.search(SHARED_INIT);
    if (start < 0) continue;
    // The object ends where the share-scope map is set up (`__webpack_require__.S = {}`).
    const end = code.slice(start).search(SHARE_SCOPE_MAP);
    const block = code.slice(start, end > 0 ? start + end : start + 50_000);
    for (const m of block.matchAll(PROVIDED))
      versions.set((m[1] ?? m[2] ?? m[3]) as string, m[4] as string);
  }
  return versions;
}

/** `react-dom/client` is provided by the package `react-dom`, `@site/app-state/react` by `@site/app-state`. */
const packageOf = (request: string) =>
  request
    .split('/')
    .slice(0, request.startsWith('@') ? 2 : 1)
    .join('/');

function sharedVersionsInstalled(appDir: string): Map<string, string> {
  const pkg = readJsonOr<{
    dependencies?: Record<string, string>;
    devDependencies?: Record<string, string>;
  }>(path.join(appDir, 'package.json'), {});
  const versions = new Map<string, string>();
  for (const dep of Object.keys({ ...pkg.dependencies, ...pkg.devDependencies })) {
    const installed = readJson<{ version?: string }>(
      path.join(appDir, 'node_modules', dep, 'package.json'),
    ).value;
    if (installed?.version) versions.set(dep, installed.version);
  }
  return versions;
}

/** One shared module against the shell's version: `{ problem }`, `{ met }`, or `{ skipped }`. */
type SharedVerdict = { problem?: string; met?: string; skipped?: string };

function sharedVerdict(
  shared: NonNullable<Manifest['shared']>[number],
  versions: Map<string, string>,
  source: string,
): SharedVerdict {
  const required = shared.requiredVersion;
  const provided = versions.get(shared.name) ?? versions.get(packageOf(shared.name));
  // Not shared by the shell: with 'loaded-first' the remote's own copy (or another remote's) serves it.
  if (!provided) return { skipped: shared.name };
  if (typeof required !== 'string' || !semver.validRange(required)) {
    return {
      problem: `shared ${shared.name}: requiredVersion ${JSON.stringify(required)} is not a semver range`,
    };
  }
  if (!semver.satisfies(provided, required)) {
    return {
      problem:
        `shared ${shared.name}${shared.singleton ? ' (singleton)' : ''} requires ${required}, ` +
        `but the live shell provides ${provided} (read from ${source})`,
    };
  }
  return { met: `${shared.name} ${required} (shell ${provided})` };
}

function checkShared({ name, siteDir, manifest }: Context): CheckResult {
  if (manifest.error !== undefined) return { problems: [] };
  const { versions, source } = shellSharedVersions(siteDir);
  const verdicts = (manifest.value.shared ?? []).map((shared) =>
    sharedVerdict(shared, versions, source),
  );
  const list = (key: keyof SharedVerdict) => verdicts.flatMap((v) => (v[key] ? [v[key]] : []));
  const skipped = list('skipped');
  return {
    problems: list('problem').map((problem) => `${name}: ${problem}`),
    summary:
      `shared: ${list('met').join(', ') || 'nothing the shell provides'}` +
      `${skipped.length ? `; not provided by the shell: ${skipped.join(', ')}` : ''}; shell versions from ${source}`,
  };
}

/* ------------------------------------------------------------------------------------------------ */
/* The check                                                                                        */

const CHECKS: ((context: Context) => CheckResult)[] = [
  checkExposes,
  checkShared,
  checkRoutes,
  checkSsr,
  checkBusEvents,
];

/**
 * Checks a candidate build of area `name` against the live site in `siteDir`. `checked` holds a
 * one-line summary of each check that passed; `problems` one line per thing that would break.
 */
export function checkContract({
  siteDir,
  name,
  clientDir,
  ssrDir,
  sourceDir,
}: {
  siteDir: string;
  name: string;
  clientDir: string;
  ssrDir: string;
  sourceDir?: string | undefined;
}): { ok: boolean; problems: string[]; checked: string[] } {
  const context: Context = {
    siteDir,
    name,
    ssrDir,
    sourceDir,
    registry: readJsonOr<RegistryDocument>(path.join(siteDir, 'remotes.json'), { remotes: {} }),
    manifest: readJson<Manifest>(path.join(clientDir, 'mf-manifest.json')),
    routes: readJson(path.join(clientDir, 'routes.json')),
  };
  const problems: string[] = [];
  const checked: string[] = [];
  for (const check of CHECKS) {
    const result = check(context);
    problems.push(...result.problems);
    if (result.problems.length === 0 && result.summary) checked.push(result.summary);
  }
  return { ok: problems.length === 0, problems, checked };
}

/* ------------------------------------------------------------------------------------------------ */
/* Command line                                                                                     */

interface Target {
  name: string;
  client?: string;
  ssr?: string;
  source?: string;
  site?: string;
}

function parseArgs(argv: string[]): Target {
  const [name, ...rest] = argv;
  const options: Omit<Target, 'name'> = {};
  for (let i = 0; i < rest.length; i += 2) {
    const flag = rest[i] as string;
    const value = rest[i + 1];
    if (!['--client', '--ssr', '--source', '--site'].includes(flag) || value === undefined) {
      throw new Error(`unknown or incomplete option ${flag}`);
    }
    options[flag.slice(2) as keyof typeof options] = path.resolve(value);
  }
  if (!name || name.startsWith('-')) throw new Error('name the area to check');
  return { name, ...options };
}

/** The app folder whose federation.config.cjs is the federation container `name` (mfe-tours for tours). */
function sourceDirOf(name: string): string | undefined {
  const apps = fs.readdirSync(REPO).filter((d) => d.startsWith('mfe-'));
  return apps
    .map((d) => path.join(REPO, d))
    .find((dir) => readFederationName(path.join(dir, 'federation.config.cjs')) === name);
}

function readFederationName(file: string): string | undefined {
  try {
    return (createRequire(__filename)(file) as { name?: string }).name;
  } catch {
    return undefined;
  }
}

/** The folders to check: the ones given, else the area's live published version. */
function resolveTarget({ name, client, ssr, source, site }: Target) {
  const siteDir = site ?? path.resolve(process.env.SITE_DIR ?? path.join(REPO, '.site'));
  const live = readJsonOr<RegistryDocument>(path.join(siteDir, 'remotes.json'), { remotes: {} })
    .remotes?.[name]?.version;
  if ((!client || !ssr) && !live) {
    throw new Error(
      `${name} has no live version in ${siteDir}/remotes.json: pass --client and --ssr`,
    );
  }
  return {
    siteDir,
    name,
    clientDir: client ?? path.join(siteDir, 'remotes', name, live as string),
    ssrDir: ssr ?? path.join(siteDir, 'ssr', name, live as string),
    sourceDir: source ?? sourceDirOf(name),
    label: client ? `the candidate in ${client}` : `${name}@${live}`,
  };
}

/** `site-release contract check <area> …`: the check alone, of a candidate or of the live version. */
export function contractCheckMain(argv: string[]): number {
  let target;
  try {
    target = resolveTarget(parseArgs(argv));
  } catch (error) {
    console.error(`contract-check: ${(error as Error).message}`);
    console.error(
      'usage: site-release contract check <area> [--client dir --ssr dir] [--source dir] [--site dir]',
    );
    return 1;
  }
  console.log(`contract check of ${target.label} against the live site in ${target.siteDir}`);
  const { ok, problems, checked } = checkContract(target);
  for (const line of checked) console.log(`  ok  ${line}`);
  for (const line of problems) console.log(`  BROKEN  ${line}`);
  console.log(
    ok
      ? `${target.name}: the contract holds`
      : `${target.name}: ${problems.length} problem(s); not releasable`,
  );
  return ok ? 0 : 1;
}
