import type { Money, ShopImage } from '../../storefront/shop-types';
import type { RawImage, RawMoney } from '../../storefront/storefront-types';

export interface RawCartLine {
  id: string;
  quantity: number;
  merchandise: {
    id: string;
    title: string;
    price: RawMoney;
    image: RawImage | null;
    product: { title: string; handle: string };
  };
}

export interface RawCart {
  id: string;
  checkoutUrl: string;
  totalQuantity: number;
  cost: {
    totalAmount: RawMoney;
    subtotalAmount: RawMoney;
    totalTaxAmount: RawMoney | null;
    totalDutyAmount: RawMoney | null;
  };
  lines: { edges: { node: RawCartLine }[] };
}

export interface CartUserError {
  code: string | null;
  field: string[] | null;
  message: string;
}

export interface CartPayload {
  cart: RawCart | null;
  userErrors: CartUserError[];
}

export interface CartLine {
  id: string;
  quantity: number;
  merchandiseId: string;
  variantTitle: string;
  productTitle: string;
  productHandle: string;
  price: Money;
  image: ShopImage | null;
}

/** The cart as components show it (spec §3 "Shop cart"), reshaped from the cached query. */
export interface Cart {
  id: string;
  /** Site-relative when the checkout lives on this site, so navigation stays in the app. */
  checkoutUrl: string;
  totalQuantity: number;
  cost: { total: Money; subtotal: Money; tax: Money | null; duty: Money | null };
  lines: CartLine[];
}

/** Spec §3 "Line input": attributes default to an empty list. */
export interface CartLineInput {
  merchandiseId: string;
  quantity: number;
  attributes?: { key: string; value: string }[];
}

export interface CartLineUpdate {
  id: string;
  quantity: number;
}

/** What the cart machine keeps of a storefront answer: which cart, and its count for the bus. */
export interface CartRef {
  id: string;
  totalQuantity: number;
}
