import type { AreaName } from './remote';

/*
 * The exposes each area must provide, because something outside the area loads them: the shell
 * (`./routes` of every area, and the widgets it mounts in its layout, header and 404 page) or another
 * area's pages (`./ProductCards`, through @site/widgets). An area may expose more; dropping one listed
 * here breaks the live site, so the release check (packages/release/src/contract-check.ts) refuses such a build.
 *
 * Plain literals only, with type-only imports: the release check is CommonJS and reads this file by
 * transpiling it with the workspace's TypeScript, so it holds no code that needs other modules.
 */
export const AREA_EXPOSES = {
  content: [
    './routes',
    // The shell's header search.
    './SearchBox',
    // The body of the shell's 404 page.
    './NotFoundContent',
  ],
  commerce: [
    './routes',
    // The shell's header and layout.
    './CartButton',
    './CartDrawer',
    './AccountMenu',
    './CurrencyPicker',
    // Content and media pages show it through @site/widgets' RelatedProducts.
    './ProductCards',
  ],
  // The shell's persistent player.
  media: ['./routes', './AudioPlayer'],
  // The shell's layout.
  giving: ['./routes', './DonationPopup'],
  tours: ['./routes'],
} as const satisfies Readonly<Record<AreaName, readonly `./${string}`[]>>;

/** What every area exposes, including one not listed above (a new area). */
export const EXPOSED_BY_EVERY_AREA = ['./routes'] as const;
