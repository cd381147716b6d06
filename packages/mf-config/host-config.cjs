// The shell's builds: its boot script, its client (the federation host) and its server render.
const fs = require('node:fs');
const path = require('node:path');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const { ContractRecordPlugin } = require('./contract-record-plugin.cjs');
const { emitAssetEachCompilation, jsonText } = require('./emit-asset.cjs');
const { HiddenSourceMapsPlugin, sourceMapsDir } = require('./hidden-source-maps-plugin.cjs');
const { BOOT_FILE, BootRecordPlugin, BootScriptTagPlugin } = require('./boot-script-plugin.cjs');
const { baseConfig, ssrConfig } = require('./base-config.cjs');
const { federationDefaults } = require('./shared-libraries.cjs');
const { siteDir } = require('./site-paths.cjs');

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

/**
 * The federation runtime's packages ship CommonJS and ES module builds, and the plugin that provides
 * the runtime to the remotes (provideExternalRuntime) is CommonJS: its `require` drew in the
 * CommonJS build of runtime-core and the SDK beside the ES modules the rest imports, so main.js held
 * the runtime twice (173 kB; issue 29: its evaluation was the largest task of a first tap). Inside
 * those packages a `require` takes the ES module build too.
 */
const ONE_FEDERATION_RUNTIME = {
  test: /[\\/]node_modules[\\/]@module-federation[\\/]/,
  resolve: {
    byDependency: {
      commonjs: { conditionNames: ['import', 'module', 'webpack', 'browser', 'default'] },
    },
  },
};

function hostClientConfig({ dir, entry, template, favicon, port, devProxy, serviceWorker, boot }) {
  return (_env, argv = {}) => {
    const mode = argv.mode ?? 'production';
    const development = mode === 'development';
    const pkg = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'));
    const config = baseConfig({ dir, mode });
    return {
      ...config,
      module: { ...config.module, rules: [...config.module.rules, ONE_FEDERATION_RUNTIME] },
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

/** Writes version.json, which /healthz and the page loader read. */
class VersionFilePlugin {
  constructor(version) {
    this.version = version;
  }
  apply(compiler) {
    emitAssetEachCompilation(compiler, { name: 'VersionFilePlugin' }, (compilation) => ({
      file: 'version.json',
      text: jsonText({ version: this.version, hash: compilation.hash }, 0),
    }));
  }
}

module.exports = { hostConfig };
