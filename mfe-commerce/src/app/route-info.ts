import type { RouteInfo } from '@site/contracts/remote';
import { paths } from './paths';

// Checkout and its confirmation show one visitor's cart and order: rendered in the browser only.
const CLIENT_ONLY = new Set<string>(['commerce.checkout', 'commerce.orderConfirmation']);

/** The area's routes as data (no code): emitted as routes.json at build time. */
export const routeInfo: RouteInfo[] = Object.entries(paths).map(([key, entry]) => ({
  id: 'commerce.' + key,
  path: entry.path,
  title: entry.title,
  ...(CLIENT_ONLY.has('commerce.' + key) ? { clientOnly: true } : {}),
}));
