const path = require('node:path');
const webpack = require('webpack');
const { remoteConfig } = require('@site/mf-config');
const federation = require('./federation.config.cjs');

const base = remoteConfig({ dir: __dirname, ...federation, port: 3002 });

// The browser learns the Storefront endpoint and its public token at build time; the defaults are
// the embedded API on the same origin (packages/api's DEFAULT_STOREFRONT_TOKEN).
const storefront = new webpack.DefinePlugin({
  'process.env.SHOP_STOREFRONT_ENDPOINT': JSON.stringify(process.env.SHOP_STOREFRONT_ENDPOINT ?? ''),
  'process.env.SHOP_STOREFRONT_TOKEN': JSON.stringify(process.env.SHOP_STOREFRONT_TOKEN ?? ''),
});

// The generator starts the embedded API for product pages. That API uses native and server-only
// modules (better-sqlite3, pg), which cannot be bundled: they are loaded at build time from this
// package's own dependencies instead (the site build runs under tsx, so TypeScript sources load).
const here = JSON.stringify(path.join(__dirname, 'package.json'));
const serverOnly = new Set(['@site/api', 'express']);
const serverExternals = ({ request }, callback) =>
  serverOnly.has(request)
    ? callback(null, `var require('node:module').createRequire(${here})(${JSON.stringify(request)})`)
    : callback();

module.exports = (env, argv) => {
  const built = base(env, argv);
  const configs = Array.isArray(built) ? built : [built];
  for (const config of configs) {
    config.plugins = [...(config.plugins ?? []), storefront];
    if (config.target === 'node20') config.externals = [serverExternals, ...[config.externals ?? []].flat()];
  }
  return built;
};
