// The root scripts' tests: CommonJS modules (publish.cjs, registry-file.cjs) with their tests beside
// them, as in packages/mf-config. The .mjs command-line wrappers stay thin and untested here.
const preset = require('../jest.preset.cjs')(__dirname);

module.exports = { ...preset, testMatch: ['<rootDir>/*.test.cjs'] };
