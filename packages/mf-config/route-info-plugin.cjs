// Emits routes.json (id, path, title of every page) from an app's src/app/route-info.ts, so that
// the server and the shell know an area's paths even when its code cannot be loaded.
const { createJiti } = require('jiti');
const { emitAssetEachCompilation, jsonText } = require('./emit-asset.cjs');

class RouteInfoPlugin {
  constructor({ file }) {
    this.file = file;
  }

  apply(compiler) {
    emitAssetEachCompilation(
      compiler,
      { name: 'RouteInfoPlugin', watch: [this.file] },
      async () => {
        // A fresh loader each time, so watch mode sees edits to the path table.
        const jiti = createJiti(__filename, { moduleCache: false, fsCache: false });
        const mod = await jiti.import(this.file);
        const routes = mod.routeInfo;
        if (!Array.isArray(routes) || routes.length === 0) {
          throw new Error(`${this.file} must export a non-empty routeInfo array`);
        }
        const seen = new Set();
        for (const r of routes) {
          if (
            typeof r.id !== 'string' ||
            typeof r.path !== 'string' ||
            typeof r.title !== 'string'
          ) {
            throw new Error(`${this.file}: every route needs string id, path and title`);
          }
          if (seen.has(r.path)) throw new Error(`${this.file}: the path ${r.path} is listed twice`);
          seen.add(r.path);
        }
        const data = routes.map(({ id, path, title, clientOnly }) => ({
          id,
          path,
          title,
          ...(clientOnly ? { clientOnly: true } : {}),
        }));
        return { file: 'routes.json', text: jsonText(data) };
      },
    );
  }
}

module.exports = { RouteInfoPlugin };
