// The one script a page loads first (under 1 kB). A page rendered at build time is already readable,
// so the app (static/main.js: React, the federation runtime, the page's area) starts only at the
// visitor's first interaction. Starting it at idle time instead put its work into Lighthouse's TBT
// (issue 19, and again in issue 29: 176–1,126 ms, and 188–1,391 ms with the start in slices, on the
// ten pages), so what happens after `load` is network only: at the first idle moment the app's
// files (the entry and its chunks) and its area's manifest and entry are prefetched at the lowest
// priority, unless the visitor saves data or is on 2g, so a first tap seconds later starts from
// local bytes. Presses made before the app is live are replayed once it is, or answered in place
// (the header's menu and search; features/start). A page with nothing prerendered, or whose content
// is still loading (aria-busy: the booking form's departures), starts the app at once.
import { holdEarlyActions } from './features/start/early-actions';
import { afterLoadIdle, firstInteraction } from './features/start/start-moment';
import { shouldPrefetch, type ConnectionInfo } from './features/prefetch/should-prefetch';

function loadApp(src: string, onError: () => void) {
  const script = document.createElement('script');
  script.src = src;
  script.onerror = onError;
  document.body.append(script);
}

function prefetch(href: string) {
  const link = document.createElement('link');
  link.rel = 'prefetch';
  link.href = href;
  document.head.append(link);
}

const me = document.currentScript;
if (!(me instanceof HTMLScriptElement)) throw new Error('boot: run as a script tag');
const main = me.dataset.main;
if (!main) throw new Error('boot: the script tag has no data-main');
const root = document.getElementById('root');
if (!root?.hasChildNodes() || root.querySelector('main [aria-busy="true"]')) {
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
  void afterLoadIdle(window).then(() => {
    const connection = (navigator as Navigator & { connection?: ConnectionInfo }).connection;
    if (started || !shouldPrefetch(connection)) return;
    prefetch(main);
    // The app's other files (React DOM, the router, the shell's code: data-prefetch, written at
    // build time): a first tap then waits for no network before the app starts.
    me.dataset.prefetch?.split(' ').filter(Boolean).forEach(prefetch);
    // The page's area: its stylesheet is linked from the area's published folder.
    const area = document
      .querySelector<HTMLLinkElement>('link[rel="stylesheet"][data-href]')
      ?.href.replace(/[^/]*$/, '');
    if (area) ['mf-manifest.json', 'remoteEntry.js'].forEach((file) => prefetch(area + file));
  });
}
