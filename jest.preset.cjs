// Shared Jest settings: every workspace package's jest.config.cjs calls this with its own folder.
// swc strips types only; `pnpm typecheck` is where types are checked.
const path = require('node:path');

module.exports = (dir) => ({
  displayName: path.basename(dir),
  rootDir: dir,
  testMatch: ['<rootDir>/src/**/*.test.{ts,tsx}', '<rootDir>/scripts/**/*.test.{ts,mjs}'],
  testEnvironment: 'node',
  setupFiles: [path.join(__dirname, 'jest.setup.cjs')],
  transform: {
    '^.+\\.(t|j)sx?$': [
      require.resolve('@swc/jest'),
      {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic' } },
          target: 'es2022',
        },
        module: { type: 'commonjs' },
      },
    ],
  },
  // ESM-only libraries are transpiled too; everything else in node_modules is left alone.
  transformIgnorePatterns: [
    '/node_modules/(?!(\\.pnpm/)?(@prismicio|@shopify|nanoid|imgix-url-builder))',
  ],
  moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'cjs', 'json'],
});
