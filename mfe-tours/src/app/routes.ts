import type { PageModule, RemoteRoute, RemoteRoutesModule } from '@site/contracts/remote';
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

const routes: RemoteRoute[] = routeInfo.map((info) => {
  const load = pages[info.id];
  if (!load) throw new Error(`mfe-tours: no page for route ${info.id}`);
  return { ...info, load };
});

const routesModule: RemoteRoutesModule = { area: 'tours', routes };
export default routesModule;
