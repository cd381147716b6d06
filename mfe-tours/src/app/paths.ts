import { definePaths } from '@site/routing/paths';

/** Every path mfe-tours owns. Links, routes, the sitemap and the README read this table. */
export const paths = definePaths({
  comingSoon: { path: '/tours/coming-soon', title: 'Tours coming soon' },
  index: { path: '/tours/upcoming', title: 'Tours' },
  bookingConfirmed: { path: '/tours/booking-confirmed', title: 'Booking confirmed' },
  cancellations: { path: '/tours/cancellations', title: 'Tour cancellations' },
  payments: { path: '/tours/payments', title: 'Tour payments' },
  participationInterest: { path: '/tours/participation-interest', title: 'Register your interest' },
  details: { path: '/tours/:uid', title: 'Tour' },
  booking: { path: '/tours/:uid/booking', title: 'Book a tour' },
});
