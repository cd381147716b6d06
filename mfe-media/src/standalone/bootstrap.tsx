import { startStandaloneHost } from '@site/standalone-host';
import routes from '../app/routes';
import AudioPlayer from '../features/audio/components/audio-player';

startStandaloneHost({ module: routes, widgets: [AudioPlayer] });
