// Production source maps are for error tooling, not for visitors. The chunks carry no
// sourceMappingURL comment (devtool 'hidden-source-map'), and this plugin takes the .map files
// out of the build's assets and writes them to a folder the site server never serves.
const fs = require('node:fs/promises');
const path = require('node:path');

/** `<site>/sourcemaps/<app>/<version>/`: beside the served folders (shell/, remotes/), not in them. */
function sourceMapsDir(site, app, version) {
  return path.join(site, 'sourcemaps', app, version);
}

class HiddenSourceMapsPlugin {
  /** @param {{ dir: string }} options where this app version's maps go, e.g. sourceMapsDir(…) */
  constructor({ dir }) {
    this.dir = dir;
  }

  apply(compiler) {
    const { Compilation } = compiler.webpack;
    /** @type {WeakMap<object, { name: string, data: Buffer }[]>} */
    const taken = new WeakMap();
    compiler.hooks.thisCompilation.tap('HiddenSourceMapsPlugin', (compilation) => {
      // The last stage: every map exists by then (the service worker's, from workbox's child
      // build, included). Removed here, they are never written to the output folder, and the
      // output's `clean` deletes maps an older build left there.
      compilation.hooks.processAssets.tap(
        { name: 'HiddenSourceMapsPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_REPORT + 1 },
        () => {
          const maps = compilation.getAssets().filter((asset) => asset.name.endsWith('.map'));
          taken.set(
            compilation,
            maps.map(({ name, source }) => ({ name, data: source.buffer() })),
          );
          for (const { name } of maps) compilation.deleteAsset(name);
        },
      );
    });
    // Written with the build, so a build that emits nothing (it failed) leaves the old maps alone.
    compiler.hooks.emit.tapPromise('HiddenSourceMapsPlugin', async (compilation) => {
      const maps = taken.get(compilation) ?? [];
      // A rebuild of the same version replaces that version's maps; other versions keep theirs.
      await fs.rm(this.dir, { recursive: true, force: true });
      for (const { name, data } of maps) {
        const target = path.join(this.dir, name);
        await fs.mkdir(path.dirname(target), { recursive: true });
        await fs.writeFile(target, data);
      }
    });
  }
}

module.exports = { HiddenSourceMapsPlugin, sourceMapsDir };
