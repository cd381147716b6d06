import type { TourInfo } from '../tours/tour-catalogue';

/**
 * A ten-day tour from Geneva without extensions, priced as the tours suites expect (3650.00 single,
 * 3090.00 double a traveller); `over` changes what a suite needs otherwise.
 */
export const testTour = (
  uid: string,
  startsOn: string,
  over: Partial<TourInfo> = {},
): TourInfo => ({
  uid,
  title: uid.replace(/-/g, ' '),
  startsOn,
  days: 10,
  priceSingle: 365_000,
  priceDouble: 309_000,
  pre: null,
  post: null,
  emailText: null,
  bookletUrl: null,
  timezone: 'Europe/Paris',
  meetingPoint: 'Geneva',
  ...over,
});

/** A card the embedded provider accepts (4242…) unless told another number, valid for three years. */
export const tourCard = (number = '4242424242424242', over: Record<string, unknown> = {}) => ({
  number,
  expMonth: 12,
  expYear: new Date().getUTCFullYear() + 3,
  cvc: '123',
  name: 'M Luther',
  ...over,
});

/** A traveller of the Luther household with every field a booking asks for. */
export const traveller = (firstName: string, over: Record<string, unknown> = {}) => ({
  firstName,
  lastName: 'Luther',
  dateOfBirth: '1970-11-10',
  email: `${firstName.toLowerCase()}@example.org`,
  phone: '+49 3491 0000',
  emergencyContactName: 'Philipp Melanchthon',
  emergencyContactPhone: '+49 3491 1111',
  dietaryNotes: null,
  accessibilityNotes: null,
  ...over,
});

/**
 * The input of a booking on hold `h` (its id and token as the API answered them) under
 * `idempotencyKey`: Martin Luther as the contact, one traveller in a single room, no extensions,
 * the policy accepted and the test card; `over` changes what a test needs otherwise.
 */
export const tourBookingInput = (
  idempotencyKey: string,
  h: Record<string, unknown>,
  over: Record<string, unknown> = {},
) => ({
  idempotencyKey,
  holdId: h.id,
  holdToken: h.token,
  contact: { name: 'Martin Luther', email: 'martin@example.org', phone: '+49 3491 0000' },
  travellers: [traveller('Martin')],
  rooms: [{ occupancy: 'SINGLE', travellers: [0] }],
  preExtension: false,
  postExtension: false,
  acceptPolicy: true,
  card: tourCard(),
  ...over,
});
