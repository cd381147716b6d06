// Webpack + Module Federation settings for the shell and every remote.
// One place decides what is shared and at which version, so the apps cannot drift apart.
const fs = require('node:fs');
const path = require('node:path');
const YAML = require('yaml');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const TerserPlugin = require('terser-webpack-plugin');
const { RouteInfoPlugin } = require('./route-info-plugin.cjs');
const { RouteChunksPlugin } = require('./route-chunks-plugin.cjs');
const { ContractRecordPlugin } = require('./contract-record-plugin.cjs');
const { HiddenSourceMapsPlugin, sourceMapsDir } = require('./hidden-source-maps-plugin.cjs');
const { BOOT_FILE, BootRecordPlugin, BootScriptTagPlugin } = require('./boot-script-plugin.cjs');
const { SSR_EXTERNALS } = require('./ssr-externals.cjs');

const repoRoot = path.resolve(__dirname, '../..');

/** Where builds are published: the shell under shell/, each remote under remotes/<name>/<version>/. */
function siteDir() {
  return path.resolve(process.env.SITE_DIR ?? path.join(repoRoot, '.site'));
}

/**
 * Where a remote's production build is written before it is published. scripts/build.mjs then
 * hashes it and moves it to remotes/<name>/<version>/ and ssr/<name>/<version>/ (packages/release/src/publish.ts
 * has the same layout): webpack's `clean` may empty this folder, never a published version.
 */
function remoteStaging(name) {
  const root = path.join(siteDir(), '.staging', name);
  return {
    client: path.join(root, 'client'),
    ssr: path.join(root, 'ssr'),
    maps: path.join(root, 'sourcemaps'),
  };
}

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

const federationDefaults = () => ({
  shared: shared(),
  shareStrategy: 'loaded-first',
  dts: false,
});

/**
 * A remote: built into its staging folder (remoteStaging) with mf-manifest.json and routes.json,
 * then published under an immutable version by scripts/build.mjs.
 * In development it also serves a minimal standalone host for its team.
 */
function remoteConfig({ dir, name, exposes, port, wakes }) {
  const client = remoteClientConfig({ dir, name, exposes, port, wakes });
  return (env, argv = {}) => {
    const config = client(env, argv);
    if ((argv.mode ?? 'production') === 'development') return config;
    return [
      config,
      ssrConfig({ dir, name, outDir: remoteStaging(name).ssr, entry: './src/app/generator.ts' }),
    ];
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
 * The shell: knows no remote at build time; it reads /remotes.json at runtime. In production its
 * pages load a boot script first (options.bootEntry, built before the client), which starts the
 * entry when the visitor first interacts; in development the entry loads at once.
 */
function hostConfig(options) {
  return (env, argv = {}) => {
    if ((argv.mode ?? 'production') === 'development') return hostClientConfig(options)(env, argv);
    const boot = {};
    const client = {
      ...hostClientConfig({ ...options, boot })(env, argv),
      name: 'shell',
      dependencies: ['shell-boot'],
    };
    const { version } = JSON.parse(fs.readFileSync(path.join(options.dir, 'package.json'), 'utf8'));
    const outDir = path.join(siteDir(), 'ssr', 'shell', version);
    return [
      bootConfig({ dir: options.dir, entry: options.bootEntry, record: boot }),
      client,
      ssrConfig({ dir: options.dir, name: 'shell', outDir, entry: options.ssrEntry }),
    ];
  };
}

/** The boot script: plain browser code, no federation, written beside the shell's entry. */
function bootConfig({ dir, entry, record }) {
  const config = baseConfig({ dir, mode: 'production' });
  return {
    ...config,
    name: 'shell-boot',
    entry: { boot: entry },
    output: {
      path: path.join(siteDir(), 'shell'),
      publicPath: '/',
      filename: BOOT_FILE,
      clean: false,
    },
    devtool: false,
    plugins: [new BootRecordPlugin(record)],
  };
}

function hostClientConfig({ dir, entry, template, favicon, port, devProxy, serviceWorker, boot }) {
  return (_env, argv = {}) => {
    const mode = argv.mode ?? 'production';
    const development = mode === 'development';
    const pkg = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'));
    const config = baseConfig({ dir, mode });
    return {
      ...config,
      entry: { main: entry },
      output: {
        path: path.join(siteDir(), 'shell'),
        publicPath: '/',
        // The entry cannot carry a content hash: the federation runtime needs its name before hashes
        // exist. The HTML references it with ?<build hash> instead (HtmlWebpackPlugin `hash`).
        filename: 'static/[name].js',
        chunkFilename: development ? 'static/[name].js' : 'static/[name].[contenthash:8].js',
        assetModuleFilename: 'static/assets/[name].[contenthash:8][ext]',
        uniqueName: 'shell',
        // The boot script is written by its own build, just before this one.
        clean: { keep: (file) => file.startsWith('pages/') || file === BOOT_FILE },
      },
      plugins: [
        new ModuleFederationPlugin({
          ...federationDefaults(),
          name: 'shell',
          filename: 'static/shell-entry.js',
          remotes: {},
          manifest: false,
          // The browser's runtime only: the Node loading code goes (ENV_TARGET), and nothing else.
          experiments: { provideExternalRuntime: true, optimization: { target: 'web' } },
        }),
        new MiniCssExtractPlugin({
          filename: development ? 'static/[name].css' : 'static/[name].[contenthash:8].css',
        }),
        new HtmlWebpackPlugin({
          template,
          favicon,
          scriptLoading: 'defer',
          inject: 'body',
          hash: true,
        }),
        ...(boot ? [new BootScriptTagPlugin(boot, HtmlWebpackPlugin)] : []),
        new VersionFilePlugin(pkg.version),
        new ContractRecordPlugin(),
        ...(development
          ? []
          : [new HiddenSourceMapsPlugin({ dir: sourceMapsDir(siteDir(), 'shell', pkg.version) })]),
        ...(serviceWorker && !development
          ? [
              new (require('workbox-webpack-plugin').InjectManifest)({
                swSrc: serviceWorker,
                swDest: 'sw.js',
                exclude: [/\.map$/, /\.html$/, /version\.json$/],
              }),
            ]
          : []),
      ],
      devServer: {
        port,
        historyApiFallback: true,
        hot: false,
        liveReload: true,
        proxy: devProxy,
        devMiddleware: { writeToDisk: false },
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
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap('CssListPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'CssListPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const css = Object.keys(compilation.assets)
            .filter((f) => f.endsWith('.css'))
            .sort();
          compilation.emitAsset('css.json', new RawSource(`${JSON.stringify(css)}\n`));
        },
      );
    });
  }
}

/** Writes version.json, which /healthz and the page loader read. */
class VersionFilePlugin {
  constructor(version) {
    this.version = version;
  }
  apply(compiler) {
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap('VersionFilePlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        {
          name: 'VersionFilePlugin',
          stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL,
        },
        () => {
          compilation.emitAsset(
            'version.json',
            new RawSource(`${JSON.stringify({ version: this.version, hash: compilation.hash })}\n`),
          );
        },
      );
    });
  }
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
