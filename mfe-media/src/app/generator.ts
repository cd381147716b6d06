import type { SiteGenerator } from '@site/contracts/generator';
import { staticRoutePages } from '@site/routing/static-pages';
import { mediaPages } from './media-pages';
import routes from './routes';

// Pages whose data comes from content; every other fixed path gets a plain page.
const CONTENT_PAGES = ['media.watch', 'media.podcast'];

/** What the site build asks of this area: its pages, their data, and the components that render them. */
export const generator: SiteGenerator = {
  area: 'media',
  async generate({ content }) {
    return [...staticRoutePages(routes.routes, CONTENT_PAGES), ...(await mediaPages(content))];
  },
  pages: Object.fromEntries(routes.routes.map((r) => [r.id, r.load])),
};
