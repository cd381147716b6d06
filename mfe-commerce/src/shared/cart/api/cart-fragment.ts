import { IMAGE_FRAGMENT, MONEY_FRAGMENT } from '../../storefront/fragments';

/** The cart fields spec §3 names; lines are requested 100 at a time (spec §9). */
export const CART_FRAGMENT = /* GraphQL */ `
  fragment CartFields on Cart {
    id
    checkoutUrl
    totalQuantity
    cost {
      totalAmount {
        ...Money
      }
      subtotalAmount {
        ...Money
      }
      totalTaxAmount {
        ...Money
      }
      totalDutyAmount {
        ...Money
      }
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
              price {
                ...Money
              }
              image {
                ...ImageFields
              }
              product {
                title
                handle
              }
            }
          }
        }
      }
    }
  }
  ${MONEY_FRAGMENT}
  ${IMAGE_FRAGMENT}
`;

export const USER_ERRORS_FRAGMENT = /* GraphQL */ `
  fragment UserErrors on CartUserError {
    code
    field
    message
  }
`;

/** The payload every cart mutation returns (Shopify's `{cart, userErrors}`). */
export const CART_PAYLOAD = `cart { ...CartFields } userErrors { ...UserErrors }`;
export const CART_DOCUMENT_FRAGMENTS = `${CART_FRAGMENT}${USER_ERRORS_FRAGMENT}`;
