import type { PageModule, RemoteRoute, RemoteRoutesModule } from '@site/contracts/remote';
import { routeInfo } from './route-info';

// Every page is its own lazy chunk.
const scaffold = (): Promise<PageModule> => import('../features/scaffold/components/scaffold-page');
const pages: Record<string, () => Promise<PageModule>> = {
  'media.watch': () => import('../features/watch/components/watch-page'),
  'media.watchCategory': () => import('../features/watch/components/watch-category-page'),
  'media.watchItem': () => import('../features/watch/components/watch-item-page'),
  'media.podcast': () => import('../features/podcasts/components/podcast-index-page'),
  'media.podcastItem': () => import('../features/podcasts/components/podcast-item-page'),
};

const routes: RemoteRoute[] = routeInfo.map((info) => ({ ...info, load: pages[info.id] ?? scaffold }));

const module: RemoteRoutesModule = { area: 'media', routes };
export default module;
