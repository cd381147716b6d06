// The release contract check: refuses one area's candidate build when publishing it would break the
// live site (the shell and the other areas' live versions), naming the part that is broken.
// `pnpm release <area>` calls checkContract between "build + test" and "publish"; run alone it is
//   node scripts/contract-check.cjs <area> [--client dir --ssr dir] [--source dir] [--site dir]
// which checks the area's live published version unless given a candidate's folders.
//
// What it checks, each against what the live site really has, not against a list kept here:
//   1. exposes   every expose the shell or another area loads (packages/contracts/src/exposes.ts)
//                is in the candidate's mf-manifest.json;
//   2. shared    each shared module's requiredVersion is met by the version the live shell provides;
//   3. routes    routes.json is well formed, and no path is also the shell's or another live area's;
//   4. ssr       the server bundle loads and its generator has a page loader for every built route;
//   5. events    every bus event the area's source emits or listens to is declared in packages/contracts.
//
// No type-level check through @module-federation/dts-plugin: the builds make no @mf-types.zip
// (packages/mf-config sets `dts: false`), and nothing would read one. The areas compile against
// @site/contracts itself, so `pnpm typecheck` already checks their types before a release.
const fs = require('node:fs');
const path = require('node:path');
const vm = require('node:vm');
const { builtinModules, createRequire } = require('node:module');
const semver = require('semver');

const REPO = path.resolve(__dirname, '..');
const CONTRACTS = path.join(REPO, 'packages', 'contracts', 'src');

/* ------------------------------------------------------------------------------------------------ */
/* Reading files                                                                                    */

/** `{ value }` for a readable JSON file, else `{ error }` saying why, for a problem message. */
function readJson(file) {
  if (!fs.existsSync(file)) return { error: `${file} does not exist` };
  try {
    return { value: JSON.parse(fs.readFileSync(file, 'utf8')) };
  } catch (error) {
    return { error: `${file} is not valid JSON (${error.message})` };
  }
}

const readJsonOr = (file, fallback) => readJson(file).value ?? fallback;

/**
 * The runtime constants of a packages/contracts file. They are written in TypeScript, next to the
 * types they must agree with (the type checker holds them to it), and hold only literals and
 * type-only imports; this CommonJS script reads them by transpiling the file with the workspace's
 * own TypeScript and running the result with no `require` at all.
 */
const constantsCache = new Map();
function contractConstants(file) {
  if (!constantsCache.has(file)) {
    const ts = require('typescript');
    const { outputText } = ts.transpileModule(fs.readFileSync(file, 'utf8'), {
      compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2022 },
      fileName: file,
    });
    const exports = {};
    const noRequire = (id) => {
      throw new Error(`${file} must not import "${id}" at run time: the release check reads it alone`);
    };
    vm.runInNewContext(outputText, { exports, require: noRequire }, { filename: file });
    constantsCache.set(file, exports);
  }
  return constantsCache.get(file);
}

/** The exposes `name` must provide: its own list, or what every area provides for a new area. */
function requiredExposes(name) {
  const { AREA_EXPOSES, EXPOSED_BY_EVERY_AREA } = contractConstants(path.join(CONTRACTS, 'exposes.ts'));
  return [...(AREA_EXPOSES[name] ?? EXPOSED_BY_EVERY_AREA)];
}

const declaredBusEvents = () =>
  new Set(contractConstants(path.join(CONTRACTS, 'bus-event-names.ts')).BUS_EVENT_NAMES);

/* ------------------------------------------------------------------------------------------------ */
/* 1. Exposes                                                                                       */

/** The manifest names an expose `routes` or `./routes` depending on the plugin's version. */
const exposeKeys = (expose) => [expose.path, expose.name].filter(Boolean).map((n) => (n.startsWith('./') ? n : `./${n}`));

