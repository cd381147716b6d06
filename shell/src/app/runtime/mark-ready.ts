/**
 * Marks the page as live once its body has hydrated or rendered. React hydrates the
 * page's Suspense boundary after the shell, so only the body knows; before that,
 * a navigation would update markup React has not taken over yet.
 */
export function markPageReady(): void {
  document.documentElement.dataset.ready = 'true';
}
