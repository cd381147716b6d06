import { useEffect, useState } from 'react';

/**
 * The height of a bar fixed to the bottom of the viewport (the audio player, another area's), or 0
 * while there is none: the donation bar docks above it, never over its buttons. The bar comes and
 * goes with client navigation and wraps at narrow widths, so it is looked up on DOM changes and
 * its size observed rather than read once.
 */
export function useFixedBarHeight(selector: string): number {
  const [height, setHeight] = useState(0);
  useEffect(() => {
    let bar: Element | null = null;
    const measure = () => setHeight(bar ? Math.ceil(bar.getBoundingClientRect().height) : 0);
    const sizes = typeof ResizeObserver === 'function' ? new ResizeObserver(measure) : null;
    const find = () => {
      const found = document.querySelector(selector);
      if (found === bar) return;
      if (bar) sizes?.unobserve(bar);
      bar = found;
      if (bar) sizes?.observe(bar);
      measure();
    };
    const changes = new MutationObserver(find);
    changes.observe(document.body, { childList: true, subtree: true });
    find();
    return () => {
      changes.disconnect();
      sizes?.disconnect();
    };
  }, [selector]);
  return height;
}
