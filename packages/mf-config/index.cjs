// Webpack + Module Federation settings for the shell and every remote.
// One place decides what is shared and at which version, so the apps cannot drift apart.
const fs = require('node:fs');
const path = require('node:path');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const { RouteInfoPlugin } = require('./route-info-plugin.cjs');
const { RouteChunksPlugin } = require('./route-chunks-plugin.cjs');
const { ContractRecordPlugin } = require('./contract-record-plugin.cjs');
const { emitAssetEachCompilation, jsonText } = require('./emit-asset.cjs');
const { HiddenSourceMapsPlugin } = require('./hidden-source-maps-plugin.cjs');
const { baseConfig, ssrConfig } = require('./base-config.cjs');
const { hostConfig } = require('./host-config.cjs');
const { catalog, federationDefaults, shared } = require('./shared-libraries.cjs');
const { remoteStaging, repoRoot, siteDir } = require('./site-paths.cjs');

/**
 * A remote: built into its staging folder (remoteStaging) with mf-manifest.json and routes.json,
 * then published under an immutable version by scripts/build.mjs.
 * In development it also serves a minimal standalone host for its team.
 */
function remoteConfig({ dir, name, exposes, port, wakes, island }) {
  const client = remoteClientConfig({ dir, name, exposes, port, wakes });
  return (env, argv = {}) => {
    const config = client(env, argv);
    if ((argv.mode ?? 'production') === 'development') return config;
    return [
      config,
      ssrConfig({ dir, name, outDir: remoteStaging(name).ssr, entry: './src/app/generator.ts' }),
      ...(island ? [islandConfig({ dir, name, entry: island })] : []),
    ];
  };
}

/** The file an area's island is published as, beside its remote entry (@site/contracts/islands). */
const ISLAND_FILE = 'island.js';

/**
 * An area's island: plain browser code, no federation and no shared libraries (it runs before the
 * app, on its own), written into the remote's staging folder and published with it.
 */
function islandConfig({ dir, name, entry }) {
  const config = baseConfig({ dir, mode: 'production' });
  return {
    ...config,
    name: `${name}-island`,
    // After the client build, whose output folder it writes into (and which cleans it first).
    dependencies: [name],
    entry: { island: entry },
    devtool: false,
    output: { path: remoteStaging(name).client, filename: ISLAND_FILE, clean: false },
  };
}

/** What a standalone remote asks the running site for. */
const STANDALONE_PROXIED = ['/page-data', '/api', '/graphql', '/cms', '/files', '/images'];

/** The site a standalone remote reads from: STANDALONE_SITE_ORIGIN, default the local site on 3000. */
function standaloneSiteOrigin() {
  const raw = process.env.STANDALONE_SITE_ORIGIN?.trim() || 'http://localhost:3000';
  const url = new URL(raw);
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new Error(`STANDALONE_SITE_ORIGIN must be http(s), got "${raw}"`);
  return url.origin;
}

function remoteClientConfig({ dir, name, exposes, port, wakes }) {
  return (_env, argv = {}) => {
    const mode = argv.mode ?? 'production';
    const pkg = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'));
    const development = mode === 'development';
    const outDir = development ? path.join(dir, 'dist', 'dev') : remoteStaging(name).client;
    const config = baseConfig({ dir, mode });
    return {
      ...config,
      name,
      entry: development ? { standalone: './src/standalone/index.ts' } : {},
      output: {
        path: outDir,
        publicPath: 'auto',
        filename: development ? '[name].js' : '[name].[contenthash:8].js',
        chunkFilename: development ? '[name].js' : '[name].[contenthash:8].js',
        assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
        uniqueName: `remote_${name}`,
        clean: true,
      },
      optimization: {
        ...config.optimization,
        // One stylesheet per remote: a page links it in its head instead of a dozen chunk files.
        splitChunks: development
          ? undefined
          : {
              cacheGroups: {
                styles: { type: 'css/mini-extract', name: 'styles', chunks: 'all', enforce: true },
              },
            },
      },
      plugins: [
        new ModuleFederationPlugin({
          ...federationDefaults(),
          name,
          filename: 'remoteEntry.js',
          exposes,
          manifest: { fileName: 'mf-manifest.json' },
          // In production the shell provides the federation runtime; each remoteEntry would
          // otherwise carry its own copy (~26 kB gzip each). The standalone dev host needs its own.
          experiments: { externalRuntime: !development },
        }),
        new MiniCssExtractPlugin({
          filename: development ? '[name].css' : '[name].[contenthash:8].css',
        }),
        new RouteInfoPlugin({ file: path.join(dir, 'src/app/route-info.ts') }),
        ...(development ? [] : [new RouteChunksPlugin({ wakes })]),
        new ContractRecordPlugin(),
        // The JSON helper (@site/json-client) learns the product API's host at build time; unset
        // means the embedded API on this site's origin.
        new (require('webpack').DefinePlugin)({
          'process.env.PRODUCT_API_HOST': JSON.stringify(process.env.PRODUCT_API_HOST ?? ''),
        }),
        new CssListPlugin(),
        ...(development
          ? // From the root, so a deep URL (/tours/x/book) loads the same script as the index.
            [
              new HtmlWebpackPlugin({
                chunks: ['standalone'],
                publicPath: '/',
                // No icon of its own: an empty one, so the browser asks for no /favicon.ico.
                templateContent: `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${pkg.name} (standalone)</title><link rel="icon" href="data:,"></head><body></body></html>`,
              }),
            ]
          : [new HiddenSourceMapsPlugin({ dir: remoteStaging(name).maps })]),
      ],
      devServer: {
        port,
        historyApiFallback: true,
        hot: false,
        liveReload: true,
        headers: { 'Access-Control-Allow-Origin': '*' },
        client: { overlay: { warnings: false, errors: true } },
        // Alone, the area reads the site's data through the running site (pnpm start or pnpm dev):
        // page data, the embedded CMS, the APIs and files, as it does behind the shell.
        proxy: [
          { context: STANDALONE_PROXIED, target: standaloneSiteOrigin(), changeOrigin: false },
        ],
      },
    };
  };
}

/**
 * Writes css.json: the remote's stylesheets, so that the site build can link its area's styles in
 * a prerendered page's head (otherwise they arrive with the page's code chunk, after first paint).
 */
class CssListPlugin {
  apply(compiler) {
    emitAssetEachCompilation(
      compiler,
      { name: 'CssListPlugin', stage: 'PROCESS_ASSETS_STAGE_REPORT' },
      (compilation) => {
        const css = Object.keys(compilation.assets)
          .filter((f) => f.endsWith('.css'))
          .sort();
        return { file: 'css.json', text: jsonText(css, 0) };
      },
    );
  }
}

module.exports = {
  remoteConfig,
  hostConfig,
  ssrConfig,
  shared,
  catalog,
  siteDir,
  remoteStaging,
  repoRoot,
};
