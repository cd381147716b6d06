// Shared field lists: every operation spreads these instead of repeating fields.

export const MONEY_FRAGMENT = /* GraphQL */ `
  fragment Money on MoneyV2 {
    amount
    currencyCode
  }
`;

export const IMAGE_FRAGMENT = /* GraphQL */ `
  fragment ImageFields on Image {
    url
    altText
    width
    height
  }
`;

export const PRODUCT_CARD_FRAGMENT = /* GraphQL */ `
  fragment ProductCard on Product {
    id
    handle
    title
    productType
    availableForSale
    createdAt
    featuredImage {
      ...ImageFields
    }
    priceRange {
      minVariantPrice {
        ...Money
      }
    }
  }
  ${IMAGE_FRAGMENT}
  ${MONEY_FRAGMENT}
`;

export const PRODUCT_FRAGMENT = /* GraphQL */ `
  fragment ProductDetail on Product {
    ...ProductCard
    description
    descriptionHtml
    vendor
    images(first: 10) {
      nodes {
        ...ImageFields
      }
    }
    options(first: 10) {
      name
      values
    }
    variants(first: 50) {
      nodes {
        id
        title
        availableForSale
        quantityAvailable
        price {
          ...Money
        }
        image {
          ...ImageFields
        }
        selectedOptions {
          name
          value
        }
      }
    }
  }
  ${PRODUCT_CARD_FRAGMENT}
`;
