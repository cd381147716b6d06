import { type ProductGraphqlArea, productGraphqlArea } from '../product-graphql';

/** The product GraphQL's types shared by every area that takes a card (gifts, bookings, balances). */
export const PAYMENT_SDL = `
"""
The payer's bank wants to confirm the payment (3-D Secure): nothing is charged yet. Show challengeUrl
in a frame; when the page there posts its \`payment-challenge\` message to the window, send the same
mutation again with the same idempotencyKey, which answers the payment's outcome.
"""
type PaymentAuthentication {
  """A path on this site (the embedded provider), or the configured provider's https address."""
  challengeUrl: String!
}
`;

/** The payment types as an area of the product GraphQL (registered by compose/product-graphql.ts). */
export const paymentGraphqlArea: ProductGraphqlArea = productGraphqlArea({
  sdl: PAYMENT_SDL,
  resolvers: {},
});
