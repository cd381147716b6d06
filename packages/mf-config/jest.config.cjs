// mf-config is plain CommonJS with no src/ folder: its tests sit beside the modules they test.
// They load webpack and its plugins and run a real build, which takes seconds on a busy machine.
const preset = require('../../jest.preset.cjs')(__dirname);

module.exports = { ...preset, testMatch: ['<rootDir>/*.test.cjs'], testTimeout: 60_000 };
