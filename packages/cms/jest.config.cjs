const preset = require('../../jest.preset.cjs')(__dirname);

// The corpus authoring tools keep their tests beside them too.
module.exports = {
  ...preset,
  testMatch: [...preset.testMatch, '<rootDir>/corpus/{src,lib}/**/*.test.ts'],
};
