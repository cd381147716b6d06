import type { RouteInfo } from '@site/contracts/remote';
import { paths } from './paths';

// One donor's gifts, receipts and schedules: rendered in the browser only, never prerendered
// (no page-data is built for them, so nothing personal can end up in a static file).
const CLIENT_ONLY = new Set<string>([
  'giving.successDonation',
  'giving.donateTransaction',
  'giving.recurringDonations',
  'giving.donationHistory',
]);

/** The area's routes as data (no code): emitted as routes.json at build time. */
export const routeInfo: RouteInfo[] = Object.entries(paths).map(([key, entry]) => ({
  id: 'giving.' + key,
  path: entry.path,
  title: entry.title,
  ...(CLIENT_ONLY.has('giving.' + key) ? { clientOnly: true } : {}),
}));
