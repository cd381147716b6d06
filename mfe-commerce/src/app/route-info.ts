import type { RouteInfo } from '@site/contracts/remote';
import { paths } from './paths';

/** The area's routes as data (no code): emitted as routes.json at build time. */
export const routeInfo: RouteInfo[] = Object.entries(paths).map(([key, entry]) => ({
  id: 'commerce.' + key,
  path: entry.path,
  title: entry.title,
}));
