import { firstInteractionOrIdle } from '../start/start-moment';

/**
 * When the header's and footer's widgets may load. Until then a page ships and runs only its own
 * code; the widgets' slots keep their room, so nothing moves when they arrive.
 * - The boot script started the app at the visitor's first interaction (html[data-start="deferred"]):
 *   at the browser's first idle moment once the page is live, so they do not add to the work of
 *   the page coming alive nor delay the answer to the press that started it.
 * - The app started at once (nothing prerendered): at the first interaction or idle time.
 */
let started: Promise<void> | null = null;

export function widgetsMayLoad(target: Window = window): Promise<void> {
  started ??=
    target.document.documentElement.dataset.start === 'deferred'
      ? whenLive(target.document).then(() => nextIdle(target))
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

function nextIdle(target: Window): Promise<void> {
  return new Promise<void>((resolve) =>
    typeof target.requestIdleCallback === 'function'
      ? target.requestIdleCallback(() => resolve(), { timeout: 1000 })
      : setTimeout(resolve, 0),
  );
}

/** Tests: forget the decision, so the next call waits again. */
export function resetWidgetsMayLoad(): void {
  started = null;
}
