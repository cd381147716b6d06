/*
 * The giving part of the product GraphQL (spec §7.1, issue 16): the contract between packages/api
 * and mfe-giving. Money crosses the edge as decimal strings with a currency code (Shopify's MoneyV2
 * shape); inside it is integer minor units. Change it only in step with mfe-giving.
 *
 * Project ids: a donation project is its donation_project_details uid ("season-4-production");
 * a language project is "language-" + the slug of its language_name ("language-spanish").
 */
export const GIVING_SDL = `
enum DonationFrequency { ONE_OFF MONTHLY YEARLY }
enum DonationStatus { SUCCEEDED REFUNDED }
enum RecurringStatus { ACTIVE PAUSED PAST_DUE CANCELLED }
enum GivingProjectKind { PROJECT LANGUAGE }

type MoneyV2 { amount: String! currencyCode: String! }

"""Real donations to one project. The content's funds_raised (USD) is not included: the page adds it."""
type GivingProject {
  id: ID!
  kind: GivingProjectKind!
  title: String!
  """Goal from the content, in USD."""
  goal: MoneyV2
  """Succeeded, unrefunded donations, one entry per currency given in."""
  raised: [MoneyV2!]!
  donationCount: Int!
  """Donors who opted in, newest first: first name ("Anonymous" when it carries a link or an address) and country only; gifts hidden by ops are left out."""
  supporters(first: Int = 8): [Supporter!]!
}
type Supporter { firstName: String! country: String givenAt: String! }

"""What a gift costs, as the API will charge it (fees are their own line)."""
type DonationQuote { amount: MoneyV2! fee: MoneyV2! total: MoneyV2! }

type Donor { title: String firstName: String! lastName: String! email: String! country: String! }

"""One entry of the ledger: a one-off gift, or one charge of a recurring gift."""
type Donation {
  id: ID!
  """Human reference shown on receipts: random, e.g. D-7KQ4-M9XH-2RTB (gifts made before keep theirs, e.g. D-000042)."""
  reference: String!
  project: GivingProject!
  amount: MoneyV2!
  fee: MoneyV2!
  total: MoneyV2!
  frequency: DonationFrequency!
  status: DonationStatus!
  giftAid: Boolean!
  """UK basic-rate Gift Aid the charity can claim on amount (25%), when giftAid."""
  giftAidValue: MoneyV2
  donor: Donor!
  cardLast4: String!
  createdAt: String!
  """Absolute receipt link from PUBLIC_URL: /donate-transactions/<id>?token=<receipt token>."""
  receiptUrl: String!
  recurringDonation: RecurringDonation
}

type RecurringEvent { at: String! kind: String! message: String! }

type RecurringDonation {
  id: ID!
  project: GivingProject!
  frequency: DonationFrequency!
  amount: MoneyV2!
  fee: MoneyV2!
  status: RecurringStatus!
  """ISO timestamp of the next charge (or retry); null when paused or cancelled."""
  nextChargeAt: String
  cardLast4: String!
  cardExpiry: String!
  giftAid: Boolean!
  createdAt: String!
  """Every step, oldest first: charged, payment_failed, retry_scheduled, paused, resumed, amount_changed, card_changed, renewal_notice, cancelled."""
  events: [RecurringEvent!]!
  donations: [Donation!]!
  """Moves on with every change to the gift (the donor's, or a charge by the scheduler); every change names the version it was made to as expectedVersion."""
  version: Int!
}

type YearTotal { year: Int! total: MoneyV2! giftAid: MoneyV2! count: Int! }
type DonationHistory { donations: [Donation!]! yearlyTotals: [YearTotal!]! }

type GivingUserError {
  """Path to the input field, e.g. ["input", "donor", "email"]."""
  field: [String!]
  message: String!
  """INVALID, REQUIRED, UNKNOWN_PROJECT, UNSUPPORTED_CURRENCY, TOO_SMALL, TOO_LARGE, IDEMPOTENCY_KEY_REUSED, SIGN_IN_REQUIRED, CARD_DECLINED, INSUFFICIENT_FUNDS, EXPIRED_CARD, INVALID_NUMBER, AUTHENTICATION_REQUIRED, PROCESSING_ERROR, NOT_FOUND, INVALID_STATE, STALE (a recurring gift changed since the version named: nothing was changed, reload it), THROTTLED (too many gifts from one address, or too many declines from it or with the card: one message, nothing charged)"""
  code: String!
}

input CardInput { number: String! expMonth: Int! expYear: Int! cvc: String! name: String! }

input DonorInput {
  title: String
  firstName: String!
  lastName: String!
  email: String!
  """ISO 3166-1 alpha-2."""
  country: String!
  """House name or number and street; required with giftAid."""
  address: String
  """Required with giftAid (a UK postcode)."""
  postcode: String
}

input DonationInput {
  """Client-made, 16–100 of [A-Za-z0-9_-]; one key, one gift, whatever is retried."""
  idempotencyKey: String!
  projectId: ID!
  """Decimal in currency, e.g. "25" or "25.50"."""
  amount: String!
  """GBP, EUR, USD, CAD, AUD or NZD."""
  currency: String!
  frequency: DonationFrequency!
  coverFees: Boolean!
  """The HMRC declaration was ticked: GBP only, UK taxpayer with address and postcode."""
  giftAid: Boolean!
  """Show first name and country among the project's recent supporters. Names (title, first, last) may not carry a link or an e-mail address."""
  showAsSupporter: Boolean!
  donor: DonorInput!
  card: CardInput!
}

type DonatePayload {
  donation: Donation
  userErrors: [GivingUserError!]!
  """Set when the donor's bank must confirm a one-off gift first (3-D Secure); donation is null then."""
  authentication: PaymentAuthentication
}
type RecurringDonationPayload { recurringDonation: RecurringDonation userErrors: [GivingUserError!]! }

extend type Query {
  givingProjects(ids: [ID!]): [GivingProject!]!
  donationQuote(amount: String!, currency: String!, coverFees: Boolean!): DonationQuote
  """Its donor only: the signed-in customer who gave it, or the receipt token. Anything else is null, in the same time."""
  donation(id: ID!, token: String): Donation
  """The signed-in customer's gifts (null for a visitor)."""
  donationHistory(year: Int): DonationHistory
  myRecurringDonations: [RecurringDonation!]
}

extend type Mutation {
  """One-off gifts may be given as a visitor; MONTHLY and YEARLY need a signed-in customer."""
  donate(input: DonationInput!): DonatePayload!
  """Each change is made to the version of the gift the donor saw (RecurringDonation.version): another answers STALE and changes nothing."""
  recurringDonationUpdateAmount(id: ID!, expectedVersion: Int!, amount: String!, coverFees: Boolean!): RecurringDonationPayload!
  recurringDonationUpdateCard(id: ID!, expectedVersion: Int!, card: CardInput!): RecurringDonationPayload!
  recurringDonationPause(id: ID!, expectedVersion: Int!): RecurringDonationPayload!
  recurringDonationResume(id: ID!, expectedVersion: Int!): RecurringDonationPayload!
  recurringDonationCancel(id: ID!, expectedVersion: Int!): RecurringDonationPayload!
}
`;
