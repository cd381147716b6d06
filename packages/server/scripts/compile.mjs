// The production server as plain JavaScript: src/main.ts bundled with the workspace packages it
// serves (the API, the CMS) into dist/run/, the way the site build is compiled, so that `pnpm start`
// runs it with no TypeScript loader. The CMS's image renders run in child processes of their own,
// bundled beside it (render-child.js). Compiled only when a source changed.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { bundler } from '../../site-build/scripts/compile.mjs';

const packageDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const server = bundler({
  packageDir,
  entries: { main: 'src/main.ts', 'render-child': '../cms/src/images/render-child.ts' },
});

/** dist/run/main.js, compiled first when it is missing or older than its sources. */
export const ensureServerCompiled = (options) =>
  server.ensureCompiled('main', { label: 'server', ...options });

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  ensureServerCompiled().then((entry) => console.log(path.relative(process.cwd(), entry)));
}
