// What mfe-content offers the shell. Its only public surface.
module.exports = {
  name: 'content',
  exposes: {
    './routes': './src/app/routes.ts',
    './SearchBox': './src/features/search/components/search-box.tsx',
    // The body of the shell's 404 page: suggestions, a search box and popular reads.
    './NotFoundContent': './src/features/search/components/not-found-content.tsx',
  },
};
