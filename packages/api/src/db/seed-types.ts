import type { Currency } from '../commerce/regions';

/** Prices in minor units for every shop currency. */
export type PriceList = Record<Currency, number>;

export interface SeedVariant {
  id: number;
  sku: string;
  /** Option values in the product's option order; empty for a single-variant product. */
  options: string[];
  stock: number;
  price: PriceList;
  compareAt?: PriceList;
}

export interface SeedProduct {
  id: number;
  handle: string;
  title: string;
  productType: string;
  vendor: string;
  tags: string[];
  descriptionHtml: string;
  image: { id: number; file: string; alt: string };
  /** Option names, e.g. ['Size']; empty means Shopify's implicit "Title / Default Title". */
  options: string[];
  variants: SeedVariant[];
}

export interface SeedCollection {
  id: number;
  handle: string;
  title: string;
  descriptionHtml: string;
  image: string | null;
  products: string[];
}

/** Six prices in the order GBP, EUR, CAD, AUD, NZD, USD (minor units). */
export function prices(
  gbp: number,
  eur: number,
  cad: number,
  aud: number,
  nzd: number,
  usd: number,
): PriceList {
  return { GBP: gbp, EUR: eur, CAD: cad, AUD: aud, NZD: nzd, USD: usd };
}
