import path from 'node:path';

/**
 * The production server's compiled entry (packages/server/scripts/compile.mjs), which `pnpm start`
 * compiles before it serves: suites that start more server processes run the same JavaScript.
 */
export const SERVER_ENTRY = path.resolve(
  __dirname,
  '..',
  '..',
  'packages',
  'server',
  'dist',
  'run',
  'main.js',
);
