import fs from 'node:fs';
import { builtinModules, createRequire } from 'node:module';
import path from 'node:path';
import vm from 'node:vm';
import type * as ReactRouter from 'react-router';
import { serverRouter } from './server-links';

/** The libraries every server-rendering bundle leaves out, so all of them render with one React. */
const SHARED = new Set([
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-dom/server',
  'react-router',
  'react-router-dom',
]);
const ownRequire = createRequire(__filename);
const builtins = new Set(builtinModules.flatMap((m) => [m, `node:${m}`]));

/**
 * react-router's production build when React's is (NODE_ENV=production, as a build runs): its
 * package sends Node to the development build whatever the mode, whose checks made matching a
 * page's route twice as slow (issue 33). The same markup: only warnings differ. Resolved once, so
 * every bundle shares one copy (the router's context is per copy).
 */
let router: string | undefined;
function routerModule(): string {
  if (router !== undefined) return router;
  const development = ownRequire.resolve('react-router');
  const production = development.replace(
    `${path.sep}development${path.sep}`,
    `${path.sep}production${path.sep}`,
  );
  router =
    process.env.NODE_ENV === 'production' && production !== development && fs.existsSync(production)
      ? production
      : 'react-router';
  return router;
}

/**
 * The react-router the bundles get: with server-links.ts's links, unless SITE_BUILD_ROUTER_LINKS
 * is `react-router` (the reference build of build-output.test.ts, which the fast one must equal).
 */
function bundleRouter(): typeof ReactRouter {
  const own = ownRequire(routerModule()) as typeof ReactRouter;
  return process.env.SITE_BUILD_ROUTER_LINKS === 'react-router' ? own : serverRouter(own);
}

/** Loads an app's SSR bundle (CommonJS) with the build's own copies of the React family. */
export function loadBundle<T>(file: string): T {
  if (!fs.existsSync(file))
    throw new Error(`No server-rendering bundle at ${file}: build the app first (pnpm build)`);
  const wrapper = vm.runInThisContext(
    `(function (exports, require, module, __filename, __dirname) {${fs.readFileSync(file, 'utf8')}\n})`,
    { filename: file },
  ) as (e: object, r: NodeJS.Require, m: { exports: object }, f: string, d: string) => void;
  const bundleRequire = ((id: string) => {
    if (id === 'react-router') return bundleRouter();
    if (SHARED.has(id)) return ownRequire(id);
    if (builtins.has(id)) return ownRequire(id);
    throw new Error(
      `${path.basename(path.dirname(file))}: the SSR bundle requires "${id}", which it should have bundled`,
    );
  }) as NodeJS.Require;
  const module = { exports: {} };
  wrapper(module.exports, bundleRequire, module, file, path.dirname(file));
  return module.exports as T;
}
