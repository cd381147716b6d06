import {
  CUSTOMER_MUTATION_FIELDS,
  CUSTOMER_QUERY_FIELDS,
  CUSTOMER_TYPES_SDL,
} from './customer-sdl';
import { CONNECTION_ARGS, connectionTypes } from './connection-sdl';
import { ENUMS_SDL } from './schema-enums';

/**
 * The Storefront API 2024-04 subset the site uses, in Shopify's own type and field names, so queries
 * written against the hosted API run here unchanged. Fields not listed are unknown here (a
 * validation error), never silently empty.
 */
/** The fields of BaseCartLine, which CartLine (its one implementation) repeats as GraphQL asks. */
const CART_LINE_FIELDS = `
  id: ID!
  quantity: Int!
  merchandise: Merchandise!
  cost: CartLineCost!
  attributes: [Attribute!]!
  attribute(key: String!): Attribute
`;

export const STOREFRONT_SDL = `
directive @inContext(country: CountryCode, language: LanguageCode, preferredLocationId: ID) on QUERY | MUTATION

scalar DateTime
scalar Decimal
scalar HTML
scalar URL

${ENUMS_SDL}

interface Node { id: ID! }

type MoneyV2 { amount: Decimal! currencyCode: CurrencyCode! }
type PageInfo { hasNextPage: Boolean! hasPreviousPage: Boolean! startCursor: String endCursor: String }

input ImageTransformInput { maxWidth: Int maxHeight: Int crop: CropRegion scale: Int = 1 preferredContentType: ImageContentType }
type Image { id: ID altText: String url(transform: ImageTransformInput): URL! width: Int height: Int }
${connectionTypes('Image')}

type SelectedOption { name: String! value: String! }
input SelectedOptionInput { name: String! value: String! }
type ProductOption implements Node { id: ID! name: String! values: [String!]! }
type ProductPriceRange { minVariantPrice: MoneyV2! maxVariantPrice: MoneyV2! }

type ProductVariant implements Node {
  id: ID!
  title: String!
  sku: String
  availableForSale: Boolean!
  currentlyNotInStock: Boolean!
  quantityAvailable: Int
  requiresShipping: Boolean!
  price: MoneyV2!
  compareAtPrice: MoneyV2
  image: Image
  selectedOptions: [SelectedOption!]!
  product: Product!
}
${connectionTypes('ProductVariant')}

type Product implements Node {
  id: ID!
  handle: String!
  title: String!
  description(truncateAt: Int): String!
  descriptionHtml: HTML!
  productType: String!
  tags: [String!]!
  vendor: String!
  availableForSale: Boolean!
  totalInventory: Int
  createdAt: DateTime!
  updatedAt: DateTime!
  publishedAt: DateTime!
  featuredImage: Image
  images(${CONNECTION_ARGS}): ImageConnection!
  options(first: Int): [ProductOption!]!
  variants(${CONNECTION_ARGS}): ProductVariantConnection!
  variantBySelectedOptions(selectedOptions: [SelectedOptionInput!]!): ProductVariant
  priceRange: ProductPriceRange!
  compareAtPriceRange: ProductPriceRange!
}
${connectionTypes('Product')}

type Collection implements Node {
  id: ID!
  handle: String!
  title: String!
  description(truncateAt: Int): String!
  descriptionHtml: HTML!
  image: Image
  updatedAt: DateTime!
  products(${CONNECTION_ARGS}, sortKey: ProductCollectionSortKeys = COLLECTION_DEFAULT): ProductConnection!
}
${connectionTypes('Collection')}

type Attribute { key: String! value: String }
input AttributeInput { key: String! value: String! }
input CartLineInput { attributes: [AttributeInput!] merchandiseId: ID! quantity: Int = 1 sellingPlanId: ID }
input CartLineUpdateInput { attributes: [AttributeInput!] id: ID! merchandiseId: ID quantity: Int sellingPlanId: ID }
input CartBuyerIdentityInput { email: String phone: String countryCode: CountryCode customerAccessToken: String }
input CartInput { lines: [CartLineInput!] buyerIdentity: CartBuyerIdentityInput }

type CartBuyerIdentity { countryCode: CountryCode email: String phone: String customer: Customer }
type CartCost {
  totalAmount: MoneyV2!
  subtotalAmount: MoneyV2!
  totalTaxAmount: MoneyV2
  totalDutyAmount: MoneyV2
  checkoutChargeAmount: MoneyV2!
  totalAmountEstimated: Boolean!
  subtotalAmountEstimated: Boolean!
  totalTaxAmountEstimated: Boolean!
  totalDutyAmountEstimated: Boolean!
}
type CartLineCost { amountPerQuantity: MoneyV2! compareAtAmountPerQuantity: MoneyV2 subtotalAmount: MoneyV2! totalAmount: MoneyV2! }
union Merchandise = ProductVariant
interface BaseCartLine {${CART_LINE_FIELDS}}
type CartLine implements BaseCartLine & Node {${CART_LINE_FIELDS}}
${connectionTypes('BaseCartLine')}

type Cart implements Node {
  id: ID!
  checkoutUrl: URL!
  totalQuantity: Int!
  createdAt: DateTime!
  updatedAt: DateTime!
  buyerIdentity: CartBuyerIdentity!
  cost: CartCost!
  lines(${CONNECTION_ARGS}): BaseCartLineConnection!
}

type CartUserError { code: CartErrorCode field: [String!] message: String! }
type CartWarning { code: CartWarningCode! message: String! target: ID! }
type CartCreatePayload { cart: Cart userErrors: [CartUserError!]! warnings: [CartWarning!]! }
type CartLinesAddPayload { cart: Cart userErrors: [CartUserError!]! warnings: [CartWarning!]! }
type CartLinesUpdatePayload { cart: Cart userErrors: [CartUserError!]! warnings: [CartWarning!]! }
type CartLinesRemovePayload { cart: Cart userErrors: [CartUserError!]! warnings: [CartWarning!]! }
type CartBuyerIdentityUpdatePayload { cart: Cart userErrors: [CartUserError!]! warnings: [CartWarning!]! }

${CUSTOMER_TYPES_SDL}

type QueryRoot {
  cart(id: ID!): Cart
  product(id: ID, handle: String): Product
  products(${CONNECTION_ARGS}, sortKey: ProductSortKeys = ID, query: String): ProductConnection!
  collection(id: ID, handle: String): Collection
  collections(${CONNECTION_ARGS}, sortKey: CollectionSortKeys = ID, query: String): CollectionConnection!${CUSTOMER_QUERY_FIELDS}
}

type Mutation {
  cartCreate(input: CartInput = {}): CartCreatePayload
  cartLinesAdd(cartId: ID!, lines: [CartLineInput!]!): CartLinesAddPayload
  cartLinesUpdate(cartId: ID!, lines: [CartLineUpdateInput!]!): CartLinesUpdatePayload
  cartLinesRemove(cartId: ID!, lineIds: [ID!]!): CartLinesRemovePayload
  cartBuyerIdentityUpdate(cartId: ID!, buyerIdentity: CartBuyerIdentityInput!): CartBuyerIdentityUpdatePayload${CUSTOMER_MUTATION_FIELDS}
}

schema { query: QueryRoot mutation: Mutation }
`;
