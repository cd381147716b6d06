import { firstInteractionOrIdle } from '../start/start-moment';

/**
 * When the header's and footer's widgets may load. Until then a page ships and runs only its own
 * code; the widgets' slots keep their room, so nothing moves when they arrive.
 * - The boot script started the app at the visitor's first interaction (html[data-start="deferred"]):
 *   at the browser's next idle moment, so they do not add to the work of the page coming alive.
 * - The app started at once (nothing prerendered): at the first interaction or idle time.
 */
let started: Promise<void> | null = null;

export function widgetsMayLoad(target: Window = window): Promise<void> {
  started ??=
    target.document.documentElement.dataset.start === 'deferred'
      ? new Promise<void>((resolve) =>
          typeof target.requestIdleCallback === 'function'
            ? target.requestIdleCallback(() => resolve(), { timeout: 1000 })
            : setTimeout(resolve, 0),
        )
      : firstInteractionOrIdle(target).then(() => undefined);
  return started;
}

/** Tests: forget the decision, so the next call waits again. */
export function resetWidgetsMayLoad(): void {
  started = null;
}
