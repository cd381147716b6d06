import { CUSTOMER_ORDERS_FIELD, ORDER_TYPES_SDL } from './order-sdl';

/** The Storefront 2024-04 customer types and operations, in Shopify's names (added to schema-sdl.ts). */
export const CUSTOMER_TYPES_SDL = `
enum CustomerErrorCode {
  ALREADY_ENABLED BAD_DOMAIN BLANK CONTAINS_HTML_TAGS CONTAINS_URL CUSTOMER_DISABLED INVALID
  INVALID_MULTIPASS_REQUEST NOT_FOUND PASSWORD_STARTS_OR_ENDS_WITH_WHITESPACE TAKEN TOKEN_INVALID TOO_LONG
  TOO_SHORT UNIDENTIFIED_CUSTOMER
}
type CustomerUserError { code: CustomerErrorCode field: [String!] message: String! }
type UserError { field: [String!] message: String! }

type Customer implements Node {
  id: ID!
  firstName: String
  lastName: String
  displayName: String!
  email: String
  phone: String
  acceptsMarketing: Boolean!
  createdAt: DateTime!
  updatedAt: DateTime!${CUSTOMER_ORDERS_FIELD}
}
${ORDER_TYPES_SDL}
type CustomerAccessToken { accessToken: String! expiresAt: DateTime! }

input CustomerCreateInput { firstName: String lastName: String email: String! phone: String password: String! acceptsMarketing: Boolean }
input CustomerUpdateInput { firstName: String lastName: String email: String phone: String password: String acceptsMarketing: Boolean }
input CustomerAccessTokenCreateInput { email: String! password: String! }
input CustomerResetInput { resetToken: String! password: String! }

type CustomerCreatePayload { customer: Customer customerUserErrors: [CustomerUserError!]! userErrors: [UserError!]! }
type CustomerAccessTokenCreatePayload {
  customerAccessToken: CustomerAccessToken
  customerUserErrors: [CustomerUserError!]!
  userErrors: [UserError!]!
}
type CustomerAccessTokenRenewPayload { customerAccessToken: CustomerAccessToken userErrors: [UserError!]! }
type CustomerAccessTokenDeletePayload { deletedAccessToken: String deletedCustomerAccessTokenId: String userErrors: [UserError!]! }
type CustomerRecoverPayload { customerUserErrors: [CustomerUserError!]! userErrors: [UserError!]! }
type CustomerResetPayload {
  customer: Customer
  customerAccessToken: CustomerAccessToken
  customerUserErrors: [CustomerUserError!]!
  userErrors: [UserError!]!
}
type CustomerResetByUrlPayload {
  customer: Customer
  customerAccessToken: CustomerAccessToken
  customerUserErrors: [CustomerUserError!]!
  userErrors: [UserError!]!
}
type CustomerUpdatePayload {
  customer: Customer
  customerAccessToken: CustomerAccessToken
  customerUserErrors: [CustomerUserError!]!
  userErrors: [UserError!]!
}
`;

export const CUSTOMER_QUERY_FIELDS = `
  customer(customerAccessToken: String!): Customer`;

export const CUSTOMER_MUTATION_FIELDS = `
  customerCreate(input: CustomerCreateInput!): CustomerCreatePayload
  customerAccessTokenCreate(input: CustomerAccessTokenCreateInput!): CustomerAccessTokenCreatePayload
  customerAccessTokenRenew(customerAccessToken: String!): CustomerAccessTokenRenewPayload
  customerAccessTokenDelete(customerAccessToken: String!): CustomerAccessTokenDeletePayload
  customerRecover(email: String!): CustomerRecoverPayload
  customerReset(id: ID!, input: CustomerResetInput!): CustomerResetPayload
  customerResetByUrl(resetUrl: URL!, password: String!): CustomerResetByUrlPayload
  customerUpdate(customerAccessToken: String!, customer: CustomerUpdateInput!): CustomerUpdatePayload`;
