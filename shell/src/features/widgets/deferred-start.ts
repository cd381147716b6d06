import { HELD_PRESS } from '../start/early-actions';
import { firstInteractionOrIdle, nextIdle } from '../start/start-moment';

/**
 * When the header's and footer's widgets may load. Until then a page ships and runs only its own
 * code; the widgets' slots keep their room, so nothing moves when they arrive.
 * - The boot script started the app at the visitor's first interaction (html[data-start="deferred"]):
 *   at the browser's first idle moment once the page is live, so they do not add to the work of
 *   the page coming alive nor delay the answer to the press that started it. When that press was
 *   held and replayed, only once its answer's requests are over: on a phone's 1.6 Mbit/s, six
 *   remotes' files loading beside it took the "Add to cart" request from 300 ms to over 1 s.
 * - The app started at once (nothing prerendered): at the first interaction or idle time.
 */
let started: Promise<void> | null = null;

export function widgetsMayLoad(target: Window = window): Promise<void> {
  started ??=
    target.document.documentElement.dataset.start === 'deferred'
      ? whenLive(target.document)
          .then(() =>
            target.document.documentElement.dataset[HELD_PRESS] === 'replayed'
              ? networkQuiet(target)
              : undefined,
          )
          .then(() => nextIdle(target))
      : firstInteractionOrIdle(target).then(() => undefined);
  return started;
}

/**
 * Once the page is live (html[data-ready="true"]): the idle moments between the start's slices
 * are not free, for the visitor's first press is replayed only then, and widgets loading
 * meanwhile (six remotes' manifests, entries and chunks) delayed its answer.
 */
function whenLive(doc: Document): Promise<void> {
  const live = () => doc.documentElement.dataset.ready === 'true';
  if (live()) return Promise.resolve();
  return new Promise<void>((resolve) => {
    const observer = new MutationObserver(() => {
      if (!live()) return;
      observer.disconnect();
      resolve();
    });
    observer.observe(doc.documentElement, { attributes: true, attributeFilter: ['data-ready'] });
  });
}

/** No request has ended for this long: the replayed press's requests (one after another) are over. */
export const QUIET_MS = 800;
/** At the most: a press whose answer polls, or a slow network, does not keep the widgets away. */
export const QUIET_LIMIT_MS = 5000;

/**
 * Resolves once no resource has finished loading for QUIET_MS (Resource Timing entries are added
 * as requests end), or after QUIET_LIMIT_MS. Without PerformanceObserver, after QUIET_MS.
 */
function networkQuiet(target: Window): Promise<void> {
  return new Promise<void>((resolve) => {
    let timer: ReturnType<typeof setTimeout>;
    const Observer = (target as Window & typeof globalThis).PerformanceObserver;
    const observer =
      typeof Observer === 'function'
        ? new Observer(() => {
            clearTimeout(timer);
            timer = setTimeout(done, QUIET_MS);
          })
        : null;
    const limit = setTimeout(done, QUIET_LIMIT_MS);
    function done() {
      observer?.disconnect();
      clearTimeout(timer);
      clearTimeout(limit);
      resolve();
    }
    observer?.observe({ type: 'resource' });
    timer = setTimeout(done, QUIET_MS);
  });
}

/** Tests: forget the decision, so the next call waits again. */
export function resetWidgetsMayLoad(): void {
  started = null;
}
