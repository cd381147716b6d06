/**
 * Marks the page as live once its body has hydrated or rendered. React hydrates the
 * page's Suspense boundary after the shell, so only the body knows; before that,
 * a navigation would update markup React has not taken over yet.
 */
export function markPageReady(): void {
  markStart('ready');
  document.documentElement.dataset.ready = 'true';
}

/**
 * A User Timing mark of the start's phases (site:start, site:react, site:registry, site:page-code,
 * site:hydrate, site:ready), so a trace or `bench/first-tap.mjs` (DETAIL=1) shows where a first
 * tap's time went. Once each per page.
 */
export function markStart(phase: string): void {
  const name = `site:${phase}`;
  if (typeof performance?.mark === 'function' && !performance.getEntriesByName(name).length)
    performance.mark(name);
}
