// The release tooling as plain JavaScript: src/cli.ts and src/index.ts bundled with the workspace
// sources they use into dist/run/ (the site build's bundler, packages/site-build/scripts/compile.mjs),
// so that `pnpm release` and the build scripts (plain .mjs) run it with no TypeScript loader.
// Compiled only when a source changed.
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { bundler } from '../../site-build/scripts/compile.mjs';

const packageDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const release = bundler({ packageDir, entries: { cli: 'src/cli.ts', index: 'src/index.ts' } });

/** dist/run/<name>.js, compiled first when it is missing or older than its sources. */
export const ensureReleaseCompiled = (name = 'index', options = {}) =>
  release.ensureCompiled(name, {
    label: 'release tooling',
    log: (line) => console.error(line),
    ...options,
  });

/** The compiled package's index (publishRemote, readRegistry, setRemote, publishedLiveVersion, main). */
export async function loadRelease() {
  return createRequire(import.meta.url)(await ensureReleaseCompiled('index'));
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  ensureReleaseCompiled('cli').then((entry) => console.log(path.relative(process.cwd(), entry)));
}
