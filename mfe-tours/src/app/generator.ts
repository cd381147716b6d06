import type { GeneratedPage, SiteGenerator } from '@site/contracts/generator';
import { plainText } from '@site/content/reshape/fields';
import { staticRoutePages } from '@site/routing/static-pages';
import { buildTourMap } from '../features/map/build-map';
import { loadToursContent, type ToursContent } from '../shared/content/load-tours-content';
import type {
  BookingPageData,
  InterestPageData,
  LandingPageData,
  PlannedDeparture,
  TourCard,
  TourPageData,
  TourView,
} from '../shared/content/tour-view';
import { paths } from './paths';
import routes from './routes';

/** A description for the head: at most ~160 characters, cut at a word. */
function summary(text: string): string | null {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (!clean) return null;
  if (clean.length <= 160) return clean;
  return `${clean.slice(0, 157).replace(/\s+\S*$/, '')}…`;
}

/** /tours/coming-soon (where the redirects land) and /tours/upcoming: both the tour_landing. */
function landingPages(content: ToursContent): GeneratedPage<LandingPageData>[] {
  const dependencies = [...content.ids.landing, ...content.tours.map((t) => t.id)];
  return (['comingSoon', 'index'] as const).map((key) => ({
    path: paths[key].path,
    routeId: `tours.${key}`,
    head: { title: content.landing.title, description: summary(plainText(content.landing.about)) },
    data: { landing: content.landing },
    dependencies,
  }));
}

/** The tour's one departure as the API will make it from the same content (id "<uid>-<start>"). */
function plannedDepartures(view: TourView, card: TourCard): PlannedDeparture[] {
  return [
    {
      id: `${view.uid}-${view.startsOn}`,
      startsOn: view.startsOn,
      priceSingleUsd: view.priceSingleUsd,
      priceDoubleUsd: view.priceDoubleUsd,
      departed: card.departed === true,
    },
  ];
}

function tourPages(content: ToursContent): GeneratedPage[] {
  return content.tours.flatMap(({ id, view, card, linkedIds }) => {
    const description = view.metaDescription ?? summary(plainText(view.description));
    const details: GeneratedPage<TourPageData> = {
      path: `/tours/${view.uid}`,
      routeId: 'tours.details',
      head: { title: view.title, description },
      data: { tour: view, map: buildTourMap(view.pins), departed: card.departed === true },
      dependencies: [id, ...linkedIds],
    };
    const booking: GeneratedPage<BookingPageData> = {
      path: `/tours/${view.uid}/booking`,
      routeId: 'tours.booking',
      head: { title: `Book ${view.title}`, description },
      data: { tour: view, form: content.form, plannedDepartures: plannedDepartures(view, card) },
      dependencies: [id, ...linkedIds, ...content.ids.form],
      // A booking form is no landing page for search engines.
      sitemap: false,
    };
    return [details, booking];
  });
}

function interestPage(content: ToursContent): GeneratedPage<InterestPageData> {
  return {
    path: paths.participationInterest.path,
    routeId: 'tours.participationInterest',
    head: {
      title: content.form?.title ?? paths.participationInterest.title,
      description:
        'Tell us which tours and places interest you, and we will e-mail you when seats open.',
    },
    data: { form: content.form, tours: content.tours.map((t) => t.card) },
    dependencies: [...content.ids.form, ...content.tours.map((t) => t.id)],
  };
}

/** The build's date (UTC), YYYY-MM-DD: tours that started before it are marked departed. */
function today(): string {
  return new Date().toISOString().slice(0, 10);
}

/** What the site build asks of this area: its pages, their data, and the components that render them. */
export const generator: SiteGenerator = {
  area: 'tours',
  async generate({ content, log }) {
    const tours = await loadToursContent(content, today());
    const built: GeneratedPage[] = [
      ...landingPages(tours),
      ...tourPages(tours),
      interestPage(tours),
    ];
    log(`tours: ${built.length} pages (${tours.tours.length} tours)`);
    const taken = new Set(built.map((p) => p.routeId));
    // bookingConfirmed, payments and cancellations are plain pages: their data comes from the API.
    return [...built, ...staticRoutePages(routes.routes, [...taken])];
  },
  pages: Object.fromEntries(routes.routes.map((r) => [r.id, r.load])),
};
