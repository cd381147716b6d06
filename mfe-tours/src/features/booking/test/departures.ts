import type { Departure } from '../api/booking-types';

export const usd = (amount: string) => ({ amount, currencyCode: 'USD' });

/**
 * An open departure of britains-reformers as the API answers it, for the booking page's and the
 * booking machine's tests: 12 of 20 seats left, a pre-tour extension, a $500 deposit a person,
 * three visitors on the waitlist.
 */
export const departure = (over: Partial<Departure> = {}): Departure => ({
  id: 'britains-reformers-2027-05-09',
  tourUid: 'britains-reformers',
  tourTitle: "Britain's Reformers",
  startsOn: '2027-05-09',
  status: 'OPEN',
  seatsTotal: 20,
  seatsLeft: 12,
  fewSeatsLeft: false,
  singleRoomsLeft: 6,
  doubleRoomsLeft: 6,
  priceSingle: usd('2980.00'),
  priceDouble: usd('2490.00'),
  preExtension: {
    title: "Tyndale's Gloucestershire",
    startsOn: '2027-05-07',
    priceSingle: usd('420.00'),
    priceDouble: usd('350.00'),
  },
  postExtension: null,
  depositPerPerson: usd('500.00'),
  balanceDueOn: '2027-02-08',
  fullPaymentAtBooking: false,
  cancellationPolicy: [
    {
      minDaysBefore: 90,
      refundPercent: 100,
      keepsDeposit: true,
      description: 'More than 90 days before: all but the deposit.',
    },
  ],
  waitlistCount: 3,
  ...over,
});
