#!/usr/bin/env node
// One team ships its area alone (site-release release|promote|rollback).
//   pnpm release <area> [--canary <percent>] [--label <text>] [--allow-dirty]
//                                               build, test, check, publish, render its pages, go live;
//                                               a label (a ticket, "rerun") is kept in the build's
//                                               release.json, so even an identical build is a new version;
//                                               a checkout with uncommitted changes is refused unless
//                                               --allow-dirty (the history records the tree either way);
//                                               a tree and label released before reuse that build
//                                               (contract checked again), unless --rebuild
//   pnpm promote <area>                         the canary becomes live
//   pnpm rollback <area> [version]              drop the canary, or back to the previous (or a named) version
// Nothing but that one area is built or rendered; the shell and the other areas stay as they are.
// Each step prints its time; a failure stops before the registry changes, so the site keeps what it had.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { checkContract } from './contract-check';
import { REPO as repoRoot } from './contract-files';
import { publishRemote, stagingOf } from './publish';
import * as registryFile from './registry-file';
import type { HistoryRecord } from './registry-store';
import {
  MirroredPgStore,
  openRegistryStore,
  promoteIn,
  type RegistryStore,
  rollbackIn,
  setRemoteIn,
  startCanaryIn,
} from './registry-stores';
import { dirtyTreeMessage, sourceState } from './source-state';

/** An app of the workspace as scripts/apps.mjs lists it. */
interface App {
  kind: 'shell' | 'remote';
  name: string;
  dir: string;
  version: string;
}
/** What a release needs of the site's build scripts (scripts/build.mjs and apps.mjs), which stay plain JavaScript. */
interface BuildScripts {
  listApps(): Promise<App[]>;
  compile(apps: App[]): Promise<void>;
  buildPages(options: { areas: string[] }): Promise<void>;
}

/** The site folder the scripts build and the server serves (SITE_DIR, else .site). */
export const siteDir = path.resolve(process.env.SITE_DIR ?? path.join(repoRoot, '.site'));

let scripts: Promise<BuildScripts> | undefined;
/** Loaded when first needed: registry commands run without webpack or the site build. */
function buildScripts(): Promise<BuildScripts> {
  const load = async (file: string) =>
    (await import(pathToFileURL(path.join(repoRoot, 'scripts', file)).href)) as Record<
      string,
      unknown
    >;
  scripts ??= Promise.all([load('apps.mjs'), load('build.mjs')]).then(
    ([apps, build]) => ({ ...apps, ...build }) as unknown as BuildScripts,
  );
  return scripts;
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/** Runs one step, printing its name and time; its error stops the command. */
async function step<T>(name: string, fn: () => T | Promise<T>): Promise<T> {
  const started = Date.now();
  process.stdout.write(`• ${name} …\n`);
  const result = await fn();
  console.log(`  ${name}: done in ${seconds(Date.now() - started)}`);
  return result;
}

/** The app by its federation name (`tours`) or its folder (`mfe-tours`). */
async function findArea(name: string): Promise<App> {
  const remotes = (await (await buildScripts()).listApps()).filter((a) => a.kind === 'remote');
  const app = remotes.find((a) => a.name === name || path.basename(a.dir) === name);
  if (!app)
    throw new Error(`no area "${name}"; the areas are ${remotes.map((a) => a.name).join(', ')}`);
  return app;
}

/** `pnpm --filter <package> test`, as the area's team runs it. */
function runTests(app: App): Promise<string> {
  const pkg = (
    JSON.parse(fs.readFileSync(path.join(app.dir, 'package.json'), 'utf8')) as { name: string }
  ).name;
  return new Promise((resolve, reject) => {
    const child = spawn('pnpm', ['--filter', pkg, 'test'], {
      cwd: repoRoot,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, CI: 'true' },
    });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    child.on('error', reject);
    child.on('exit', (code) => {
      const summary = output.split('\n').filter((l) => /^Tests:|^Test Suites:/.test(l.trim()));
      if (code === 0) resolve(summary.join('; '));
      else reject(new Error(`${pkg}'s tests failed:\n${output.slice(-4000)}`));
    });
  });
}

/** The shell build's identity as the site build records it in a page set (site-inputs.ts). */
function shellHash() {
  const { hash } = JSON.parse(
    fs.readFileSync(path.join(siteDir, 'shell', 'version.json'), 'utf8'),
  ) as { hash: string };
  return createHash('sha1').update(hash).digest('hex').slice(0, 20);
}

/** Whether a version's pages are rendered, and with the shell that is live now. */
function pagesReady(name: string, version: string): boolean {
  try {
    const set = JSON.parse(
      fs.readFileSync(path.join(siteDir, 'page-sets', name, version, '.page-set.json'), 'utf8'),
    ) as { shellHash?: string };
    return set.shellHash === shellHash();
  } catch {
    return false;
  }
}

