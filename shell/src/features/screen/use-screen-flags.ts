import { useEffect } from 'react';
import { appState } from '@site/app-state';
import { NARROW_QUERY, nextScrollingDown, watchMediaQuery } from '@site/ui/breakpoints';
import { initScrollReveal } from './scroll-reveal';

/** Keeps the narrow-screen flag and the scroll position and direction (spec §4) in app state, and starts the scroll reveal. */
export function useScreenFlags(): void {
  useEffect(() => {
    const stopMedia = watchMediaQuery(window.matchMedia.bind(window), NARROW_QUERY, (isNarrow) =>
      appState.setState({ isNarrow }),
    );
    let frame = 0;
    let lastY = window.scrollY;
    const onScroll = () => {
      if (frame) return;
      // One update per frame, however many scroll events arrive.
      frame = requestAnimationFrame(() => {
        frame = 0;
        const y = window.scrollY;
        const scrollingDown = nextScrollingDown(lastY, y, appState.getState().scrollingDown);
        lastY = y;
        appState.setState({ scrollPosition: y, scrollingDown });
      });
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    // Once per page (spec §9); it reads the scroll direction kept just above.
    if (typeof IntersectionObserver === 'function')
      initScrollReveal({
        document,
        matchMedia: window.matchMedia.bind(window),
        IntersectionObserver,
        MutationObserver,
        scrollingDown: () => appState.getState().scrollingDown,
      });
    return () => {
      stopMedia();
      window.removeEventListener('scroll', onScroll);
      cancelAnimationFrame(frame);
    };
  }, []);
}
