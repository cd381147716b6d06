export type * from './events';
export type * from './remote';
export type * from './app-state';
export type * from './page-data';
export type * from './generator';
export { AREA_EXPOSES, EXPOSED_BY_EVERY_AREA } from './exposes';
export { BUS_EVENT_NAMES } from './bus-event-names';
