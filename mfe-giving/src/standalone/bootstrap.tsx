import { startStandaloneHost } from '@site/standalone-host';
import routes from '../app/routes';
import DonationPopup from '../features/donation-popup/components/donation-popup';

startStandaloneHost({ module: routes, widgets: [DonationPopup] });
