const webpack = require('webpack');
const { remoteConfig } = require('@site/mf-config');
const federation = require('./federation.config.cjs');

const base = remoteConfig({ dir: __dirname, ...federation, port: 3004 });

// The JSON helper (@site/json-client) learns the product API's host at build time; unset means
// the embedded API on the same origin.
const productApi = new webpack.DefinePlugin({
  'process.env.PRODUCT_API_HOST': JSON.stringify(process.env.PRODUCT_API_HOST ?? ''),
});

module.exports = (env, argv) => {
  const built = base(env, argv);
  for (const config of Array.isArray(built) ? built : [built]) config.plugins = [...(config.plugins ?? []), productApi];
  return built;
};
