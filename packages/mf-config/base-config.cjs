// The webpack settings every build starts from, and the server-rendering bundle built from them.
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const TerserPlugin = require('terser-webpack-plugin');
const { SSR_EXTERNALS } = require('./ssr-externals.cjs');

function baseConfig({ dir, mode }) {
  const production = mode !== 'development';
  return {
    mode: production ? 'production' : 'development',
    context: dir,
    // Production maps carry no URL in the chunks and are moved out of the served folders
    // (HiddenSourceMapsPlugin); `webpack serve` keeps fast inline maps.
    devtool: production ? 'hidden-source-map' : 'eval-cheap-module-source-map',
    resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs'] },
    module: {
      rules: [
        {
          test: /\.[cm]?tsx?$/,
          exclude: /node_modules/,
          use: {
            loader: require.resolve('swc-loader'),
            options: {
              jsc: {
                parser: { syntax: 'typescript', tsx: true },
                transform: { react: { runtime: 'automatic', development: !production } },
                target: 'es2020',
              },
            },
          },
        },
        { test: /\.css$/, use: [MiniCssExtractPlugin.loader, require.resolve('css-loader')] },
        { test: /\.(svg|png|jpe?g|webp|woff2?)$/, type: 'asset/resource' },
      ],
    },
    optimization: {
      minimizer: [new TerserPlugin({ minify: TerserPlugin.swcMinify, extractComments: false })],
    },
    performance: { hints: false },
    stats: 'errors-warnings',
    // The manifest plugin warns that publicPath 'auto' resolves at runtime: that is the intent here.
    infrastructureLogging: { level: 'error' },
  };
}

/**
 * The server-rendering bundle of an app, for the site build: Node, CommonJS, self-contained but
 * for the React family (SSR_EXTERNALS), which the build provides so that every bundle renders with one React.
 */
function ssrConfig({ dir, name, entry, outDir }) {
  const config = baseConfig({ dir, mode: 'production' });
  return {
    ...config,
    name: `${name}-ssr`,
    target: 'node20',
    devtool: false,
    entry: { index: entry },
    output: {
      path: outDir,
      filename: '[name].js',
      library: { type: 'commonjs2' },
      chunkFormat: 'commonjs',
      clean: true,
    },
    externals: [
      ({ request }, callback) =>
        SSR_EXTERNALS.has(request) ? callback(null, `commonjs ${request}`) : callback(),
    ],
    externalsPresets: { node: true },
    module: {
      rules: [
        config.module.rules[0],
        // Styles reach the page through the client build; the server render ignores them.
        { test: /\.css$/, type: 'asset/source' },
        {
          test: /\.(svg|png|jpe?g|webp|woff2?)$/,
          type: 'asset/resource',
          generator: { emit: false },
        },
      ],
    },
    optimization: { minimize: false, splitChunks: false },
    plugins: [new (require('webpack').optimize.LimitChunkCountPlugin)({ maxChunks: 1 })],
  };
}

module.exports = { baseConfig, ssrConfig };
