// Emits route-chunks.json: for each of a remote's routes, the script files its page needs when the
// app starts on a prerendered page of that route (issue 29). The build writes the list into the
// page (render-page.ts), and the boot script prefetches those files after `load`: without them a
// phone visitor's first tap waited for the area's code over the network (five files, ~550 ms at
// 150 ms RTT) after the app had started.
//
// A route's files: the chunks of the `routes` expose (the module that maps route ids to pages), the
// chunks of that route page's lazy import, and the remote's own copies of the shared libraries
// those chunks consume, unless the shell's start always provides them (SHELL_PROVIDES).

const fs = require('node:fs');
const { emitAssetEachCompilation, jsonText } = require('./emit-asset.cjs');

/** Shared libraries the shell loads at its own start: a remote's copy of these never loads. */
const SHELL_PROVIDES = new Set([
  'react',
  'react/jsx-runtime',
  'react/jsx-dev-runtime',
  'react-dom',
  'react-dom/client',
  '@site/router',
  '@site/event-bus',
  '@site/app-state',
  '@site/widgets',
]);

const ROUTES_MODULE = /[\\/]src[\\/]app[\\/]routes\.tsx?$/;
const ID = String.raw`['"]([\w.-]+)['"]\s*\]?\s*[:=]\s*`;
const LOADER = String.raw`\(\)(?:\s*:[^=]*)?\s*=>\s*import\(\s*['"]([^'"]+)['"]\s*\)`;

/**
 * Which route ids each lazy import serves, read from an area's src/app/routes.ts. The areas write
 * the table three ways: `'id': () => import('…')`, `pages['id'] = () => import('…')`, and a named
 * loader (`const book = (): Promise<PageModule> => import('…')`) listed as `'id': book`.
 */
function routeIdsByRequest(source) {
  const ids = new Map();
  const add = (request, id) => ids.set(request, [...(ids.get(request) ?? []), id]);
  for (const [, id, request] of source.matchAll(new RegExp(ID + LOADER, 'g'))) add(request, id);
  const named = String.raw`const\s+(\w+)\s*=\s*` + LOADER;
  for (const [, name, request] of source.matchAll(new RegExp(named, 'g')))
    for (const [, id] of source.matchAll(new RegExp(ID + name + String.raw`\s*[,;\n}]`, 'g')))
      add(request, id);
  return ids;
}

class RouteChunksPlugin {
  /**
   * `wakes`: per route id, exposes of this remote that a press on its page loads (a podcast page's
   * play button loads the AudioPlayer): their files are prefetched with the page's own.
   */
  constructor({ wakes = {} } = {}) {
    this.wakes = wakes;
  }

  apply(compiler) {
    emitAssetEachCompilation(
      compiler,
      {
        name: 'RouteChunksPlugin',
        // After content hashes are final (RealContentHashPlugin renames files before this).
        stage: 'PROCESS_ASSETS_STAGE_REPORT',
      },
      (compilation) => {
        const table = routeChunks(compilation, this.wakes);
        return table && { file: 'route-chunks.json', text: jsonText(table) };
      },
    );
  }
}

function routeChunks(compilation, wakes) {
  const { chunkGraph } = compilation;
  // In production the module is usually concatenated with others; its blocks stay on the result.
  const resourceOf = (m) => m.resource ?? m.rootModule?.resource ?? '';
  const routesModule = [...compilation.modules].find((m) => ROUTES_MODULE.test(resourceOf(m)));
  if (!routesModule) return null;
  const source = fs.readFileSync(resourceOf(routesModule), 'utf8');
  const idsOfRequest = routeIdsByRequest(source);
  if (idsOfRequest.size === 0)
    throw new Error(
      `RouteChunksPlugin: ${resourceOf(routesModule)} maps no route id to a lazy import`,
    );

  const routesFiles = jsFiles([...chunkGraph.getModuleChunksIterable(routesModule)]);
  const table = {};
  for (const block of routesModule.blocks) {
    const request = block.dependencies[0]?.request;
    const group = chunkGraph.getBlockChunkGroup(block);
    if (!group) continue;
    const files = new Set(routesFiles);
    for (const file of withSharedFallbacks(compilation, group.chunks)) files.add(file);
    for (const id of idsOfRequest.get(request) ?? []) {
      const woken = new Set(files);
      for (const expose of wakes[id] ?? []) {
        const exposed = compilation.namedChunkGroups.get(`__federation_expose_${expose}`);
        if (!exposed)
          throw new Error(
            `RouteChunksPlugin: ${id} wakes "${expose}", which this remote does not expose`,
          );
        for (const file of withSharedFallbacks(compilation, exposed.chunks)) woken.add(file);
      }
      table[id] = [...woken].sort();
    }
  }
  for (const id of Object.keys(wakes))
    if (!table[id])
      throw new Error(`RouteChunksPlugin: wakes names ${id}, which is no route of this remote`);
  return Object.fromEntries(Object.entries(table).sort(([a], [b]) => a.localeCompare(b)));
}

/**
 * The chunks' files, and those of the remote's own copies of the shared modules they consume,
 * transitively. The copy that loads is the one the remote provides to the share scope (its provide
 * module's chunk), not the consume module's fallback, though both hold the same code.
 */
function withSharedFallbacks(compilation, chunks) {
  const { chunkGraph } = compilation;
  const blockChunks = (module) =>
    module.blocks.flatMap((block) => chunkGraph.getBlockChunkGroup(block)?.chunks ?? []);
  const provided = new Map();
  for (const module of compilation.modules)
    // A provide module keeps its share key as `_name` (webpack's and the enhanced plugin's alike).
    if (module.type === 'provide-module')
      provided.set(module._name ?? module.options?.shareKey, module);
  const files = new Set(jsFiles(chunks));
  const seen = new Set(chunks);
  const queue = [...chunks];
  while (queue.length > 0) {
    const chunk = queue.shift();
    for (const module of chunkGraph.getChunkModulesIterable(chunk)) {
      if (module.type !== 'consume-shared-module') continue;
      const key = module.options?.shareKey;
      if (SHELL_PROVIDES.has(key)) continue;
      for (const next of blockChunks(provided.get(key) ?? module)) {
        if (seen.has(next)) continue;
        seen.add(next);
        queue.push(next);
        for (const file of jsFiles([next])) files.add(file);
      }
    }
  }
  return files;
}

function jsFiles(chunks) {
  return chunks.flatMap((chunk) => [...chunk.files].filter((file) => file.endsWith('.js')));
}

module.exports = { RouteChunksPlugin, SHELL_PROVIDES, routeIdsByRequest };
