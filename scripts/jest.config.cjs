// The root scripts' tests: CommonJS modules (affected.cjs) with their tests beside them, as in
// packages/mf-config. The release tooling's tests are in packages/release.
const preset = require('../jest.preset.cjs')(__dirname);

module.exports = { ...preset, testMatch: ['<rootDir>/*.test.cjs'] };
