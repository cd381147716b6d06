export type * from './events';
export type * from './remote';
export type * from './app-state';
