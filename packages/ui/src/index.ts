export {
  breakpoints,
  mediaUp,
  NARROW_QUERY,
  nextScrollingDown,
  watchMediaQuery,
} from './breakpoints';
export type { Breakpoint } from './breakpoints';
