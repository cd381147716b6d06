// What mfe-content offers the shell. Its only public surface.
module.exports = {
  name: 'content',
  exposes: {
    './routes': './src/app/routes.ts',
    './SearchBox': './src/features/search/components/search-box.tsx',
  },
};
