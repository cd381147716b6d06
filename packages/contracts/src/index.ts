export type * from './events';
export type * from './remote';
export type * from './app-state';
export type * from './page-data';
export type * from './generator';
