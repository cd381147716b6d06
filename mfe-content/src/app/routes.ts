import { type PageModule, routesModule } from '@site/contracts/remote';
import { routeInfo } from './route-info';

// Every page is its own lazy chunk; several routes share a template.
const collection = (): Promise<PageModule> =>
  import('../features/collections/components/collection-page');
const readList = (): Promise<PageModule> => import('../features/read/components/read-list-page');
const readSingle = (): Promise<PageModule> =>
  import('../features/read/components/read-single-page');
const book = (): Promise<PageModule> => import('../features/book/components/book-page');

const pages: Record<string, () => Promise<PageModule>> = {
  'content.home': () => import('../features/home/components/home-page'),
  'content.about': () => import('../features/about/components/about-page'),
  'content.team': () => import('../features/about/components/team-page'),
  'content.testimonials': () => import('../features/about/components/testimonials-page'),
  'content.faq': () => import('../features/about/components/faq-page'),
  'content.pressKit': () => import('../features/about/components/press-kit-page'),
  'content.contact': () => import('../features/contact/components/contact-page'),
  'content.subscribe': () => import('../features/contact/components/subscribe-page'),
  'content.marketingCampaign': collection,
  'content.religiousLiberty': collection,
  'content.thanks': collection,
  'content.people': collection,
  'content.places': collection,
  'content.language': collection,
  'content.languageDetail': collection,
  'content.place': () => import('../features/collections/components/place-page'),
  'content.comingSoonBook': book,
  'content.book': book,
  'content.bookChapter': () => import('../features/book/components/chapter-page'),
  'content.gcBooks': () => import('../features/book/components/gc-books-page'),
  'content.search': () => import('../features/search/components/search-page'),
  'content.read': readList,
  'content.readAll': readList,
  'content.readBlog': readList,
  'content.readBlogPage': readList,
  'content.readCategory': readList,
  'content.readCategoryPage': readList,
  'content.seasonOverview': readSingle,
  'content.readSingle': readSingle,
  'content.readCatchAll': () => import('../features/search/components/read-catch-all-page'),
  'content.timeline': () => import('../features/timeline/components/timeline-page'),
  'content.timelineDetails': () => import('../features/timeline/components/timeline-details-page'),
  'content.timelineEvent': () => import('../features/timeline/components/timeline-event-page'),
  'content.timelinePerson': () => import('../features/timeline/components/timeline-person-page'),
  'content.timelineEventAndPeople': () =>
    import('../features/timeline/components/timeline-group-page'),
};

// A route without its page (or a page without its route) fails the build.
export default routesModule('content', routeInfo, pages);
