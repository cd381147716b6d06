/** GraphQL documents shared by the storefront tests, written as a storefront would write them. */
export const CART_FIELDS = `#graphql
  fragment CartFields on Cart {
    id
    checkoutUrl
    totalQuantity
    createdAt
    updatedAt
    buyerIdentity { countryCode email }
    cost {
      totalAmount { amount currencyCode }
      subtotalAmount { amount currencyCode }
      totalTaxAmount { amount currencyCode }
      totalDutyAmount { amount currencyCode }
    }
    lines(first: 100) {
      edges {
        node {
          id
          quantity
          merchandise {
            ... on ProductVariant {
              id
              title
              price { amount currencyCode }
              image { url altText }
              product { title handle }
            }
          }
        }
      }
    }
  }
`;

const ERRORS = 'userErrors { code field message }';

export const CART_CREATE = `#graphql
  mutation CartCreate($input: CartInput) { cartCreate(input: $input) { cart { ...CartFields } ${ERRORS} } }
  ${CART_FIELDS}`;
export const CART_QUERY = `#graphql
  query Cart($id: ID!) { cart(id: $id) { ...CartFields } }
  ${CART_FIELDS}`;
export const LINES_ADD = `#graphql
  mutation Add($cartId: ID!, $lines: [CartLineInput!]!) { cartLinesAdd(cartId: $cartId, lines: $lines) { cart { ...CartFields } ${ERRORS} } }
  ${CART_FIELDS}`;
export const LINES_UPDATE = `#graphql
  mutation Update($cartId: ID!, $lines: [CartLineUpdateInput!]!) { cartLinesUpdate(cartId: $cartId, lines: $lines) { cart { ...CartFields } ${ERRORS} } }
  ${CART_FIELDS}`;
export const LINES_REMOVE = `#graphql
  mutation Remove($cartId: ID!, $lineIds: [ID!]!) { cartLinesRemove(cartId: $cartId, lineIds: $lineIds) { cart { ...CartFields } ${ERRORS} } }
  ${CART_FIELDS}`;
export const BUYER_UPDATE = `#graphql
  mutation Buyer($cartId: ID!, $buyerIdentity: CartBuyerIdentityInput!) {
    cartBuyerIdentityUpdate(cartId: $cartId, buyerIdentity: $buyerIdentity) { cart { ...CartFields } ${ERRORS} }
  }
  ${CART_FIELDS}`;

/** Seeded variant ids (see src/db/seed-*.ts). */
export const VARIANT = {
  hardcover: 'gid://shopify/ProductVariant/2001',
  paperback: 'gid://shopify/ProductVariant/2002',
  season1: 'gid://shopify/ProductVariant/2003',
  facsimile: 'gid://shopify/ProductVariant/2009',
  shirtXL: 'gid://shopify/ProductVariant/2312',
  mug: 'gid://shopify/ProductVariant/2013',
};

export interface CartShape {
  id: string;
  checkoutUrl: string;
  totalQuantity: number;
  buyerIdentity: { countryCode: string; email: string | null };
  cost: Record<
    'totalAmount' | 'subtotalAmount' | 'totalTaxAmount' | 'totalDutyAmount',
    { amount: string; currencyCode: string }
  >;
  lines: {
    edges: {
      node: {
        id: string;
        quantity: number;
        merchandise: {
          id: string;
          title: string;
          price: { amount: string; currencyCode: string };
          image: { url: string } | null;
          product: { title: string; handle: string };
        };
      };
    }[];
  };
}

export interface Payload {
  cart: CartShape | null;
  userErrors: { code: string; field: string[] | null; message: string }[];
}
