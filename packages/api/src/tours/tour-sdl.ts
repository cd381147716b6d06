/*
 * The tours part of the product GraphQL (spec §7.1, issue 17): the contract between packages/api
 * and mfe-tours. Money crosses the edge as decimal strings with a currency code (MoneyV2, as giving);
 * inside it is integer minor units. Tour prices in the content have no currency: they are USD.
 *
 * A departure is one dated run of a tour, made from the CMS tour document (its tour_start_date and
 * prices) plus the seats and room inventory of configuration. Its id is "<tour uid>-<YYYY-MM-DD>".
 *
 * The booking flow: tourHoldCreate (seats held for 15 minutes) → tourHoldUpdate as the visitor
 * changes travellers or rooms → tourBook (charges the deposit, or the full amount when the tour
 * starts within the balance window). A booking is read with its access token (from the confirmation
 * link), by the signed-in customer who made it, or with a grant: its reference plus the e-mail it was
 * made with ask for a one-time code mailed to that address (tourBookingCodeRequest), and the code
 * gives a token that opens it for an hour (tourBookingCodeVerify). Reference and e-mail alone open
 * nothing.
 *
 * Per-client limits (issue 26): one visitor (address, e-mail, signed-in customer) holds at most 8
 * seats at once over all departures (HOLD_LIMIT); holds, mail forms, look-ups and codes are
 * throttled (THROTTLED); declined payments are counted, and past the limit a payment is refused
 * before the card is charged (THROTTLED).
 */
/** A traveller's fields, as a booking shows them (TourTraveller) and takes them (TravellerInput). */
const travellerFields = (dateOfBirthNote: string) => `
  firstName: String!
  lastName: String!
  """${dateOfBirthNote}"""
  dateOfBirth: String!
  email: String
  phone: String
  emergencyContactName: String!
  emergencyContactPhone: String!
  dietaryNotes: String
  accessibilityNotes: String
`;

