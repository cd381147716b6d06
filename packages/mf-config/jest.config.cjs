// mf-config is plain CommonJS with no src/ folder: its tests sit beside the modules they test.
const preset = require('../../jest.preset.cjs')(__dirname);

module.exports = { ...preset, testMatch: ['<rootDir>/*.test.cjs'] };
