import { EVENTS_S1A } from './events-s1a';
import { EVENTS_S1B } from './events-s1b';
import { EVENTS_S1C } from './events-s1c';
import { EVENTS_S2 } from './events-s2';
import { EVENTS_S3 } from './events-s3';

export const EVENTS = [...EVENTS_S1A, ...EVENTS_S1B, ...EVENTS_S1C, ...EVENTS_S2, ...EVENTS_S3];
