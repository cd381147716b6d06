// The one script a page loads first (about 1 kB). A page rendered at build time is already
// readable, so the app (static/main.js: React, the federation runtime, the page's area) starts
// at the visitor's first interaction or when the browser is idle, never in the way of the first
// paint; presses made before it is live are replayed (features/start). A page with nothing
// prerendered starts the app at once.
import { holdEarlyActions } from './features/start/early-actions';
import { firstInteractionOrIdle } from './features/start/start-moment';

function startApp(src: string, onError: () => void) {
  const script = document.createElement('script');
  script.src = src;
  script.onerror = onError;
  document.body.append(script);
}

const me = document.currentScript;
const main = me instanceof HTMLScriptElement ? me.dataset.main : undefined;
if (!main) throw new Error('boot: the script tag has no data-main');
if (!document.getElementById('root')?.hasChildNodes()) {
  startApp(main, () => {});
} else {
  document.documentElement.dataset.start = 'deferred';
  const early = holdEarlyActions(document);
  void firstInteractionOrIdle(window).then(() => startApp(main, () => early.release(false)));
}
