// The one script a page loads first (under 1 kB). A page rendered at build time is already readable,
// so the app (static/main.js: React, the federation runtime, the page's area) starts only at the
// visitor's first interaction: a visitor who only reads downloads nothing more. Presses made before
// the app is live are replayed once it is (features/start). A page with nothing prerendered starts
// the app at once.
import { holdEarlyActions } from './features/start/early-actions';
import { firstInteraction } from './features/start/start-moment';

function loadApp(src: string, onError: () => void) {
  const script = document.createElement('script');
  script.src = src;
  script.onerror = onError;
  document.body.append(script);
}

const me = document.currentScript;
const main = me instanceof HTMLScriptElement ? me.dataset.main : undefined;
if (!main) throw new Error('boot: the script tag has no data-main');
if (!document.getElementById('root')?.hasChildNodes()) {
  loadApp(main, () => {});
} else {
  document.documentElement.dataset.start = 'deferred';
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    loadApp(main, () => early.release(false));
  };
  const early = holdEarlyActions(document, start);
  void firstInteraction(window).then(start);
}
