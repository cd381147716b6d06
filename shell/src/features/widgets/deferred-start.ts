import { firstInteractionOrIdle } from '../start/start-moment';

/**
 * When the header's and footer's widgets may load: at the start moment (start/start-moment.ts).
 * Until then a page ships and runs only its own code; the widgets' slots keep their room, so
 * nothing moves when they arrive. When the boot script already waited for that moment before
 * starting the app (html[data-start="deferred"]), they may load at once.
 */
let started: Promise<void> | null = null;

export function widgetsMayLoad(target: Window = window): Promise<void> {
  started ??=
    target.document.documentElement.dataset.start === 'deferred'
      ? Promise.resolve()
      : firstInteractionOrIdle(target).then(() => undefined);
  return started;
}

/** Tests: forget the decision, so the next call waits again. */
export function resetWidgetsMayLoad(): void {
  started = null;
}
