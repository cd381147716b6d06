// The breakpoints and the media-query helpers, whole.
export * from './breakpoints';
