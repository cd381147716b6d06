// What the plugins that write a file of their own into a build share (contract.json, css.json,
// routes.json, route-chunks.json, version.json): a tap into each compilation's processAssets that
// emits the file one function makes.

/**
 * In each compilation, at `stage` (a PROCESS_ASSETS_STAGE_* name of webpack's Compilation,
 * ADDITIONAL unless told), emits what `make(compilation)` gives: `{ file, text }`, or nothing.
 * `watch` files become dependencies of the compilation, so watch mode rebuilds on their edits.
 */
function emitAssetEachCompilation(
  compiler,
  { name, stage = 'PROCESS_ASSETS_STAGE_ADDITIONAL', watch = [] },
  make,
) {
  const { RawSource } = compiler.webpack.sources;
  compiler.hooks.thisCompilation.tap(name, (compilation) => {
    for (const file of watch) compilation.fileDependencies.add(file);
    compilation.hooks.processAssets.tapPromise(
      { name, stage: compiler.webpack.Compilation[stage] },
      async () => {
        const asset = await make(compilation);
        if (asset) compilation.emitAsset(asset.file, new RawSource(asset.text));
      },
    );
  });
}

/** `value` as the emitted JSON files are written: one space of indent, a final line break. */
const jsonText = (value, indent = 1) => `${JSON.stringify(value, null, indent)}\n`;

module.exports = { emitAssetEachCompilation, jsonText };
