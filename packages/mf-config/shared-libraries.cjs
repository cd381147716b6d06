// What the shell and the remotes share at run time, at the versions the pnpm catalog and the
// workspace packages name: one place, so the apps cannot drift apart.
const fs = require('node:fs');
const path = require('node:path');
const YAML = require('yaml');
const { repoRoot } = require('./site-paths.cjs');

let catalogCache;
/** The pnpm catalog: the single source of the shared libraries' versions. */
function catalog() {
  catalogCache ??= YAML.parse(
    fs.readFileSync(path.join(repoRoot, 'pnpm-workspace.yaml'), 'utf8'),
  ).catalog;
  return catalogCache;
}

function catalogRange(pkg) {
  const version = catalog()[pkg];
  if (!version)
    throw new Error(`mf-config: "${pkg}" is shared but has no entry in the pnpm catalog`);
  return `^${version}`;
}

function workspaceRange(pkg) {
  const dir = path.join(repoRoot, 'packages', pkg.replace('@site/', ''));
  return `^${JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')).version}`;
}

/** Singletons: two copies of any of these would split React context, router state or the bus. */
const CATALOG_SINGLETONS = {
  react: 'react',
  'react/jsx-runtime': 'react',
  'react/jsx-dev-runtime': 'react',
  'react-dom': 'react-dom',
  'react-dom/client': 'react-dom',
  xstate: 'xstate',
  '@xstate/react': '@xstate/react',
  urql: 'urql',
};
// Routing is shared through @site/router, never as react-router itself: a shared package is not
// tree-shaken, and the facade keeps only what the site uses (see packages/router).
const WORKSPACE_SINGLETONS = [
  '@site/event-bus',
  '@site/app-state',
  '@site/app-state/react',
  '@site/widgets',
  '@site/router',
];

function shared() {
  const entries = {};
  for (const [request, pkg] of Object.entries(CATALOG_SINGLETONS)) {
    entries[request] = {
      singleton: true,
      requiredVersion: catalogRange(pkg),
      strictVersion: false,
    };
  }
  for (const request of WORKSPACE_SINGLETONS) {
    const pkg = request.split('/').slice(0, 2).join('/');
    entries[request] = {
      singleton: true,
      requiredVersion: workspaceRange(pkg),
      version: workspaceRange(pkg).slice(1),
    };
  }
  return entries;
}

const federationDefaults = () => ({
  shared: shared(),
  shareStrategy: 'loaded-first',
  dts: false,
});

module.exports = { catalog, shared, federationDefaults };
