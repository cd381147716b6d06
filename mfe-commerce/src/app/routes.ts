import type { PageModule, RemoteRoute, RemoteRoutesModule } from '@site/contracts/remote';
import { routeInfo } from './route-info';

// Every page is its own lazy chunk. Until the area's issues fill them in, pages share the area scaffold.
const scaffold = (): Promise<PageModule> => import('../features/scaffold/components/scaffold-page');
const pages: Record<string, () => Promise<PageModule>> = {};

const routes: RemoteRoute[] = routeInfo.map((info) => ({ ...info, load: pages[info.id] ?? scaffold }));

const module: RemoteRoutesModule = { area: 'commerce', routes };
export default module;
