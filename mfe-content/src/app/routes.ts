import type { PageModule, RemoteRoute, RemoteRoutesModule } from '@site/contracts/remote';
import { routeInfo } from './route-info';

// Every page is its own lazy chunk. Until the content issues fill them in, pages share the area scaffold.
const scaffold = (): Promise<PageModule> => import('../features/scaffold/components/scaffold-page');
const pages: Record<string, () => Promise<PageModule>> = {
  'content.readSingle': () => import('../features/read/components/read-single-page'),
};

const routes: RemoteRoute[] = routeInfo.map((info) => ({ ...info, load: pages[info.id] ?? scaffold }));

const module: RemoteRoutesModule = { area: 'content', routes };
export default module;
