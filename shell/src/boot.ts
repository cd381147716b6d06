// The one script a page loads first (under 1 kB). A page rendered at build time is already readable,
// so the app (static/main.js: React, the federation runtime, the page's area) starts only at the
// visitor's first interaction. Starting it at idle time instead put its work into Lighthouse's TBT
// (issue 19, and again in issue 29: 176–1,126 ms, and 188–1,391 ms with the start in slices, on the
// ten pages), so what happens after `load` is network only: at the first idle moment the app's
// files (the entry and its chunks) and its area's manifest, entry and the page route's chunks are
// prefetched at the lowest priority, and the registry (and, once a session, the region lookup) is
// asked for, unless the visitor saves data or is on 2g, so a first tap seconds later starts from
// local bytes. Presses made before the app is live are replayed once it is, or answered in place
// (the header's menu and search, marked choices such as the gift amounts; features/start). A page with nothing prerendered, or whose main content
// is still loading (aria-busy), starts the app at once.
import { holdEarlyActions } from './features/start/early-actions';
import { askEarly } from '@site/contracts/early-answers';
import { ISLAND_READY_ATTR, islandSettled } from '@site/contracts/islands';
import { GEO_LOOKUP_URL, REGION_SESSION_KEY } from '@site/contracts/regions';
import { afterLoadIdle, firstInteraction, nextIdle } from './features/start/start-moment';
import { shouldPrefetch, type ConnectionInfo } from './features/prefetch/should-prefetch';

function loadApp(src: string, onError: () => void) {
  document.body.append(Object.assign(document.createElement('script'), { src, onerror: onError }));
}

/** Prefetch links for these files, added to the head at once (one change to the document). */
function prefetch(hrefs: string[]) {
  document.head.append(
    ...hrefs.map((href) =>
      Object.assign(document.createElement('link'), { rel: 'prefetch', href }),
    ),
  );
}

function knownRegion(): boolean {
  try {
    return sessionStorage.getItem(REGION_SESSION_KEY) !== null;
  } catch {
    return true; // no storage: the app looks it up itself, if it can
  }
}

const me = document.currentScript;
const main = me instanceof HTMLScriptElement && me.dataset.main;
if (!main) throw new Error('boot: run as a script tag with data-main');
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
  // A first touch on an island (an area's control that answers without the app) lets the island's
  // answer come first: the app's start, on a phone's CPU, would otherwise hold it up by a second.
  void firstInteraction(window).then(async (event) => {
    if (event.target instanceof Element && event.target.closest(`[${ISLAND_READY_ATTR}]`))
      await islandSettled(document);
    start();
  });
  // After load, in idle steps of a few milliseconds each, so that none of them is a long task on a
  // slow phone: one callback doing it all was 218 ms of Lighthouse's simulated TBT on /, and three
  // (the two early answers, the app's 15 prefetches, the area's) were still 50–60 ms each at 4×
  // CPU on a tour page (a fetch is ~14 ms there, a batch of links ~10).
  void afterLoadIdle(window).then(async () => {
    const connection = (navigator as Navigator & { connection?: ConnectionInfo }).connection;
    if (!shouldPrefetch(connection)) return;
    // The page's area: its stylesheet is linked from the area's published folder
    // (/remotes/<name>/<version>/), and names the scripts this page's route loads (data-prefetch,
    // written by the build from the remote's route-chunks.json): without them the area's code came
    // over the network after the tap.
    const link = document.querySelector<HTMLLinkElement>('link[rel="stylesheet"][data-href]');
    const area = link?.href.replace(/[^/]*$/, '');
    const files = [
      // The app's entry and its other files (React DOM, the router, the shell's code:
      // data-prefetch, written at build time): a first tap then waits for no network.
      main,
      ...(me!.dataset.prefetch?.split(' ') ?? []),
      ...(area
        ? ['mf-manifest.json', 'remoteEntry.js', ...(link!.dataset.prefetch?.split(' ') ?? [])].map(
            (file) => area + file,
          )
        : []),
    ].filter((file) => file && !file.endsWith('/'));
    const steps: Array<() => unknown> = [
      () => askEarly('/remotes.json'),
      // The region is looked up once a session (commerce prices the cart by it): a first "Add to
      // cart" waited for that round trip after the app had started.
      () => knownRegion() || askEarly(GEO_LOOKUP_URL),
      // The area's island, when the page has a control it answers (@site/contracts/islands).
      () =>
        area &&
        document.querySelector(`[data-island="${area.split('/').at(-3)}"]`) &&
        loadApp(area + 'island.js', () => {}),
    ];
    for (let i = 0; i < files.length; i += 6) steps.push(() => prefetch(files.slice(i, i + 6)));
    for (const step of steps) {
      if (started) return;
      step();
      await nextIdle();
    }
  });
}