function checkExposes({ name, manifest }) {
  if (manifest.error) return { problems: [`${name}: mf-manifest.json: ${manifest.error}`] };
  const offered = new Set((manifest.value.exposes ?? []).flatMap(exposeKeys));
  const required = requiredExposes(name);
  const problems = required
    .filter((expose) => !offered.has(expose))
    .map(
      (expose) =>
        `${name}: expose ${expose} is missing from mf-manifest.json, but the live site loads ${name}/${expose.slice(2)} ` +
        `(packages/contracts/src/exposes.ts); it exposes ${[...offered].join(', ') || 'nothing'}`,
    );
  if (manifest.value.name !== undefined && manifest.value.name !== name) {
    problems.push(`${name}: mf-manifest.json names the federation container "${manifest.value.name}", not "${name}"`);
  }
  return { problems, summary: `exposes: ${required.join(', ')}` };
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
function shellSharedVersions(siteDir) {
  const fromBuild = sharedVersionsInBuild(path.join(siteDir, 'shell', 'static'));
  if (fromBuild.size > 0) return { versions: fromBuild, source: 'the live shell build' };
  return { versions: sharedVersionsInstalled(path.join(REPO, 'shell')), source: "shell/package.json's installed dependencies" };
}

const SHARED_INIT = /initOptions\.shared\s*=\s*\{/;
const SHARE_SCOPE_MAP = /\.S\s*=\s*\{\s*\}/;
// One provided module: `"react-dom/client":[{version:"19.3.1",` (minified or not, key quoted or not).
const PROVIDED = /(?:"([^"]+)"|'([^']+)'|([A-Za-z_$][\w$]*))\s*:\s*\[\s*\{\s*version\s*:\s*["']([^"']+)["']/g;

function sharedVersionsInBuild(staticDir) {
  const versions = new Map();
  const scripts = fs.existsSync(staticDir) ? fs.readdirSync(staticDir).filter((f) => f.endsWith('.js')) : [];
  for (const file of scripts) {
    const code = fs.readFileSync(path.join(staticDir, file), 'utf8');
    const start = code.search(SHARED_INIT);
    if (start < 0) continue;
    // The object ends where the share-scope map is set up (`__webpack_require__.S = {}`).
    const end = code.slice(start).search(SHARE_SCOPE_MAP);
    const block = code.slice(start, end > 0 ? start + end : start + 50_000);
    for (const m of block.matchAll(PROVIDED)) versions.set(m[1] ?? m[2] ?? m[3], m[4]);
  }
  return versions;
}

/** `react-dom/client` is provided by the package `react-dom`, `@site/app-state/react` by `@site/app-state`. */
const packageOf = (request) => request.split('/').slice(0, request.startsWith('@') ? 2 : 1).join('/');

function sharedVersionsInstalled(appDir) {
  const pkg = readJsonOr(path.join(appDir, 'package.json'), {});
  const versions = new Map();
  for (const dep of Object.keys({ ...pkg.dependencies, ...pkg.devDependencies })) {
    const installed = readJson(path.join(appDir, 'node_modules', dep, 'package.json')).value;
    if (installed?.version) versions.set(dep, installed.version);
  }
  return versions;
}

/** One shared module against the shell's version: `{ problem }`, `{ met }`, or `{ skipped }`. */
function sharedVerdict(shared, versions, source) {
  const required = shared.requiredVersion;
  const provided = versions.get(shared.name) ?? versions.get(packageOf(shared.name));
  // Not shared by the shell: with 'loaded-first' the remote's own copy (or another remote's) serves it.
  if (!provided) return { skipped: shared.name };
  if (typeof required !== 'string' || !semver.validRange(required)) {
    return { problem: `shared ${shared.name}: requiredVersion ${JSON.stringify(required)} is not a semver range` };
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

function checkShared({ name, siteDir, manifest }) {
  if (manifest.error) return { problems: [] };
  const { versions, source } = shellSharedVersions(siteDir);
  const verdicts = (manifest.value.shared ?? []).map((shared) => sharedVerdict(shared, versions, source));
  const list = (key) => verdicts.filter((v) => v[key]).map((v) => v[key]);
  const skipped = list('skipped');
  return {
    problems: list('problem').map((problem) => `${name}: ${problem}`),
    summary:
      `shared: ${list('met').join(', ') || 'nothing the shell provides'}` +
      `${skipped.length ? `; not provided by the shell: ${skipped.join(', ')}` : ''}; shell versions from ${source}`,
  };
}

/* ------------------------------------------------------------------------------------------------ */
/* 3. Routes                                                                                        */

const PARAM = /^:[A-Za-z_$][\w$-]*\??$/;
// An unreserved or sub-delimiting URL character, or a percent escape; `?` only as the optional mark.
const STATIC_SEGMENT = /^(?:[A-Za-z0-9\-._~!$&'()+,;=@]|%[0-9A-Fa-f]{2})+\??$/;

/** Why `pattern` is not a react-router path pattern, or null when it is one. */
function patternError(pattern) {
  if (typeof pattern !== 'string' || !pattern.startsWith('/')) return 'the path must be a string starting with /';
  const segments = pattern.slice(1).split('/');
  if (segments[segments.length - 1] === '') segments.pop(); // a trailing slash is allowed
  const params = new Set();
  for (const [i, segment] of segments.entries()) {
    if (segment === '*') {
      if (i !== segments.length - 1) return 'a * splat may only be the last segment';
    } else if (segment.startsWith(':')) {
      if (!PARAM.test(segment)) return `"${segment}" is not a :param name`;
      const param = segment.replace(/^:|\?$/g, '');
      if (params.has(param)) return `the parameter :${param} appears twice`;
      params.add(param);
    } else if (segment === '') return 'empty segment (//)';
    else if (!STATIC_SEGMENT.test(segment)) return `"${segment}" is not a valid path segment`;
  }
  return null;
}

/** Two paths match the same URLs when this is equal: case, :param names and a trailing / ignored. */
const routeKey = (pattern) =>
  pattern
    .toLowerCase()
    .replace(/:[^/]+?(\?)?(?=\/|$)/g, ':$1')
    .replace(/(.)\/$/, '$1');

/** What is wrong with one routes.json entry, as a list of reasons. */
function routeErrors(route, name) {
  if (typeof route !== 'object' || route === null || Array.isArray(route)) return ['is not an object'];
  const errors = [];
  const idPattern = new RegExp(`^${name.replace(/[^\w]/g, '\\$&')}\\.[A-Za-z0-9][\\w.-]*$`);
  if (typeof route.id !== 'string' || !idPattern.test(route.id)) errors.push(`the id must be "${name}.<page>"`);
  const bad = patternError(route.path);
  if (bad) errors.push(bad);
  if (typeof route.title !== 'string' || route.title.trim() === '') errors.push('the title must be a non-empty string');
  if (route.clientOnly !== undefined && typeof route.clientOnly !== 'boolean') errors.push('clientOnly must be true or false');
  return errors;
}

const describeRoute = (route, index) =>
  `route #${index + 1}${route && typeof route === 'object' ? ` (${route.id ?? 'no id'} ${JSON.stringify(route.path)})` : ''}`;

/** Malformed entries, and two entries of the candidate that match the same URLs. */
function malformedRoutes(routes, name) {
  const problems = [];
  const seen = new Map();
  routes.forEach((route, index) => {
    const errors = routeErrors(route, name);
    if (errors.length) return problems.push(`${name}: routes.json ${describeRoute(route, index)}: ${errors.join('; ')}`);
    const key = routeKey(route.path);
    if (seen.has(key)) problems.push(`${name}: routes.json: ${route.path} and ${seen.get(key)} match the same URLs`);
    seen.set(key, route.path);
  });
  return problems;
}

/** The canary's version: an object `{ version, percent }` in the registry, a string in older files. */
const canaryVersion = (entry) => (typeof entry?.canary === 'string' ? entry.canary : entry?.canary?.version);

/** The routes the candidate must not collide with: the shell's, and each other area's live and canary ones. */
function liveRouteSets({ siteDir, name, registry }) {
  const sets = [{ owner: "the shell's", routes: readJsonOr(path.join(siteDir, 'shell', 'routes.json'), []) }];
  for (const [other, entry] of Object.entries(registry.remotes ?? {})) {
    if (other === name) continue;
    const versions = [...new Set([entry.version, canaryVersion(entry)].filter(Boolean))];
    for (const version of versions) {
      const file = path.join(siteDir, 'remotes', other, version, 'routes.json');
      const label = version === entry.version ? 'live' : 'canary';
      sets.push({ owner: `${other}@${version}'s ${label}`, routes: readJsonOr(file, []) });
    }
  }
  return sets;
}

function collisions(routes, context) {
  const problems = [];
  for (const { owner, routes: theirs } of liveRouteSets(context)) {
    if (!Array.isArray(theirs)) continue;
    const byKey = new Map(theirs.filter((r) => typeof r?.path === 'string').map((r) => [routeKey(r.path), r]));
    for (const route of routes) {
      const other = byKey.get(routeKey(route.path));
      if (other) {
        problems.push(
          `${context.name}: route ${route.id} "${route.path}" collides with ${owner} route ${other.id} "${other.path}"`,
        );
      }
    }
  }
  return problems;
}

function checkRoutes(context) {
  const { name, routes } = context;
  if (routes.error) return { problems: [`${name}: routes.json: ${routes.error}`] };
  if (!Array.isArray(routes.value) || routes.value.length === 0) {
    return { problems: [`${name}: routes.json must be a non-empty array of { id, path, title, clientOnly? }`] };
  }
  const malformed = malformedRoutes(routes.value, name);
  if (malformed.length) return { problems: malformed };
  const problems = collisions(routes.value, context);
  return { problems, summary: `routes: ${routes.value.length} well formed, none also the shell's or another area's` };
}

/* ------------------------------------------------------------------------------------------------ */
/* 4. The SSR generator                                                                             */

// As packages/site-build/src/load-bundle.ts: a bundle leaves out only the React family, which the build
// provides from its own dependencies, and Node's built-in modules.
const SSR_SHARED = new Set(['react', 'react/jsx-runtime', 'react-dom', 'react-dom/server', 'react-router', 'react-router-dom']);
const BUILTINS = new Set(builtinModules.flatMap((m) => [m, `node:${m}`]));

/** Runs the bundle in a fresh module scope of its own, as the site build does, and returns its exports. */
function loadSsrBundle(file) {
  const buildRequire = createRequire(path.join(REPO, 'packages', 'site-build', 'package.json'));
  const wrapper = vm.runInThisContext(
    `(function (exports, require, module, __filename, __dirname) {${fs.readFileSync(file, 'utf8')}\n})`,
    { filename: file },
  );
  const bundleRequire = (id) => {
    if (SSR_SHARED.has(id) || BUILTINS.has(id)) return buildRequire(id);
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
  if (generator.area !== name) errors.push(`generator.area is ${JSON.stringify(generator.area)}, not "${name}"`);
  if (typeof generator.generate !== 'function') errors.push('generator.generate is not a function');
  if (!generator.pages || typeof generator.pages !== 'object') errors.push('generator.pages is not an object');
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
  const built = Array.isArray(routes.value) ? routes.value.filter((r) => r && !r.clientOnly && typeof r.id === 'string') : [];
  const ids = [...new Set(built.map((r) => r.id))];
  const problems = ids
    .filter((id) => typeof bundle.generator.pages[id] !== 'function')
    .map((id) => `${label}: generator.pages has no page loader for route ${id} (${built.find((r) => r.id === id).path})`);
  return { problems, summary: `ssr: generator for ${name} with page loaders for all ${ids.length} built routes` };
}

/* ------------------------------------------------------------------------------------------------ */
/* 5. Bus events                                                                                    */

// `bus.emit('x'`, `bus.on('x'`, `bus.once('x'` (the bus under any name ending in "bus") and a
// `useBusEvent('x'` hook; the name may sit on the next line. A computed name cannot be checked here:
// the typed bus (EventBus<BusEvents>) refuses it at type-check time.
const BUS_CALL = /\b[\w$]*bus\s*\.\s*(emit|on|once)\s*\(\s*(['"`])([^'"`$\\]+)\2|\b(useBusEvent)\s*\(\s*(['"`])([^'"`$\\]+)\5/gi;
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
      uses.push({ event: m[3] ?? m[6], how, where: `${path.relative(path.dirname(path.dirname(srcDir)), file)}:${line}` });
    }
  }
  return uses;
}

function checkBusEvents({ name, sourceDir }) {
  if (!sourceDir) return { problems: [], summary: null };
  const srcDir = path.join(sourceDir, 'src');
  if (!fs.existsSync(srcDir)) return { problems: [`${name}: bus events: no source folder ${srcDir}`] };
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
  return { problems, summary: `events: ${names.join(', ') || 'none used'}, all declared in packages/contracts` };
}

/* ------------------------------------------------------------------------------------------------ */
/* The check                                                                                        */

const CHECKS = [checkExposes, checkShared, checkRoutes, checkSsr, checkBusEvents];

/**
 * Checks a candidate build of area `name` against the live site in `siteDir`. `checked` holds a
 * one-line summary of each check that passed; `problems` one line per thing that would break.
 */
function checkContract({ siteDir, name, clientDir, ssrDir, sourceDir }) {
  const context = {
    siteDir,
    name,
    ssrDir,
    sourceDir,
    registry: readJsonOr(path.join(siteDir, 'remotes.json'), { remotes: {} }),
    manifest: readJson(path.join(clientDir, 'mf-manifest.json')),
    routes: readJson(path.join(clientDir, 'routes.json')),
  };
  const problems = [];
  const checked = [];
  for (const check of CHECKS) {
    const result = check(context);
    problems.push(...result.problems);
    if (result.problems.length === 0 && result.summary) checked.push(result.summary);
  }
  return { ok: problems.length === 0, problems, checked };
}

/* ------------------------------------------------------------------------------------------------ */
/* Command line                                                                                     */

function parseArgs(argv) {
  const [name, ...rest] = argv;
  const options = {};
  for (let i = 0; i < rest.length; i += 2) {
    const flag = rest[i];
    if (!['--client', '--ssr', '--source', '--site'].includes(flag) || rest[i + 1] === undefined) {
      throw new Error(`unknown or incomplete option ${flag}`);
    }
    options[flag.slice(2)] = path.resolve(rest[i + 1]);
  }
  if (!name || name.startsWith('-')) throw new Error('name the area to check');
  return { name, ...options };
}

/** The app folder whose federation.config.cjs is the federation container `name` (mfe-tours for tours). */
function sourceDirOf(name) {
  const apps = fs.readdirSync(REPO).filter((d) => d.startsWith('mfe-'));
  return apps
    .map((d) => path.join(REPO, d))
    .find((dir) => readFederationName(path.join(dir, 'federation.config.cjs')) === name);
}

function readFederationName(file) {
  try {
    return require(file).name;
  } catch {
    return undefined;
  }
}

/** The folders to check: the ones given, else the area's live published version. */
function resolveTarget({ name, client, ssr, source, site }) {
  const siteDir = site ?? path.resolve(process.env.SITE_DIR ?? path.join(REPO, '.site'));
  const live = readJsonOr(path.join(siteDir, 'remotes.json'), { remotes: {} }).remotes?.[name]?.version;
  if ((!client || !ssr) && !live) {
    throw new Error(`${name} has no live version in ${siteDir}/remotes.json: pass --client and --ssr`);
  }
  return {
    siteDir,
    name,
    clientDir: client ?? path.join(siteDir, 'remotes', name, live),
    ssrDir: ssr ?? path.join(siteDir, 'ssr', name, live),
    sourceDir: source ?? sourceDirOf(name),
    label: client ? `the candidate in ${client}` : `${name}@${live}`,
  };
}

function main(argv) {
  let target;
  try {
    target = resolveTarget(parseArgs(argv));
  } catch (error) {
    console.error(`contract-check: ${error.message}`);
    console.error('usage: node scripts/contract-check.cjs <area> [--client dir --ssr dir] [--source dir] [--site dir]');
    return 1;
  }
  console.log(`contract check of ${target.label} against the live site in ${target.siteDir}`);
  const { ok, problems, checked } = checkContract(target);
  for (const line of checked) console.log(`  ok  ${line}`);
  for (const line of problems) console.log(`  BROKEN  ${line}`);
  console.log(ok ? `${target.name}: the contract holds` : `${target.name}: ${problems.length} problem(s); not releasable`);
  return ok ? 0 : 1;
}

if (require.main === module) process.exitCode = main(process.argv.slice(2));

module.exports = { checkContract, patternError, routeKey, busEventsUsed };
