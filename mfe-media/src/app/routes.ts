import { type PageModule, routesModule } from '@site/contracts/remote';
import { routeInfo } from './route-info';

// Every page is its own lazy chunk.
const pages: Record<string, () => Promise<PageModule>> = {
  'media.watch': () => import('../features/watch/components/watch-page'),
  'media.watchCategory': () => import('../features/watch/components/watch-category-page'),
  'media.watchItem': () => import('../features/watch/components/watch-item-page'),
  'media.podcast': () => import('../features/podcasts/components/podcast-index-page'),
  'media.podcastItem': () => import('../features/podcasts/components/podcast-item-page'),
};

// A route without its page (or a page without its route) fails the build.
export default routesModule('media', routeInfo, pages);
