import { type PageModule, routesModule } from '@site/contracts/remote';
import { routeInfo } from './route-info';

// Every page is its own lazy chunk (issue 17).
const pages: Record<string, () => Promise<PageModule>> = {
  'tours.comingSoon': () => import('../features/landing/components/landing-page'),
  'tours.index': () => import('../features/landing/components/landing-page'),
  'tours.details': () => import('../features/details/components/tour-page'),
  'tours.booking': () => import('../features/booking/components/booking-page'),
  'tours.bookingConfirmed': () => import('../features/booking/components/confirmed-page'),
  'tours.payments': () => import('../features/manage/components/payments-page'),
  'tours.cancellations': () => import('../features/manage/components/cancellations-page'),
  'tours.participationInterest': () => import('../features/interest/components/interest-page'),
};

// A route without its page (or a page without its route) fails the build.
export default routesModule('tours', routeInfo, pages);
