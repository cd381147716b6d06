// The modules a server-rendering bundle leaves out: the React family, which the site build provides
// from its own dependencies so that every bundle renders with one React. The SSR builds (index.cjs)
// and the release contract check (packages/release/src/contract-bundle.ts) read this one list;
// packages/site-build/src/load-bundle.ts provides the same modules.
const SSR_EXTERNALS = new Set([
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-dom/server',
  'react-router',
  'react-router-dom',
]);

module.exports = { SSR_EXTERNALS };
