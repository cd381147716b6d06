// The Storefront payload shapes the operations select (raw: connections and nullable fields).

export interface RawMoney {
  amount: string;
  currencyCode: string;
}

export interface RawImage {
  url: string;
  altText: string | null;
  width: number | null;
  height: number | null;
}

export interface RawProductCard {
  id: string;
  handle: string;
  title: string;
  productType: string;
  availableForSale: boolean;
  createdAt: string;
  featuredImage: RawImage | null;
  priceRange: { minVariantPrice: RawMoney };
}

export interface RawVariant {
  id: string;
  title: string;
  availableForSale: boolean;
  quantityAvailable: number | null;
  price: RawMoney;
  image: RawImage | null;
  selectedOptions: { name: string; value: string }[];
}

export interface RawProduct extends RawProductCard {
  description: string;
  descriptionHtml: string;
  vendor: string;
  images: { nodes: RawImage[] };
  options: { name: string; values: string[] }[];
  variants: { nodes: RawVariant[] };
}

export interface RawCollection {
  handle: string;
  title: string;
  description: string;
  products: { nodes: { handle: string }[] };
}
