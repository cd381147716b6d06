// The release contract check's fourth and fifth parts (contract-check.cjs): the candidate's SSR bundle
// loads and has a page loader for every built route; every bus event its source uses is declared.
const fs = require('node:fs');
const path = require('node:path');
const vm = require('node:vm');
const { builtinModules, createRequire } = require('node:module');
const { REPO, declaredBusEvents } = require('./contract-files.cjs');
const { SSR_EXTERNALS } = require('../packages/mf-config/ssr-externals.cjs');

/* ------------------------------------------------------------------------------------------------ */
/* 4. The SSR generator                                                                             */

// A bundle leaves out only the React family, which the build provides from its own dependencies
// (the SSR builds' own list), and Node's built-in modules.
const BUILTINS = new Set(builtinModules.flatMap((m) => [m, `node:${m}`]));

/** Runs the bundle in a fresh module scope of its own, as the site build does, and returns its exports. */
function loadSsrBundle(file) {
  const buildRequire = createRequire(path.join(REPO, 'packages', 'site-build', 'package.json'));
  const wrapper = vm.runInThisContext(
    `(function (exports, require, module, __filename, __dirname) {${fs.readFileSync(file, 'utf8')}\n})`,
    { filename: file },
  );
  const bundleRequire = (id) => {
    if (SSR_EXTERNALS.has(id) || BUILTINS.has(id)) return buildRequire(id);
    throw new Error(`it requires "${id}", which it should have bundled`);
  };
  const module = { exports: {} };
  wrapper(module.exports, bundleRequire, module, file, path.dirname(file));
  return module.exports;
}

/** What is wrong with the bundle's generator itself, before its pages are looked at. */
function generatorShapeErrors(generator, name) {
  if (!generator || typeof generator !== 'object') return ['exports no generator'];
  const errors = [];
  if (generator.area !== name)
    errors.push(`generator.area is ${JSON.stringify(generator.area)}, not "${name}"`);
  if (typeof generator.generate !== 'function') errors.push('generator.generate is not a function');
  if (!generator.pages || typeof generator.pages !== 'object')
    errors.push('generator.pages is not an object');
  return errors;
}

function checkSsr({ name, ssrDir, routes }) {
  const file = path.join(ssrDir, 'index.js');
  const label = `${name}: SSR bundle ${file}`;
  if (!fs.existsSync(file)) return { problems: [`${label} does not exist`] };
  let bundle;
  try {
    bundle = loadSsrBundle(file);
  } catch (error) {
    return { problems: [`${label} failed to load: ${error.message}`] };
  }
  const shapeErrors = generatorShapeErrors(bundle.generator, name);
  if (shapeErrors.length) return { problems: shapeErrors.map((e) => `${label}: ${e}`) };
  const built = Array.isArray(routes.value)
    ? routes.value.filter((r) => r && !r.clientOnly && typeof r.id === 'string')
    : [];
  const ids = [...new Set(built.map((r) => r.id))];
  const problems = ids
    .filter((id) => typeof bundle.generator.pages[id] !== 'function')
    .map(
      (id) =>
        `${label}: generator.pages has no page loader for route ${id} (${built.find((r) => r.id === id).path})`,
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

function sourceFiles(dir) {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && SOURCE_FILE.test(entry.name))
    .map((entry) => path.join(entry.parentPath ?? entry.path, entry.name))
    .filter((file) => !TEST_FILE.test(path.relative(dir, file)));
}

/** Each bus event the source names: `{ event, how, where }`. */
function busEventsUsed(srcDir) {
  const uses = [];
  for (const file of sourceFiles(srcDir)) {
    const code = fs.readFileSync(file, 'utf8');
    for (const m of code.matchAll(BUS_CALL)) {
      const line = code.slice(0, m.index).split('\n').length;
      const how = m[1] ? `bus.${m[1]}` : m[4];
      // Named from the area's parent folder: `mfe-tours/src/…`.
      uses.push({
        event: m[3] ?? m[6],
        how,
        where: `${path.relative(path.dirname(path.dirname(srcDir)), file)}:${line}`,
      });
    }
  }
  return uses;
}

function checkBusEvents({ name, sourceDir }) {
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

module.exports = { checkSsr, checkBusEvents, busEventsUsed };
