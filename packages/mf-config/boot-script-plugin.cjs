// A prerendered page loads the shell's boot script first, not its entry: the boot script starts the
// entry at the visitor's first interaction (shell/src/boot.ts). The boot script is its own webpack
// build without Module Federation, whose runtime (about 26 kB gzip) would go into any entry of the
// federated build; it runs before the shell's client build, which then points the page at it.
const { createHash } = require('node:crypto');
const path = require('node:path');

const BOOT_FILE = 'static/boot.js';

/** In the boot build: records the boot script's URL, its content hash as the query (as for main.js). */
class BootRecordPlugin {
  constructor(record) {
    this.record = record;
  }
  apply(compiler) {
    compiler.hooks.emit.tap('BootRecordPlugin', (compilation) => {
      const asset = compilation.getAsset(BOOT_FILE);
      if (!asset) throw new Error(`BootRecordPlugin: the boot build emitted no ${BOOT_FILE}`);
      const hash = createHash('sha256').update(asset.source.buffer()).digest('hex').slice(0, 20);
      this.record.src = `${path.posix.join(compiler.options.output.publicPath, BOOT_FILE)}?${hash}`;
    });
  }
}

/** In the client build: the entry's script tag becomes the boot script's, with the entry as data-main. */
class BootScriptTagPlugin {
  constructor(record, HtmlWebpackPlugin) {
    this.record = record;
    this.HtmlWebpackPlugin = HtmlWebpackPlugin;
  }
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('BootScriptTagPlugin', (compilation) => {
      this.HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap(
        'BootScriptTagPlugin',
        (groups) => {
          if (!this.record.src)
            throw new Error(
              'BootScriptTagPlugin: the boot build has not run (the client build must depend on it)',
            );
          const entry = groups.bodyTags.find(
            (tag) => tag.tagName === 'script' && /\/main\.js(\?|$)/.test(tag.attributes.src ?? ''),
          );
          if (!entry) throw new Error('BootScriptTagPlugin: no script tag for the entry main.js');
          entry.attributes['data-main'] = entry.attributes.src;
          entry.attributes.src = this.record.src;
          entry.attributes['data-prefetch'] = appChunks(compilation).join(' ');
          return groups;
        },
      );
    });
  }
}

/**
 * The URLs of the app's other files (its async chunks: React DOM, the router, the shell's code,
 * and their stylesheets), which the boot script prefetches after load with the entry (issue 29): without them a first
 * tap waited for two more round trips and ~110 kB on a phone's network. Sorted, so the HTML is the
 * same from build to build.
 */
function appChunks(compilation) {
  const publicPath = compilation.outputOptions.publicPath;
  const files = [];
  for (const chunk of compilation.chunks) {
    if (chunk.canBeInitial() || !loadedByStart(chunk)) continue;
    // A chunk's stylesheet too: the chunk loader waits for it before the chunk's code runs.
    for (const file of chunk.files) if (/\.(js|css)$/.test(file)) files.push(file);
  }
  return [...new Set(files)].sort().map((file) => path.posix.join(publicPath, file));
}

/**
 * A chunk the app's start loads: one the entry's own imports ask for (index.ts, bootstrap.tsx), or a
 * shared library the shell provides to every build. Left out: shared libraries' fallback copies
 * (the shell's provided copy is the one that loads) and what loads later (the toasts' view).
 */
const START_MODULE = /[\\/]src[\\/](index|bootstrap)\.tsx?$/;
function loadedByStart(chunk) {
  return [...chunk.groupsIterable]
    .flatMap((group) => group.origins)
    .some(
      (o) => o.module?.type === 'provide-module' || START_MODULE.test(o.module?.resource ?? ''),
    );
}

module.exports = { BOOT_FILE, BootRecordPlugin, BootScriptTagPlugin };
