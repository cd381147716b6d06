import { startStandaloneHost } from '@site/standalone-host';
import routes from '../app/routes';

startStandaloneHost({ module: routes });
