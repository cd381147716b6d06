import type { SiteGenerator } from '@site/contracts/generator';
import { staticRoutePages } from '@site/routing/static-pages';
import routes from './routes';

/** What the site build asks of this area: its pages, their data, and the components that render them. */
export const generator: SiteGenerator = {
  area: 'giving',
  async generate() {
    return staticRoutePages(routes.routes);
  },
  pages: Object.fromEntries(routes.routes.map((r) => [r.id, r.load])),
};
