// The one script a page loads first (under 1 kB). A page rendered at build time is already readable,
// so the app (static/main.js: React, the federation runtime, the page's area) waits until the page
// has loaded: it starts at the first idle moment after `load`, or at the visitor's first interaction
// if that comes sooner. Nothing of the app competes with the page's own HTML, styles and images
// (Lighthouse's LCP and TBT), yet a phone visitor's first tap a few seconds later meets a live page
// (issue 29). Presses made before the app is live are held and replayed once it is
// (features/start). A page with nothing prerendered starts the app at once.
import { holdEarlyActions } from './features/start/early-actions';
import { afterLoadIdle, firstInteraction } from './features/start/start-moment';

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
  void afterLoadIdle(window).then(start);
}
