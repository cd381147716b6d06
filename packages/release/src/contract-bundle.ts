// The release contract check's fourth and fifth parts (contract-check.ts): the candidate's SSR bundle
// loads and has a page loader for every built route; every bus event its source uses is declared.
import fs from 'node:fs';
import { builtinModules, createRequire } from 'node:module';
import path from 'node:path';
import vm from 'node:vm';
import { declaredBusEvents, type JsonRead, REPO } from './contract-files';
import type { RouteJson } from './contract-routes';

// The SSR builds' own list of what a bundle may leave out (CommonJS in packages/mf-config).
const { SSR_EXTERNALS } = createRequire(__filename)(
  path.join(REPO, 'packages', 'mf-config', 'ssr-externals.cjs'),
) as {
  SSR_EXTERNALS: Set<string>;
};

interface Generator {
  area?: unknown;
  generate?: unknown;
  pages?: Record<string, unknown>;
}

/* ------------------------------------------------------------------------------------------------ */
/* 4. The SSR generator                                                                             */

// A bundle leaves out only the React family, which the build provides from its own dependencies
// (the SSR builds' own list), and Node's built-in modules.
const BUILTINS = new Set(builtinModules.flatMap((m) => [m, `node:${m}`]));

/** Runs the bundle in a fresh module scope of its own, as the site build does, and returns its exports. */
function loadSsrBundle(file: string): { generator?: Generator } {
  const buildRequire = createRequire(path.join(REPO, 'packages', 'site-build', 'package.json'));
  const wrapper = vm.runInThisContext(
    `(function (exports, require, module, __filename, __dirname) {${fs.readFileSync(file, 'utf8')}\n})`,
    { filename: file },
  ) as (
    exports: unknown,
    require: (id: string) => unknown,
    module: { exports: Record<string, unknown> },
    filename: string,
    dirname: string,
  ) => void;
  const bundleRequire = (id: string) => {
    if (SSR_EXTERNALS.has(id) || BUILTINS.has(id)) return buildRequire(id);
    throw new Error(`it requires "${id}", which it should have bundled`);
  };
  const module: { exports: Record<string, unknown> } = { exports: {} };
  wrapper(module.exports, bundleRequire, module, file, path.dirname(file));
  return module.exports;
}

/** What is wrong with the bundle's generator itself, before its pages are looked at. */
function generatorShapeErrors(generator: Generator | undefined, name: string): string[] {
  if (!generator || typeof generator !== 'object') return ['exports no generator'];
  const errors: string[] = [];
  if (generator.area !== name)
    errors.push(`generator.area is ${JSON.stringify(generator.area)}, not "${name}"`);
  if (typeof generator.generate !== 'function') errors.push('generator.generate is not a function');
  if (!generator.pages || typeof generator.pages !== 'object')
    errors.push('generator.pages is not an object');
  return errors;
}

export function checkSsr({
  name,
  ssrDir,
  routes,
}: {
  name: string;
  ssrDir: string;
  routes: JsonRead<unknown>;
}): { problems: string[]; summary?: string } {
  const file = path.join(ssrDir, 'index.js');
  const label = `${name}: SSR bundle ${file}`;
  if (!fs.existsSync(file)) return { problems: [`${label} does not exist`] };
  let bundle;
  try {
    bundle = loadSsrBundle(file);
  } catch (error) {
    return { problems: [`${label} failed to load: ${(error as Error).message}`] };
  }
  const shapeErrors = generatorShapeErrors(bundle.generator, name);
  if (shapeErrors.length) return { problems: shapeErrors.map((e) => `${label}: ${e}`) };
  const built = Array.isArray(routes.value)
    ? (routes.value as (RouteJson | null)[]).filter(
        (r): r is RouteJson & { id: string } =>
          Boolean(r) && !r?.clientOnly && typeof r?.id === 'string',
      )
    : [];
  const ids = [...new Set(built.map((r) => r.id))];
  const pages = bundle.generator?.pages ?? {};
  const problems = ids
    .filter((id) => typeof pages[id] !== 'function')
    .map(
      (id) =>
        `${label}: generator.pages has no page loader for route ${id} (${String(built.find((r) => r.id === id)?.path)})`,
    );
  return {
    problems,
    summary: `ssr: generator for ${name} with page loaders for all ${ids.length} built routes`,
  };
}

/* ------------------------------------------------------------------------------------------------ */
/* 5. Bus events                                                                                    */

// `bus.emit('x'`, `bus.on('x'`, `bus.once('x'` (the bus under any name ending in "bus") and a
// `useBusEvent('x'` hook; the name may sit on the next line. A computed name cannot be checked here:
// the typed bus (EventBus<BusEvents>) refuses it at type-check time.
const BUS_CALL =
  /\b[\w$]*bus\s*\.\s*(emit|on|once)\s*\(\s*(['"`])([^'"`$\\]+)\2|\b(useBusEvent)\s*\(\s*(['"`])([^'"`$\\]+)\5/gi;
const SOURCE_FILE = /\.[cm]?[jt]sx?$/;
const TEST_FILE = /\.(test|spec)\.[cm]?[jt]sx?$|(^|[\\/])__(tests|mocks)__[\\/]/;

function sourceFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && SOURCE_FILE.test(entry.name))
    .map((entry) => path.join(entry.parentPath ?? entry.path, entry.name))
    .filter((file) => !TEST_FILE.test(path.relative(dir, file)));
}

/** Each bus event the source names: `{ event, how, where }`. */
export interface BusEventUse {
  event: string;
  how: string;
  where: string;
}

export function busEventsUsed(srcDir: string): BusEventUse[] {
  const uses: BusEventUse[] = [];
  for (const file of sourceFiles(srcDir)) {
    const code = fs.readFileSync(file, 'utf8');
    for (const m of code.matchAll(BUS_CALL)) {
      const line = code.slice(0, m.index).split('\n').length;
      const how = m[1] ? `bus.${m[1]}` : (m[4] as string);
      // Named from the area's parent folder: `mfe-tours/src/…`.
      uses.push({
        event: (m[3] ?? m[6]) as string,
        how,
        where: `${path.relative(path.dirname(path.dirname(srcDir)), file)}:${line}`,
      });
    }
  }
  return uses;
}

export function checkBusEvents({
  name,
  sourceDir,
}: {
  name: string;
  sourceDir?: string | undefined;
}): { problems: string[]; summary?: string | null } {
  if (!sourceDir) return { problems: [], summary: null };
  const srcDir = path.join(sourceDir, 'src');
  if (!fs.existsSync(srcDir))
    return { problems: [`${name}: bus events: no source folder ${srcDir}`] };
  const declared = declaredBusEvents();
  const uses = busEventsUsed(srcDir);
  const problems = uses
    .filter((use) => !declared.has(use.event))
    .map(
      (use) =>
        `${name}: bus event "${use.event}" (${use.how} at ${use.where}) is not declared in packages/contracts ` +
        '(BusEvents in events.ts and BUS_EVENT_NAMES in bus-event-names.ts)',
    );
  const names = [...new Set(uses.map((u) => u.event))].sort();
  return {
    problems,
    summary: `events: ${names.join(', ') || 'none used'}, all declared in packages/contracts`,
  };
}