/** The contract check of a build (staged or published) against the live site; its refusal stops the release. */
function contractCheck(app: App, clientDir: string, ssrDir: string): void {
  const report = checkContract({ siteDir, name: app.name, clientDir, ssrDir, sourceDir: app.dir });
  for (const line of report.checked) console.log(`  ok: ${line}`);
  if (!report.ok)
    throw new Error(
      `the contract check refused ${app.name}:\n${report.problems.map((p) => `  - ${p}`).join('\n')}`,
    );
}

/**
 * The newest release or canary of `name` made from the same tree with the same label, whose
 * version is still published; null when there is none (or the tree is unknown).
 */
function earlierBuild(
  history: HistoryRecord[],
  name: string,
  provenance: Partial<HistoryRecord>,
): HistoryRecord | null {
  if (!provenance.tree) return null;
  const same = history
    .filter(
      (h) =>
        h.area === name &&
        (h.action === 'release' || h.action === 'canary') &&
        h.tree === provenance.tree &&
        (h.label ?? null) === (provenance.label ?? null),
    )
    .reverse();
  for (const line of same) {
    try {
      registryFile.requirePublished(siteDir, name, line.version as string);
      return line;
    } catch {
      // Pruned since: look further back, else build.
    }
  }
  return null;
}

/** Builds the area while its tests run, checks its contract and publishes it; returns its version. */
async function buildAndPublish(
  app: App,
  label: string | undefined,
  staging: ReturnType<typeof stagingOf>,
): Promise<string> {
  let version: string;
  try {
    // 1. Build its client and server bundles while its tests run.
    const [, tests] = await Promise.all([
      step(`build ${app.name} (client and SSR)`, async () => (await buildScripts()).compile([app])),
      step(`test ${path.basename(app.dir)}`, () => runTests(app)),
    ]);
    console.log(`  ${tests}`);
    if (label)
      fs.writeFileSync(
        path.join(staging.client, 'release.json'),
        `${JSON.stringify({ area: app.name, label })}\n`,
      );
    // 2. The contract with the live site.
    await step('contract check', () => contractCheck(app, staging.client, staging.ssr));
    // 3. Published under its own immutable version.
    ({ version } = await step('publish', () =>
      publishRemote({
        siteDir,
        name: app.name,
        baseVersion: app.version,
        log: (l) => console.log(`  ${l}`),
      }),
    ));
  } finally {
    // A refused or failed release leaves no build behind in staging (a published one was moved out).
    fs.rmSync(staging.root, { recursive: true, force: true });
  }
  return version;
}

interface ReleaseOptions {
  canary?: number | undefined;
  label?: string | undefined;
  allowDirty: boolean;
  rebuild: boolean;
}

/** Renders one area's pages at one published version (packages/site-build through scripts/build.mjs). */
const renderPages = async (name: string, version: string) =>
  (await buildScripts()).buildPages({ areas: [`${name}@${version}`] });

async function release(
  store: RegistryStore,
  name: string,
  { canary, label, allowDirty, rebuild }: ReleaseOptions,
): Promise<void> {
  const started = Date.now();
  const app = await findArea(name);
  const live = (await store.read()).remotes[app.name]?.version ?? null;
  if (!fs.existsSync(path.join(siteDir, 'shell', 'version.json')))
    throw new Error('the site is not built yet: run pnpm build (or pnpm start) once first');
  // 0. What is being released: the history names the exact tree, and a dirty one only on request.
  const source = sourceState(repoRoot);
  if (source && source.dirty.length > 0 && !allowDirty)
    throw new Error(dirtyTreeMessage(source.dirty));
  const provenance: Partial<HistoryRecord> = {
    ...(label ? { label } : {}),
    ...(source
      ? {
          commit: source.commit.slice(0, 12),
          tree: source.tree.slice(0, 12),
          ...(source.dirty.length ? { dirty: source.dirty.length } : {}),
        }
      : {}),
  };
  const staging = stagingOf(siteDir, app.name);
  // The same tree (and label) released before: that build is published and was tested; it is only
  // checked again against the live site as it is now, not built and tested again.
  const earlier = rebuild ? null : earlierBuild(await store.history(), app.name, provenance);
  if (earlier) {
    console.log(
      `${app.name}@${earlier.version} was built and tested from this same tree (${earlier.tree}${earlier.label ? `, label ${earlier.label}` : ''}) at ${earlier.at}: nothing is rebuilt (--rebuild builds afresh)`,
    );
    const published = earlier.version as string;
    await step('contract check', () =>
      contractCheck(
        app,
        path.join(siteDir, 'remotes', app.name, published),
        path.join(siteDir, 'ssr', app.name, published),
      ),
    );
  }
  const version =
    (earlier?.version as string | undefined) ?? (await buildAndPublish(app, label, staging));
  if (version === live && !canary) {
    console.log(
      `${app.name}@${version} is already live: this build is identical, nothing to release (${seconds(Date.now() - started)})`,
    );
    return;
  }
  // 4. Its pages, and only its, rendered by the new version (the live version's stay for rollback).
  if (!pagesReady(app.name, version))
    await step(`render ${app.name}'s pages`, () => renderPages(app.name, version));
  // 5. The registry switches in one atomic write.
  await step(canary ? `canary at ${canary}%` : 'switch the registry', () =>
    canary
      ? startCanaryIn(store, siteDir, app.name, version, canary, provenance)
      : setRemoteIn(store, siteDir, app.name, version, { action: 'release', record: provenance }),
  );
  const what = canary
    ? `${app.name}@${version} serves ${canary}% of visitors (live stays ${live}); pnpm promote ${app.name} or pnpm rollback ${app.name}`
    : `${app.name}@${version} is live (was ${live ?? 'none'})`;
  console.log(`released: ${what}, in ${seconds(Date.now() - started)}`);
}

