import { definePaths } from '@site/routing/paths';

/** Every path mfe-media owns. Links, routes, the sitemap and the README read this table. */
export const paths = definePaths({
  watch: { path: '/watch', title: 'Watch' },
  watchCategory: { path: '/watch/category/:uid', title: 'Watch category' },
  watchItem: { path: '/watch/:uid', title: 'Episode' },
  podcast: { path: '/podcast', title: 'Podcast' },
  podcastItem: { path: '/podcast/:uid', title: 'Podcast episode' },
});
