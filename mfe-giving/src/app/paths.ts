import { definePaths } from '@site/routing/paths';

/** Every path mfe-giving owns. Links, routes, the sitemap and the README read this table. */
export const paths = definePaths({
  // /donate shows the projects; /give is the form (and /donate-page redirects to it).
  donate: { path: '/donate', title: 'Support the series' },
  give: { path: '/give', title: 'Give' },
  donationProject: { path: '/donate/projects/:uid', title: 'Donation project' },
  languageDonations: { path: '/language-donations', title: 'Language projects' },
  languageDonationDetail: { path: '/language-donations/:uid', title: 'Language project' },
  recurringDonations: { path: '/recurring-donations', title: 'Recurring donations' },
  donationHistory: { path: '/donation-history', title: 'Donation history' },
  successDonation: { path: '/success-donation', title: 'Thank you for your gift' },
  donateTransaction: { path: '/donate-transactions/:id', title: 'Donation' },
});
