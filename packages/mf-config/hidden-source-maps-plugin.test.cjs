/* global describe, it, expect, beforeEach, afterEach -- Jest provides them */
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const webpack = require('webpack');
const { HiddenSourceMapsPlugin, sourceMapsDir } = require('./hidden-source-maps-plugin.cjs');
const { siteDir, remoteStaging } = require('./index.cjs');

const repoRoot = path.resolve(__dirname, '../..');
const appConfigs = (app, mode) =>
  [require(path.join(repoRoot, app, 'webpack.config.cjs'))({}, { mode })].flat();
const version = (app) =>
  JSON.parse(fs.readFileSync(path.join(repoRoot, app, 'package.json'), 'utf8')).version;

describe('the apps’ webpack configs', () => {
  it.each([
    ['shell', 'shell'],
    ['mfe-content', 'content'],
    ['mfe-commerce', 'commerce'],
  ])('%s: production maps are hidden and written outside the served folders', (app, name) => {
    const configs = appConfigs(app, 'production');
    // The shell's boot script (under 1 kB) is built with no map at all.
    for (const boot of configs.filter((c) => c.name === 'shell-boot'))
      expect(boot.devtool).toBe(false);
    const [client, ...ssr] = configs.filter((c) => c.name !== 'shell-boot');
    expect(client.devtool).toBe('hidden-source-map');
    const plugins = client.plugins.filter((p) => p instanceof HiddenSourceMapsPlugin);
    // The shell's go to sourcemaps/shell/<version>/; a remote's are staged with its build and
    // moved to sourcemaps/<name>/<published version>/ when it is published (packages/release/src/publish.ts).
    const expected =
      app === 'shell' ? sourceMapsDir(siteDir(), name, version(app)) : remoteStaging(name).maps;
    expect(plugins.map((p) => p.dir)).toEqual([expected]);
    // Not inside anything the site server publishes.
    for (const served of [
      client.output.path,
      path.join(siteDir(), 'shell'),
      path.join(siteDir(), 'remotes'),
    ]) {
      expect(path.relative(served, plugins[0].dir).startsWith('..')).toBe(true);
    }
    // The server bundles are never served and carry no maps at all.
    for (const config of ssr) expect(config.devtool).toBe(false);
  });

  it.each(['shell', 'mfe-content'])('%s: `webpack serve` keeps its inline maps', (app) => {
    const [client] = appConfigs(app, 'development');
    expect(client.devtool).toBe('eval-cheap-module-source-map');
    expect(client.plugins.some((p) => p instanceof HiddenSourceMapsPlugin)).toBe(false);
  });
});

describe('HiddenSourceMapsPlugin', () => {
  let dir;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hidden-maps-'));
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  const build = (mapsDir) =>
    new Promise((resolve, reject) => {
      webpack(
        {
          mode: 'production',
          context: dir,
          devtool: 'hidden-source-map',
          entry: { main: './index.js' },
          output: { path: path.join(dir, 'out'), filename: 'static/[name].js', clean: true },
          plugins: [new HiddenSourceMapsPlugin({ dir: mapsDir })],
        },
        (error, stats) =>
          error || stats.hasErrors() ? reject(error ?? stats.toString()) : resolve(stats),
      );
    });

  it('writes the maps outside the output folder and drops stale ones from it', async () => {
    fs.writeFileSync(
      path.join(dir, 'index.js'),
      'export const greet = (name) => `Hello ${name}`;\nconsole.log(greet("x"));\n',
    );
    fs.mkdirSync(path.join(dir, 'out', 'static'), { recursive: true });
    fs.writeFileSync(path.join(dir, 'out', 'static', 'old.js.map'), '{}');
    const mapsDir = path.join(dir, 'sourcemaps', 'app', '1.0.0');
    fs.mkdirSync(mapsDir, { recursive: true });
    fs.writeFileSync(path.join(mapsDir, 'stale.js.map'), '{}');

    await build(mapsDir);

    expect(fs.readdirSync(path.join(dir, 'out', 'static'))).toEqual(['main.js']);
    expect(fs.readFileSync(path.join(dir, 'out', 'static', 'main.js'), 'utf8')).not.toContain(
      'sourceMappingURL',
    );
    expect(fs.readdirSync(mapsDir, { recursive: true }).sort()).toEqual([
      'static',
      path.join('static', 'main.js.map'),
    ]);
    const map = JSON.parse(fs.readFileSync(path.join(mapsDir, 'static', 'main.js.map'), 'utf8'));
    expect(map.sources.some((s) => s.endsWith('index.js'))).toBe(true);
  });
});
