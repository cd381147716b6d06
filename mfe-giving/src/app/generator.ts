import type { GeneratedPage, SiteGenerator } from '@site/contracts/generator';
import { staticRoutePages } from '@site/routing/static-pages';
import { loadGivingContent, type GivingContent } from '../shared/content/load-giving-content';
import { givingProjectOptions, type GivePageData } from '../shared/content/project-options';
import { donatePage, projectPages } from '../features/projects/api/project-pages';
import { languagePages } from '../features/language-projects/api/language-pages';
import { paths } from './paths';
import routes from './routes';

/** /give carries the list of projects, so the form renders it in the HTML. */
function givePages(content: GivingContent): GeneratedPage<GivePageData>[] {
  const projects = givingProjectOptions(
    content.donationsPage?.projects ?? [],
    content.languagePage?.projects ?? [],
  );
  const dependencies = [
    ...content.ids.donationsPage,
    ...content.ids.languagePage,
    ...content.ids.detailsByUid.values(),
  ];
  return (['give'] as const).map((key) => ({
    path: paths[key].path,
    routeId: `giving.${key}`,
    head: { title: paths[key].title, description: content.donationsPage?.metaDescription ?? null },
    data: { projects },
    dependencies,
  }));
}

/** What the site build asks of this area: its pages, their data, and the components that render them. */
export const generator: SiteGenerator = {
  area: 'giving',
  async generate({ content, log }) {
    const giving = await loadGivingContent(content);
    const donate = donatePage(giving);
    const built: GeneratedPage[] = [
      ...(donate ? [donate] : []),
      ...projectPages(giving),
      ...languagePages(giving),
      ...givePages(giving),
    ];
    log(
      `giving: ${built.length} pages (${giving.details.length} projects, ${giving.languagePage?.projects.length ?? 0} languages)`,
    );
    const taken = new Set(built.map((p) => p.routeId));
    // Without a donations_page or language page the route keeps its plain static page.
    return [...built, ...staticRoutePages(routes.routes, [...taken])];
  },
  pages: Object.fromEntries(routes.routes.map((r) => [r.id, r.load])),
};
