import { useCallback, useEffect, useState, type RefObject } from 'react';
import { BAR_OFFSET, FIRST_VIEW } from '../lib/timeline-layout';
/** Drawn beyond the window on each side, so a short scroll or an arrow key never meets an empty axis. */
const OVERSCAN = 800;
/** The drawn stretch moves in steps this long: scrolling re-renders a few times a screen, not every frame. */
const STEP = 400;

/**
 * The part of the axis (px from its top) worth drawing, following the window's scroll and size.
 * Reads layout once per animation frame at most; the page itself scrolls, no inner scroller.
 */
export function useAxisView(axis: RefObject<HTMLElement | null>) {
  const [view, setView] = useState<{ top: number; bottom: number }>(FIRST_VIEW);
  useEffect(() => {
    let frame = 0;
    const measure = () => {
      frame = 0;
      const el = axis.current;
      if (!el) return;
      const top = -el.getBoundingClientRect().top;
      const from = Math.max(0, Math.floor((top - OVERSCAN) / STEP) * STEP);
      const to = Math.ceil((top + window.innerHeight + OVERSCAN) / STEP) * STEP;
      setView((v) => (v.top === from && v.bottom === to ? v : { top: from, bottom: to }));
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(measure);
    };
    measure();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    return () => {
      if (frame) cancelAnimationFrame(frame);
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
    };
  }, [axis]);

  /** The axis position at the top edge of the window, under the sticky bar (negative above the axis). */
  const axisScrollTop = useCallback(() => {
    const el = axis.current;
    return el ? BAR_OFFSET - el.getBoundingClientRect().top : 0;
  }, [axis]);

  const scrollAxisTo = useCallback(
    (y: number) => {
      const el = axis.current;
      if (!el) return;
      window.scrollTo({
        top: Math.max(0, window.scrollY + el.getBoundingClientRect().top + y - BAR_OFFSET - 8),
      });
    },
    [axis],
  );

  return { view, axisScrollTop, scrollAxisTo };
}
