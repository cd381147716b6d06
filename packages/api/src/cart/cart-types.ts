import type { Region } from '../commerce/regions';
import type { CartTotals } from '../commerce/tax';
import type { ProductStub, VariantView } from '../catalogue/views';

/** Shopify's CartErrorCode values this implementation reports. */
export type CartErrorCode =
  'INVALID' | 'INVALID_MERCHANDISE_LINE' | 'LESS_THAN' | 'MAXIMUM_EXCEEDED' | 'MINIMUM_NOT_MET';

export interface CartUserError {
  code: CartErrorCode;
  field: string[] | null;
  message: string;
}

export interface Attribute {
  key: string;
  value: string;
}

export interface CartLineView {
  /** The line's own token; the gid adds the cart token. */
  id: string;
  /** The cart the line belongs to (its gid names it). */
  cartToken: string;
  quantity: number;
  /** Order within the cart (ascending; gaps allowed). */
  position: number;
  attributes: Attribute[];
  /** The variant, its `productStub` set, with the stock read with the line. */
  variant: VariantView;
  product: ProductStub;
}

export interface CartView {
  token: string;
  /** The secret from the caller's cart id, echoed back into `Cart.id` and `checkoutUrl`. */
  key: string;
  country: string;
  region: Region;
  currency: string;
  email: string | null;
  phone: string | null;
  customerToken: string | null;
  completed: boolean;
  createdAt: string;
  updatedAt: string;
  lines: CartLineView[];
  totalQuantity: number;
  totals: CartTotals;
}

export interface CartResult {
  cart: CartView | null;
  userErrors: CartUserError[];
}

/** Limits, documented in the README. */
export const MAX_LINES = 250;
export const MAX_LINE_QUANTITY = 999;
export const MAX_ATTRIBUTES = 250;
