import { type PageModule, routesModule } from '@site/contracts/remote';
import { routeInfo } from './route-info';

// Every page is its own lazy chunk.
const pages: Record<string, () => Promise<PageModule>> = {};
// The public, prerendered pages (issue 16).
pages['giving.donate'] = () => import('../features/projects/components/donate-page');
pages['giving.donationProject'] = () => import('../features/projects/components/project-page');
pages['giving.languageDonations'] = () =>
  import('../features/language-projects/components/language-donations-page');
pages['giving.languageDonationDetail'] = () =>
  import('../features/language-projects/components/language-project-page');
// The donation form and the donor's own pages (issue 16).
pages['giving.give'] = () => import('../features/give/components/give-page');
pages['giving.successDonation'] = () => import('../features/donor/components/success-page');
pages['giving.donateTransaction'] = () => import('../features/donor/components/transaction-page');
pages['giving.recurringDonations'] = () => import('../features/donor/components/recurring-page');
pages['giving.donationHistory'] = () => import('../features/donor/components/history-page');

// A route without its page (or a page without its route) fails the build.
export default routesModule('giving', routeInfo, pages);
