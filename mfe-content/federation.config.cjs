// What mfe-content offers the shell. Its only public surface.
module.exports = {
  name: 'content',
  // Published beside the remote entry: answers the timeline's zoom before the app is live (issue 29).
  island: './src/islands/timeline-zoom.ts',
  exposes: {
    './routes': './src/app/routes.ts',
    './SearchBox': './src/features/search/components/search-box.tsx',
    // The body of the shell's 404 page: suggestions, a search box and popular reads.
    './NotFoundContent': './src/features/search/components/not-found-content.tsx',
  },
};
