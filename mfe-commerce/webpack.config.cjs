const fs = require('node:fs');
const path = require('node:path');
const webpack = require('webpack');
const { remoteConfig } = require('@site/mf-config');
const federation = require('./federation.config.cjs');

const base = remoteConfig({ dir: __dirname, ...federation, port: 3002 });

// The browser learns the Storefront endpoint and its public token at build time; the defaults are
// the embedded API on the same origin (packages/api's DEFAULT_STOREFRONT_TOKEN).
const storefront = new webpack.DefinePlugin({
  'process.env.SHOP_STOREFRONT_ENDPOINT': JSON.stringify(
    process.env.SHOP_STOREFRONT_ENDPOINT ?? '',
  ),
  'process.env.SHOP_STOREFRONT_TOKEN': JSON.stringify(process.env.SHOP_STOREFRONT_TOKEN ?? ''),
  'process.env.SHOP_STORE_HELPER_ENDPOINT': JSON.stringify(
    process.env.SHOP_STORE_HELPER_ENDPOINT ?? '',
  ),
});

// The generator starts the embedded API for product pages. Its code (TypeScript) is bundled into
// the server bundle, so the site build needs no TypeScript loader; the libraries it uses (native
// better-sqlite3, pg, express …) cannot be bundled and are required at build time from the folder
// of the package that imports them, as pnpm installed them for it.
const apiDir = fs.realpathSync(path.join(__dirname, 'node_modules', '@site', 'api'));
const insideApi = (dir) => dir === apiDir || dir.startsWith(apiDir + path.sep);
const isLibrary = (request) => !/^(\.|\/|@site\/|node:)/.test(request);
const serverExternals = ({ context, request }, callback) => {
  const from =
    request === 'express'
      ? __dirname
      : insideApi(context ?? '') && isLibrary(request)
        ? context
        : null;
  if (!from) return callback();
  const requireFrom = JSON.stringify(path.join(from, 'index.js'));
  callback(
    null,
    `var require('node:module').createRequire(${requireFrom})(${JSON.stringify(request)})`,
  );
};
// The API's own files keep their real __dirname and __filename in the bundle (its defaults, such as
// the SQLite file's folder, are worked out from them), rather than the bundle's folder.
const ownPaths = new webpack.DefinePlugin({
  __dirname: webpack.DefinePlugin.runtimeValue(({ module }) =>
    JSON.stringify(path.dirname(module.resource)),
  ),
  __filename: webpack.DefinePlugin.runtimeValue(({ module }) => JSON.stringify(module.resource)),
});

module.exports = (env, argv) => {
  const built = base(env, argv);
  const configs = Array.isArray(built) ? built : [built];
  for (const config of configs) {
    config.plugins = [...(config.plugins ?? []), storefront];
    if (config.target === 'node20') {
      config.externals = [serverExternals, ...[config.externals ?? []].flat()];
      config.plugins.push(ownPaths);
    }
  }
  return built;
};
