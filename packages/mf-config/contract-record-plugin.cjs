// Emits contract.json: the exposes this build was compiled to load from each area
// (packages/contracts/src/exposes.ts as it stood when the build was made). Published with the build,
// it is what the release check judges another area's candidate against: the live shell and the live
// areas load what they were built to load, whatever the checkout now says.
const path = require('node:path');
const { createJiti } = require('jiti');
const { emitAssetEachCompilation, jsonText } = require('./emit-asset.cjs');

const EXPOSES_FILE = path.resolve(__dirname, '..', 'contracts', 'src', 'exposes.ts');

class ContractRecordPlugin {
  constructor({ file = EXPOSES_FILE } = {}) {
    this.file = file;
  }

  apply(compiler) {
    emitAssetEachCompilation(
      compiler,
      { name: 'ContractRecordPlugin', watch: [this.file] },
      async () => {
        const jiti = createJiti(__filename, { moduleCache: false, fsCache: false });
        const { AREA_EXPOSES } = await jiti.import(this.file);
        if (typeof AREA_EXPOSES !== 'object' || AREA_EXPOSES === null)
          throw new Error(`${this.file} must export AREA_EXPOSES`);
        const loads = Object.fromEntries(
          Object.entries(AREA_EXPOSES).map(([area, exposes]) => [area, [...exposes].sort()]),
        );
        return { file: 'contract.json', text: jsonText({ loads }) };
      },
    );
  }
}

module.exports = { ContractRecordPlugin };
