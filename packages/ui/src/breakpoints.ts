/** UI breakpoints in px (spec §9). */
export const breakpoints = { xs: 0, sm: 600, md: 900, lg: 1200, xl: 1536 } as const;
export type Breakpoint = keyof typeof breakpoints;

/** The narrow-screen flag follows this query (spec §4 "Scroll and screen"). */
export const NARROW_QUERY = '(max-width: 768px)';

export function mediaUp(bp: Breakpoint): string {
  return `(min-width: ${breakpoints[bp]}px)`;
}

type MatchMedia = (
  query: string,
) => Pick<MediaQueryList, 'matches' | 'addEventListener' | 'removeEventListener'>;

/**
 * Calls `onChange` with the query's current value, then on every change
 * (resize, rotation). Returns the cleanup.
 */
export function watchMediaQuery(
  matchMedia: MatchMedia,
  query: string,
  onChange: (matches: boolean) => void,
): () => void {
  const list = matchMedia(query);
  const listener = (event: { matches: boolean }) => onChange(event.matches);
  onChange(list.matches);
  list.addEventListener('change', listener);
  return () => list.removeEventListener('change', listener);
}

/**
 * Scroll direction (spec §4): true while scrolling down, false while scrolling up.
 * An unchanged position keeps the previous direction.
 */
export function nextScrollingDown(previousY: number, y: number, wasDown: boolean): boolean {
  if (y === previousY) return wasDown;
  return y > previousY;
}
