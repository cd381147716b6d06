import { CONNECTION_ARGS, connectionTypes } from './connection-sdl';

/**
 * The Storefront 2024-04 `Customer.orders` types, in Shopify's names and shapes (added to
 * customer-sdl.ts). Only the fields this shop can answer truthfully; others are unknown here.
 */
export const ORDER_TYPES_SDL = `
enum OrderSortKeys { ID PROCESSED_AT TOTAL_PRICE }
type Order implements Node {
  id: ID!
  name: String!
  orderNumber: Int!
  processedAt: DateTime!
  email: String
  currencyCode: CurrencyCode!
  subtotalPrice: MoneyV2
  totalTax: MoneyV2
  totalDuty: MoneyV2
  totalPrice: MoneyV2!
  statusUrl: URL!
  shippingAddress: MailingAddress
  lineItems(${CONNECTION_ARGS}): OrderLineItemConnection!
}
${connectionTypes('Order', 'totalCount: UnsignedInt64!')}
type OrderLineItem {
  title: String!
  quantity: Int!
  currentQuantity: Int!
  variantTitle: String
  originalTotalPrice: MoneyV2!
  discountedTotalPrice: MoneyV2!
}
${connectionTypes('OrderLineItem')}
type MailingAddress implements Node {
  id: ID!
  firstName: String
  lastName: String
  name: String
  address1: String
  address2: String
  city: String
  province: String
  zip: String
  countryCodeV2: CountryCode
  phone: String
  formatted(withName: Boolean = false, withCompany: Boolean = true): [String!]!
}
scalar UnsignedInt64
`;

export const CUSTOMER_ORDERS_FIELD = `
  orders(${CONNECTION_ARGS}, sortKey: OrderSortKeys = ID): OrderConnection!`;
