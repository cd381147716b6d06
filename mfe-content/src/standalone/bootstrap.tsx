import { startStandaloneHost } from '@site/standalone-host';
import routes from '../app/routes';
import SearchBox from '../features/search/components/search-box';

startStandaloneHost({ module: routes, widgets: [SearchBox] });
