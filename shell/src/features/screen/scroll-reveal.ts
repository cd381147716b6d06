/*
 * The scroll-animation facility (spec §3, §9: initialised once). Elements marked `data-reveal`
 * (content sections) that start below the screen fade in as they are scrolled to, rising when the
 * visitor scrolls down and dropping in when they scroll up (the scroll direction of the shared app
 * state). Nothing is ever hidden that was on screen at load, nothing without JavaScript, and nothing
 * at all under `prefers-reduced-motion: reduce`. Opacity and transform only, so no layout moves.
 */

export const REVEAL_SELECTOR = '[data-reveal]';
const PENDING = 'reveal-pending';
const SHOWN = 'is-revealed';

export interface RevealDeps {
  document: Document;
  matchMedia: (query: string) => { matches: boolean };
  IntersectionObserver: typeof IntersectionObserver;
  MutationObserver: typeof MutationObserver;
  /** True while the visitor scrolls down (app state `scrollingDown`). */
  scrollingDown: () => boolean;
}

let stop: (() => void) | null = null;

/** Starts the facility once per page; later calls return the first call's stop function. */
export function initScrollReveal(deps: RevealDeps): () => void {
  if (stop) return stop;
  if (deps.matchMedia('(prefers-reduced-motion: reduce)').matches) {
    stop = () => undefined;
    return stop;
  }
  const seen = new WeakSet<Element>();
  const intersections = new deps.IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        const el = entry.target as HTMLElement;
        const first = !seen.has(el);
        seen.add(el);
        if (entry.isIntersecting) {
          // On screen at its first sighting: shown as it is, no animation.
          if (!first) el.dataset.revealFrom = deps.scrollingDown() ? 'below' : 'above';
          el.classList.remove(PENDING);
          el.classList.add(SHOWN);
          intersections.unobserve(el);
        } else if (first) {
          el.classList.add(PENDING);
        }
      }
    },
    { rootMargin: '0px 0px -8% 0px' },
  );
  const watch = (root: ParentNode) => {
    const found = root instanceof Element && root.matches(REVEAL_SELECTOR) ? [root] : [];
    for (const el of [...found, ...root.querySelectorAll(REVEAL_SELECTOR)]) {
      if (!el.classList.contains(SHOWN) && !seen.has(el)) intersections.observe(el);
    }
  };
  watch(deps.document);
  // Client navigation brings new sections.
  const mutations = new deps.MutationObserver((records) => {
    for (const record of records)
      for (const node of record.addedNodes) if (node.nodeType === 1) watch(node as Element);
  });
  mutations.observe(deps.document.body, { childList: true, subtree: true });
  stop = () => {
    intersections.disconnect();
    mutations.disconnect();
  };
  return stop;
}

/** For tests: forget the started facility. */
export function resetScrollRevealForTests(): void {
  stop?.();
  stop = null;
}
