import type { RouteInfo } from '@site/contracts/remote';
import { GC_CHAPTER_COUNT, paths } from './paths';

const chapterRoutes: RouteInfo[] = Array.from({ length: GC_CHAPTER_COUNT }, (_, i) => ({
  id: 'content.bookChapter',
  path: paths.bookChapter.href({ n: String(i + 1) }),
  title: `${paths.bookChapter.title}, chapter ${i + 1}`,
}));

/**
 * The area's routes as data (no code): emitted as routes.json at build time.
 * Chapter paths are listed one by one because a path segment cannot hold a parameter mid-way.
 */
export const routeInfo: RouteInfo[] = [
  ...Object.entries(paths)
    .filter(([key]) => key !== 'bookChapter')
    .map(([key, entry]) => ({
      id: `content.${key}`,
      path: entry.path,
      title: entry.title,
      // Any deeper /read/ address has no page-data: the catch-all renders in the browser.
      ...(key === 'readCatchAll' ? { clientOnly: true } : {}),
    })),
  ...chapterRoutes,
];