export const TOUR_SDL = `
enum TourDepartureStatus {
  """Seats left and bookable."""
  OPEN
  """No seats left: join the waitlist."""
  FULL
  """Closed for booking by the operator or because it starts too soon."""
  CLOSED
  """Already started."""
  DEPARTED
}
enum TourBookingStatus {
  """The deposit is paid; the balance is due on balanceDueOn."""
  CONFIRMED
  """Paid in full."""
  PAID
  CANCELLED
}
enum RoomOccupancy { SINGLE DOUBLE }
enum TourLedgerKind { DEPOSIT BALANCE FULL REFUND }

"""One tier of the cancellation policy: cancelling at least minDaysBefore days before departure refunds refundPercent of the total price, less the deposit when keepsDeposit, less whatever of the price is still unpaid (never below 0, never more than was paid)."""
type CancellationTier { minDaysBefore: Int! refundPercent: Int! keepsDeposit: Boolean! description: String! }

type TourExtensionOffer {
  title: String!
  startsOn: String
  """Per person."""
  priceSingle: MoneyV2!
  """Per person, sharing a double room."""
  priceDouble: MoneyV2!
}

type TourDeparture {
  id: ID!
  tourUid: String!
  tourTitle: String!
  """YYYY-MM-DD"""
  startsOn: String!
  status: TourDepartureStatus!
  seatsTotal: Int!
  seatsLeft: Int!
  """True when seatsLeft is at or under the "few seats" mark (5)."""
  fewSeatsLeft: Boolean!
  singleRoomsLeft: Int!
  doubleRoomsLeft: Int!
  """Per person in a single room."""
  priceSingle: MoneyV2!
  """Per person sharing a double room."""
  priceDouble: MoneyV2!
  preExtension: TourExtensionOffer
  postExtension: TourExtensionOffer
  depositPerPerson: MoneyV2!
  """YYYY-MM-DD: the balance of a deposit booking is due then."""
  balanceDueOn: String!
  """The tour starts within the balance window: a booking now pays the full amount."""
  fullPaymentAtBooking: Boolean!
  cancellationPolicy: [CancellationTier!]!
  """People waiting for a seat."""
  waitlistCount: Int!
}

type TourHold {
  id: ID!
  """Secret for the holder; sent back with every change, the booking and the release."""
  token: String!
  departure: TourDeparture!
  travellers: Int!
  singleRooms: Int!
  doubleRooms: Int!
  """ISO timestamp; the seats are released then."""
  expiresAt: String!
}

type TourPriceLine { label: String! amount: MoneyV2! }

type TourTraveller {${travellerFields('YYYY-MM-DD')}  """Index into rooms."""
  room: Int!
}

type TourRoom { occupancy: RoomOccupancy! travellers: [Int!]! }

type TourLedgerLine { kind: TourLedgerKind! amount: MoneyV2! cardLast4: String createdAt: String! }

type TourCancellationQuote {
  daysBefore: Int!
  tier: CancellationTier
  """What cancelling now gives back."""
  refund: MoneyV2!
}

type TourBooking {
  id: ID!
  """Human reference, e.g. TB-7K3M9Q."""
  reference: String!
  status: TourBookingStatus!
  departure: TourDeparture!
  contactName: String!
  email: String!
  phone: String!
  travellers: [TourTraveller!]!
  rooms: [TourRoom!]!
  preExtension: Boolean!
  postExtension: Boolean!
  """The price breakdown, line by line; total is their sum."""
  lines: [TourPriceLine!]!
  total: MoneyV2!
  deposit: MoneyV2!
  paid: MoneyV2!
  refunded: MoneyV2!
  """What is still owed (zero when paid or cancelled)."""
  balance: MoneyV2!
  """YYYY-MM-DD; null when nothing more is due."""
  balanceDueOn: String
  """The tiers as they were when the booking was made: a later policy edit does not change them."""
  cancellationPolicy: [CancellationTier!]!
  """Null when cancelled."""
  cancellationQuote: TourCancellationQuote
  ledger: [TourLedgerLine!]!
  """Absolute links from PUBLIC_URL, each carrying the booking's access token."""
  confirmationUrl: String!
  paymentUrl: String!
  calendarUrl: String!
  bookletUrl: String
  preExtensionBookletUrl: String
  createdAt: String!
  cancelledAt: String
}

"""What a booking would cost, before it is made (the review step shows it)."""
type TourQuote {
  lines: [TourPriceLine!]!
  total: MoneyV2!
  deposit: MoneyV2!
  """Charged at booking: the deposit, or the total when fullPaymentAtBooking."""
  dueNow: MoneyV2!
  """Left to pay after booking."""
  balance: MoneyV2!
  """YYYY-MM-DD; null when nothing is left to pay."""
  balanceDueOn: String
}

input TourQuoteInput { departureId: ID! rooms: [TourRoomInput!]! preExtension: Boolean! postExtension: Boolean! }

type TourWaitlistEntry { id: ID! departure: TourDeparture! travellers: Int! position: Int! createdAt: String! }

type TourUserError {
  """Path to the input field, e.g. ["input", "travellers", "0", "dateOfBirth"]."""
  field: [String!]
  message: String!
  """INVALID, REQUIRED, UNKNOWN_DEPARTURE, SOLD_OUT, ROOMS_SOLD_OUT, NOT_BOOKABLE, HOLD_EXPIRED, HOLD_NOT_FOUND, IDEMPOTENCY_KEY_REUSED, NOT_FOUND, NOTHING_DUE, ALREADY_CANCELLED, REFUND_CHANGED, ALREADY_WAITING, WAITLIST_LIMIT, HOLD_LIMIT, CARD_DECLINED, INSUFFICIENT_FUNDS, EXPIRED_CARD, INVALID_NUMBER, AUTHENTICATION_REQUIRED, PROCESSING_ERROR, INVALID_CODE, CODE_EXPIRED, THROTTLED"""
  code: String!
}

input TourHoldInput {
  departureId: ID!
  """1–8."""
  travellers: Int!
  singleRooms: Int!
  doubleRooms: Int!
  """From a waitlist offer e-mail: takes up the seats held for that offer."""
  offerToken: String
}

input TourHoldUpdateInput { holdId: ID! token: String! travellers: Int! singleRooms: Int! doubleRooms: Int! }

input TravellerInput {${travellerFields('YYYY-MM-DD; the traveller must be 0–110 years old on the start date.')}}

input TourRoomInput {
  occupancy: RoomOccupancy!
  """Indexes into travellers: one for SINGLE, two for DOUBLE; every traveller in exactly one room."""
  travellers: [Int!]!
}

input TourContactInput { name: String! email: String! phone: String! }

input TourBookingInput {
  """Client-made, 16–100 of [A-Za-z0-9_-]; one key, one booking, whatever is retried."""
  idempotencyKey: String!
  holdId: ID!
  holdToken: String!
  contact: TourContactInput!
  travellers: [TravellerInput!]!
  rooms: [TourRoomInput!]!
  preExtension: Boolean!
  postExtension: Boolean!
  """The visitor ticked that they accept the cancellation policy shown."""
  acceptPolicy: Boolean!
  card: CardInput!
}

"""How a booking is opened without signing in: its reference with the access token of its link, or with the token of a grant (tourBookingCodeVerify). An e-mail alone opens nothing."""
input TourBookingAccess { reference: String! email: String token: String }

input TourBookingCodeRequestInput { reference: String! """The e-mail the booking was made with; the code goes to the booking's address.""" email: String! }
input TourBookingCodeInput { reference: String! """The 6 digits from the e-mail.""" code: String! }

type TourBookingCodePayload {
  sent: Boolean!
  """ISO timestamp; the code lapses then (10 minutes). It works once, with 5 tries."""
  expiresAt: String
  userErrors: [TourUserError!]!
}
"""Opens the booking as its link's token does, until expiresAt (an hour): pass token in TourBookingAccess."""
type TourBookingGrant { reference: String! token: String! expiresAt: String! }
type TourBookingCodeVerifyPayload { access: TourBookingGrant userErrors: [TourUserError!]! }

input TourBalanceInput { idempotencyKey: String! access: TourBookingAccess! card: CardInput! }

input TourCancelInput {
  access: TourBookingAccess!
  """The refund the visitor was shown (decimal); if the tier changed since, nothing is cancelled and REFUND_CHANGED is answered."""
  expectedRefund: String!
}

input TourWaitlistInput { departureId: ID! name: String! email: String! travellers: Int! }

input TourInterestInput {
  name: String!
  email: String!
  phone: String
  """One of tour_form's age_range entries."""
  ageRange: String!
  """Some of tour_form's locations."""
  locations: [String!]!
  """Tour uids the person is interested in."""
  tours: [String!]!
  """How many would travel, 1–20."""
  partySize: Int!
  message: String
}

type TourQuotePayload { quote: TourQuote userErrors: [TourUserError!]! }
type TourHoldPayload { hold: TourHold userErrors: [TourUserError!]! }
type TourBookingPayload {
  booking: TourBooking
  userErrors: [TourUserError!]!
  """Set when the traveller's bank must confirm the payment first (3-D Secure); booking is null then."""
  authentication: PaymentAuthentication
}
type TourHoldReleasePayload { released: Boolean! userErrors: [TourUserError!]! }
type TourWaitlistPayload { entry: TourWaitlistEntry userErrors: [TourUserError!]! }
type TourInterestPayload { received: Boolean! userErrors: [TourUserError!]! }

extend type Query {
  """Departures of the given tours (all when null), by start date."""
  tourDepartures(tourUids: [String!]): [TourDeparture!]!
  tourDeparture(id: ID!): TourDeparture
  """The hold with its token; null when unknown, released or expired."""
  tourHold(id: ID!, token: String!): TourHold
  """The booking, for its signed-in owner or with its token (link or grant); null otherwise, in the same time. Look-ups are throttled per address and per e-mail (THROTTLED error)."""
  tourBooking(access: TourBookingAccess!): TourBooking
  """The signed-in customer's bookings, newest first (null for a visitor)."""
  myTourBookings: [TourBooking!]
  """The price breakdown of a booking-to-be; rooms are checked as tourBook checks them."""
  tourQuote(input: TourQuoteInput!): TourQuotePayload!
  """The policy new bookings get."""
  tourCancellationPolicy: [CancellationTier!]!
}

extend type Mutation {
  tourHoldCreate(input: TourHoldInput!): TourHoldPayload!
  tourHoldUpdate(input: TourHoldUpdateInput!): TourHoldPayload!
  tourHoldRelease(holdId: ID!, token: String!): TourHoldReleasePayload!
  tourBook(input: TourBookingInput!): TourBookingPayload!
  tourPayBalance(input: TourBalanceInput!): TourBookingPayload!
  tourBookingCancel(input: TourCancelInput!): TourBookingPayload!
  tourWaitlistJoin(input: TourWaitlistInput!): TourWaitlistPayload!
  tourInterestSubmit(input: TourInterestInput!): TourInterestPayload!
  """Mails a one-time code to the booking's address when the reference and e-mail match it."""
  tourBookingCodeRequest(input: TourBookingCodeRequestInput!): TourBookingCodePayload!
  """The mailed code, once, for a grant that opens the booking (personal details, paying, cancelling)."""
  tourBookingCodeVerify(input: TourBookingCodeInput!): TourBookingCodeVerifyPayload!
}
`;
