// The site build as plain JavaScript: its threads' entries (src/cli.ts, src/content-worker.ts, src/render-worker.ts)
// bundled with the workspace packages they use into dist/run/, so that a build starts without a
// TypeScript loader (tsx's hooks cost each thread a few hundred milliseconds of every run).
//
// `ensureCompiled()` compiles only when a source it was made from changed (or this file did), and
// returns the entry to run. `bundler()` does the same for another package's entries (the server's). Libraries from node_modules stay outside the bundle: each is required
// by the path it resolves to from the file that imports it, so one copy of React serves the build
// and the areas' server bundles alike.
import fs from 'node:fs';
import { builtinModules, createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
export const packageDir = path.resolve(here, '..');
// Beside tsc's declarations (dist/*.d.ts), in a folder of its own.
export const distDir = path.join(packageDir, 'dist', 'run');
const ENTRIES = {
  cli: 'src/cli.ts',
  'content-worker': 'src/content-worker.ts',
  'render-worker': 'src/render-worker.ts',
  // createWarmBuilder, for a process that keeps a build warm (bench/site-build-warm.mjs).
  'warm-builder': 'src/warm-builder.ts',
  // The server's publish process (issue 30): a warm builder that builds each publish as a generation.
  'publish-child': 'src/publish-child.ts',
};
const builtins = new Set(builtinModules.flatMap((m) => [m, `node:${m}`]));
const toPosix = (p) => p.split(path.sep).join('/');
const PATHS = '/* module paths */ {}';

/** Through a temporary file and a rename: a build starting meanwhile never loads half a file. */
function writeAtomically(file, text) {
  const temporary = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(temporary, text);
  fs.renameSync(temporary, file);
}

/** The files the bundle was made from, with their sizes and times, as recorded when it was made. */
function readInputs(file) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

/** The compiler's version, recorded with the bundle: another esbuild compiles afresh. */
function esbuildVersion() {
  return createRequire(import.meta.url)('esbuild/package.json').version;
}

function stamp(file) {
  const s = fs.statSync(file);
  return `${s.size}:${s.mtimeMs}`;
}

/** Whether `distDir` holds a bundle of `entries` made from the sources as they are now. */
function freshIn({ packageDir, distDir, entries }) {
  const recorded = readInputs(path.join(distDir, 'inputs.json'));
  if (!recorded || !Array.isArray(recorded.files) || recorded.esbuild !== esbuildVersion())
    return false;
  for (const name of Object.keys(entries))
    if (!fs.existsSync(path.join(distDir, `${name}.js`))) return false;
  try {
    return recorded.files.every(([file, was]) => stamp(path.resolve(packageDir, file)) === was);
  } catch {
    return false; // a source was removed
  }
}

/**
 * Workspace modules keep their own __dirname and __filename (the content server finds its corpus
 * and hashes its code by them): each is defined as an entry of `__siteBuildPaths`, which the
 * bundle's first line fills with the modules' paths relative to the bundle itself.
 */
function ownPaths(transform, paths) {
  return {
    name: 'own-paths',
    setup(build) {
      build.onLoad({ filter: /\.tsx?$/ }, async (args) => {
        const source = await fs.promises.readFile(args.path, 'utf8');
        const loader = args.path.endsWith('x') ? 'tsx' : 'ts';
        if (!/\b__(dirname|filename)\b/.test(source)) return { contents: source, loader };
        const key = (p) => {
          if (!paths.has(p)) paths.set(p, `p${paths.size}`);
          return `__siteBuildPaths.${paths.get(p)}`;
        };
        const define = { __dirname: key(path.dirname(args.path)), __filename: key(args.path) };
        const { code } = await transform(source, {
          loader,
          define,
          sourcefile: args.path,
          sourcemap: 'inline',
        });
        return { contents: code, loader: 'js' };
      });
    },
  };
}

/** Libraries are left out, each required by the file it resolves to (pnpm keeps each package's own). */
const librariesOutside = (distDir) => ({
  name: 'libraries-outside',
  setup(build) {
    // `require.resolve('./content-worker')`: a sibling entry, found next to the bundle at run time.
    build.onResolve({ filter: /^\./ }, (args) =>
      args.kind === 'require-resolve' ? { path: args.path, external: true } : undefined,
    );
    build.onResolve({ filter: /^[^./]/ }, (args) => {
      if (builtins.has(args.path)) return { path: args.path, external: true };
      if (args.path.startsWith('@site/')) return undefined; // workspace source: bundled
      const resolved = createRequire(path.join(args.resolveDir, 'index.js')).resolve(args.path);
      let rel = toPosix(path.relative(distDir, resolved));
      if (!rel.startsWith('.')) rel = `./${rel}`;
      return { path: rel, external: true };
    });
  },
});

async function compileInto({ packageDir, distDir, entries }) {
  const started = Date.now();
  const { build, transform } = await import(createRequire(import.meta.url).resolve('esbuild'));
  const paths = new Map();
  const result = await build({
    absWorkingDir: packageDir,
    entryPoints: Object.fromEntries(
      Object.entries(entries).map(([name, file]) => [name, path.join(packageDir, file)]),
    ),
    outdir: distDir,
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'cjs',
    // Names stay as written: errors and traces read like the source.
    keepNames: true,
    sourcemap: 'linked',
    banner: { js: `const __siteBuildPaths = ${PATHS};` },
    plugins: [librariesOutside(distDir), ownPaths(transform, paths)],
    metafile: true,
    write: false,
    logLevel: 'warning',
  });
  // The paths go on the banner's line, so the source map's lines stay right.
  const table = [...paths].map(
    ([file, k]) =>
      `${k}: require('node:path').join(__dirname, ${JSON.stringify(toPosix(path.relative(distDir, file)))})`,
  );
  fs.mkdirSync(distDir, { recursive: true });
  for (const out of result.outputFiles) {
    const text = out.path.endsWith('.js')
      ? out.text.replace(PATHS, `{ ${table.join(', ')} }`)
      : out.text;
    writeAtomically(out.path, text);
  }
  const files = Object.keys(result.metafile.inputs)
    .map((input) => path.resolve(packageDir, input))
    .concat(fileURLToPath(import.meta.url))
    .map((file) => [toPosix(path.relative(packageDir, file)), stamp(file)]);
  writeAtomically(
    path.join(distDir, 'inputs.json'),
    JSON.stringify({ esbuild: esbuildVersion(), files }, null, 1),
  );
  return Date.now() - started;
}

/**
 * A package's entries (`{ name: 'src/x.ts' }`, relative to `packageDir`) bundled into `distDir` as
 * this file bundles the site build: `isFresh()`, `compile()` (returns its milliseconds) and
 * `ensureCompiled(name)` (the path of that entry's JavaScript, compiled first when stale).
 */
export function bundler({ packageDir, entries, distDir = path.join(packageDir, 'dist', 'run') }) {
  const target = { packageDir, distDir, entries };
  return {
    distDir,
    isFresh: () => freshIn(target),
    compile: () => compileInto(target),
    async ensureCompiled(name, { label = path.basename(packageDir), log = console.log } = {}) {
      if (!freshIn(target))
        log(`${label} compiled to JavaScript in ${await compileInto(target)} ms`);
      return path.join(distDir, `${name}.js`);
    },
  };
}

const siteBuild = bundler({ packageDir, entries: ENTRIES, distDir });
export const isFresh = siteBuild.isFresh;
export const compile = siteBuild.compile;

/** dist/run/cli.js, compiled first when it is missing or older than its sources. */
export function ensureCompiled({ log = console.log } = {}) {
  return siteBuild.ensureCompiled('cli', { label: 'site build', log });
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  ensureCompiled().then((entry) => console.log(path.relative(process.cwd(), entry)));
}
