/**
 * The moments deferred work may begin. The boot script starts the app of a prerendered page at the
 * visitor's first interaction (a pointer moving or pressing, a key, a touch, a scroll, focus); an
 * app started at once loads the header's widgets at that interaction or once the page has loaded
 * and the browser has been idle for a while, whichever comes first.
 */
export const INTERACTIONS = [
  'pointermove',
  'pointerdown',
  'keydown',
  'touchstart',
  'scroll',
  'focusin',
] as const;
/** After the load event: long enough for the page's own work to settle. */
export const IDLE_DELAY_MS = 2500;

export type StartReason = 'interaction' | 'idle';

/** Calls `go` once, at the first interaction; returns the way to stop listening before then. */
function onFirstInteraction(target: Window, go: (event: Event) => void): () => void {
  let listening = true;
  const stop = () => {
    if (!listening) return;
    listening = false;
    for (const type of INTERACTIONS) target.removeEventListener(type, once, true);
  };
  function once(event: Event) {
    stop();
    go(event);
  }
  for (const type of INTERACTIONS)
    target.addEventListener(type, once, { capture: true, passive: true });
  return stop;
}

/**
 * The next idle moment after the load event (a timeout bounds the wait). The boot script prefetches
 * the app of a prerendered page then (issue 29): its bytes arrive at the lowest priority after
 * everything the page itself needs, before a phone visitor's first tap a few seconds later.
 */
export function afterLoadIdle(target: Window = window, timeoutMs = 1000): Promise<'idle'> {
  return new Promise<'idle'>((resolve) => {
    const idle = () =>
      typeof target.requestIdleCallback === 'function'
        ? target.requestIdleCallback(() => resolve('idle'), { timeout: timeoutMs })
        : setTimeout(() => resolve('idle'), 0);
    if (target.document.readyState === 'complete') idle();
    else target.addEventListener('load', idle, { once: true });
  });
}

/** The browser's next idle moment (a timeout bounds the wait; without requestIdleCallback, the next turn). */
export function nextIdle(target: Window = window, timeoutMs = 1000): Promise<void> {
  return new Promise<void>((resolve) =>
    typeof target.requestIdleCallback === 'function'
      ? target.requestIdleCallback(() => resolve(), { timeout: timeoutMs })
      : setTimeout(resolve, 0),
  );
}

/** The first interaction itself (the boot script asks where it happened). */
export function firstInteraction(target: Window = window): Promise<Event> {
  return new Promise<Event>((resolve) => void onFirstInteraction(target, resolve));
}

export function firstInteractionOrIdle(target: Window = window): Promise<StartReason> {
  return new Promise<StartReason>((resolve) => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const go = (reason: StartReason) => {
      stopListening();
      target.removeEventListener('load', afterLoad);
      clearTimeout(timer);
      resolve(reason);
    };
    const stopListening = onFirstInteraction(target, () => go('interaction'));
    const idle = () =>
      typeof target.requestIdleCallback === 'function'
        ? target.requestIdleCallback(() => go('idle'), { timeout: 1000 })
        : go('idle');
    function afterLoad() {
      timer = setTimeout(idle, IDLE_DELAY_MS);
    }
    if (target.document.readyState === 'complete') afterLoad();
    else target.addEventListener('load', afterLoad, { once: true });
  });
}
