import {
  breakpoints,
  mediaUp,
  NARROW_QUERY,
  nextScrollingDown,
  watchMediaQuery,
} from './breakpoints';

function fakeMatchMedia(initial: boolean) {
  const listeners = new Set<(e: { matches: boolean }) => void>();
  const queries: string[] = [];
  const matchMedia = (query: string) => {
    queries.push(query);
    return {
      matches: initial,
      addEventListener: (_: string, l: (e: { matches: boolean }) => void) => listeners.add(l),
      removeEventListener: (_: string, l: (e: { matches: boolean }) => void) => listeners.delete(l),
    };
  };
  const resize = (matches: boolean) => listeners.forEach((l) => l({ matches }));
  return { matchMedia: matchMedia as never, resize, listeners, queries };
}

describe('breakpoints', () => {
  it('match spec §9', () => {
    expect(breakpoints).toEqual({ xs: 0, sm: 600, md: 900, lg: 1200, xl: 1536 });
    expect(mediaUp('md')).toBe('(min-width: 900px)');
    expect(NARROW_QUERY).toBe('(max-width: 768px)');
  });

  it('the narrow flag takes the current value, follows resizes, and stops after cleanup', () => {
    const media = fakeMatchMedia(true);
    const seen: boolean[] = [];
    const stop = watchMediaQuery(media.matchMedia, NARROW_QUERY, (m) => seen.push(m));
    media.resize(false);
    media.resize(true);
    stop();
    media.resize(false);
    expect(media.queries).toEqual(['(max-width: 768px)']);
    expect(seen).toEqual([true, false, true]);
    expect(media.listeners.size).toBe(0);
  });

  it('scroll direction is true going down, false going up, unchanged when still', () => {
    expect(nextScrollingDown(0, 120, false)).toBe(true);
    expect(nextScrollingDown(120, 40, true)).toBe(false);
    expect(nextScrollingDown(40, 40, false)).toBe(false);
    expect(nextScrollingDown(40, 40, true)).toBe(true);
  });
});