async function rollback(
  store: RegistryStore,
  name: string,
  version: string | undefined,
): Promise<void> {
  const started = Date.now();
  const app = await findArea(name);
  const entry = (await store.read()).remotes[app.name];
  if (!entry) throw new Error(`${app.name} has no live version to roll back`);
  const target = version ?? (entry.canary ? entry.version : entry.previous);
  if (!target)
    throw new Error(
      `no previous version of ${app.name} to roll back to; name one (pnpm remotes lists them)`,
    );
  // A named version that prune removed is refused here, before any rendering is tried.
  if (version) registryFile.requirePublished(siteDir, app.name, version);
  // Its pages are kept from when it was live; rendered again only when the shell changed since.
  if (!pagesReady(app.name, target))
    await step(`render ${app.name}@${target}'s pages (the shell changed since)`, () =>
      renderPages(app.name, target),
    );
  const after = await step('switch the registry', () =>
    rollbackIn(store, siteDir, app.name, version, {}),
  );
  console.log(
    `rolled back: ${app.name} is ${after.version}${entry.canary ? ` (canary ${registryFile.canaryVersion(entry)} dropped)` : ` (was ${entry.version})`}, in ${seconds(Date.now() - started)}`,
  );
}

async function promote(store: RegistryStore, name: string): Promise<void> {
  const started = Date.now();
  const app = await findArea(name);
  const entry = (await store.read()).remotes[app.name];
  const after = await step('switch the registry', () => promoteIn(store, siteDir, app.name));
  console.log(
    `promoted: ${app.name}@${after.version} is live for everyone (was ${entry?.version}), in ${seconds(Date.now() - started)}`,
  );
}

/** Takes `--<name> <value>` out of args. */
function option(args: string[], name: string): { rest: string[]; value: string | undefined } {
  const at = args.indexOf(name);
  if (at < 0) return { rest: args, value: undefined };
  return { rest: args.filter((_, i) => i !== at && i !== at + 1), value: args[at + 1] ?? '' };
}

function parseRelease(args: string[]) {
  const canaryOption = option(args, '--canary');
  const labelOption = option(canaryOption.rest, '--label');
  const allowDirty = labelOption.rest.includes('--allow-dirty');
  const rebuild = labelOption.rest.includes('--rebuild');
  const raw = canaryOption.value;
  const canary = raw === undefined ? undefined : Number(raw);
  if (
    raw !== undefined &&
    (!/^\d{1,2}$/.test(raw) || (canary as number) < 1 || (canary as number) > 99)
  )
    throw new Error(`--canary takes a whole percent from 1 to 99, not "${raw}"`);
  const label = labelOption.value;
  if (label !== undefined && !/^[\w.:-]{1,64}$/.test(label))
    throw new Error('--label takes 1–64 letters, digits, dots, colons, dashes or underscores');
  return {
    rest: labelOption.rest.filter((a) => a !== '--allow-dirty' && a !== '--rebuild'),
    canary,
    label,
    allowDirty,
    rebuild,
  };
}

export const USAGE =
  'usage: pnpm release <area> [--canary <percent>] [--label <text>] [--allow-dirty] [--rebuild] | pnpm promote <area> | pnpm rollback <area> [version]';

/** `release <area> …`, `rollback <area> [version]` or `promote <area>`; a refusal throws. */
export async function releaseMain([command, ...args]: string[]): Promise<void> {
  const run = async (fn: (store: RegistryStore) => Promise<void>) => {
    // The registry DATABASE_URL names (PostgreSQL, or this site folder's file); with PostgreSQL this
    // host's remotes.json is brought up to date first, as the contract check and the site build read it.
    const store = openRegistryStore(siteDir);
    try {
      if (store instanceof MirroredPgStore) await store.mirror();
      await fn(store);
    } finally {
      await store.close();
    }
  };
  if (command === 'release') {
    const { rest, canary, label, allowDirty, rebuild } = parseRelease(args);
    if (rest.length !== 1) throw new Error(USAGE);
    return run((store) =>
      release(store, rest[0] as string, { canary, label, allowDirty, rebuild }),
    );
  }
  if (command === 'rollback' && (args.length === 1 || args.length === 2))
    return run((store) => rollback(store, args[0] as string, args[1]));
  if (command === 'promote' && args.length === 1)
    return run((store) => promote(store, args[0] as string));
  throw new Error(USAGE);
}
