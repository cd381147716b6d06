import type { AreaName } from './remote';

/** What goes into a page's <head> (title, description, canonical, Open Graph, JSON-LD). */
export interface PageHead {
  title: string;
  description?: string | null;
  /** Defaults to the page's own path. */
  canonicalPath?: string;
  image?: { url: string; width?: number; height?: number; alt?: string | null } | null;
  /** Open Graph type. */
  type?: 'website' | 'article' | 'book' | 'product' | 'profile' | 'video.episode' | 'music.song';
  /** schema.org objects (Article, Event, Person, Product, Book …), each written as one JSON-LD script. */
  jsonLd?: Record<string, unknown>[];
  noindex?: boolean;
}

/** `/page-data/<path>/page-data.json`: everything a page needs to render, written at build time. */
export interface PageData<D = unknown> {
  path: string;
  routeId: string;
  area: AreaName;
  /** The shell build that wrote it; a mismatch with the loaded shell means the visitor runs a stale build. */
  buildHash: string;
  /** The version of its area that rendered it; another loaded version of that area is stale too. */
  version?: string;
  head: PageHead;
  data: D;
}

/** `/page-data/app-data.json`. */
export interface AppData {
  /** The shell's build. */
  buildHash: string;
  builtAt: string;
  /** Name of the static-query file: `/page-data/sq/d/<hash>.json`. */
  staticQueryHash: string;
}

/** Site-wide static queries, written once per build to `/page-data/sq/d/<hash>.json`. */
export interface StaticQueries {
  navigation: { label: string; to: string }[];
  footer: { label: string; to: string }[];
  /** The currency rates (spec §3 "Currency rates", the query named `rate`). */
  rate: { nodes: CurrencyRate[] };
  /**
   * The shop's products as cards, priced in the site's default currency at build time: other areas'
   * pages show some of them (related products) in their served HTML, and the browser hydrates those
   * cards from this same list before it refreshes their prices.
   */
  shopProducts?: { nodes: ShopProductCard[] };
}

/** One product as a card on another area's page (commerce's `./ProductCards`). */
export interface ShopProductCard {
  handle: string;
  title: string;
  available: boolean;
  image: { url: string; alt: string; width: number | null; height: number | null } | null;
  /** The lowest price, a decimal string and its currency (Shopify's MoneyV2). */
  price: { amount: string; currencyCode: string };
  /** The variant to add straight from the card; null when the product has options to choose. */
  variantId: string | null;
}

export interface CurrencyRate {
  code: string;
  name: string;
  symbol: string;
  /** Units of this currency per 1 GBP. */
  rateFromGbp: number;
  decimals: number;
}
