// Domain types the shop's components use; built from Storefront payloads by the reshapers.

/** An amount as Shopify sends it: a decimal string and an ISO currency code. */
export interface Money {
  amount: string;
  currencyCode: string;
}

export interface ShopImage {
  url: string;
  alt: string;
  width: number;
  height: number;
}

export interface ProductSummary {
  id: string;
  handle: string;
  title: string;
  category: string;
  available: boolean;
  createdAt: string;
  image: ShopImage | null;
  price: Money;
}

export interface ProductVariant {
  id: string;
  title: string;
  available: boolean;
  quantityAvailable: number | null;
  price: Money;
  image: ShopImage | null;
  options: Record<string, string>;
}

export interface Product extends ProductSummary {
  description: string;
  descriptionHtml: string;
  vendor: string;
  images: ShopImage[];
  options: { name: string; values: string[] }[];
  variants: ProductVariant[];
}

export interface Category {
  handle: string;
  title: string;
  description: string;
  productHandles: string[];
}
