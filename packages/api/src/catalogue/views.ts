/** Catalogue rows reshaped for the storefront resolvers; money is minor units in one currency. */
export interface ImageView {
  id: number;
  file: string;
  altText: string;
  width: number;
  height: number;
}

export interface SelectedOption {
  name: string;
  value: string;
}

export interface VariantView {
  id: number;
  productId: number;
  title: string;
  sku: string;
  stock: number;
  currency: string;
  price: number;
  compareAt: number | null;
  image: ImageView | null;
  selectedOptions: SelectedOption[];
  /** Set on a cart line's variant: enough of its product for a line's name and link, without loading it. */
  productStub?: ProductStub;
}

export interface ProductStub {
  id: number;
  handle: string;
  title: string;
}

export interface ProductView {
  id: number;
  handle: string;
  title: string;
  descriptionHtml: string;
  productType: string;
  vendor: string;
  tags: string[];
  createdAt: string;
  updatedAt: string;
  currency: string;
  images: ImageView[];
  options: { id: number; name: string; values: string[] }[];
  variants: VariantView[];
}

export interface CollectionView {
  id: number;
  handle: string;
  title: string;
  descriptionHtml: string;
  imageFile: string | null;
  updatedAt: string;
}

/** Shopify's `description`: the HTML with tags removed and whitespace collapsed. */
export function plainText(html: string): string {
  return html
    .replace(/<\/p>\s*<p>/g, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}
