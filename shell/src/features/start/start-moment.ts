/**
 * The moments deferred work may begin. The boot script starts the app of a prerendered page at the
 * visitor's first interaction (a pointer moving or pressing, a key, a touch, a scroll, focus); an
 * app started at once loads the header's widgets at that interaction or once the page has loaded
 * and the browser has been idle for a while, whichever comes first.
 */
export const INTERACTIONS = ['pointermove', 'pointerdown', 'keydown', 'touchstart', 'scroll', 'focusin'] as const;
/** After the load event: long enough for the page's own work to settle. */
export const IDLE_DELAY_MS = 2500;

export type StartReason = 'interaction' | 'idle';

export function firstInteraction(target: Window = window): Promise<StartReason> {
  return new Promise<StartReason>((resolve) => {
    const go = () => {
      for (const type of INTERACTIONS) target.removeEventListener(type, go, true);
      resolve('interaction');
    };
    for (const type of INTERACTIONS) target.addEventListener(type, go, { capture: true, passive: true });
  });
}

export function firstInteractionOrIdle(target: Window = window): Promise<StartReason> {
  return new Promise<StartReason>((resolve) => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const go = (reason: StartReason) => {
      for (const type of INTERACTIONS) target.removeEventListener(type, onInteraction, true);
      target.removeEventListener('load', afterLoad);
      clearTimeout(timer);
      resolve(reason);
    };
    function onInteraction() {
      go('interaction');
    }
    for (const type of INTERACTIONS) target.addEventListener(type, onInteraction, { capture: true, passive: true });
    const idle = () =>
      typeof target.requestIdleCallback === 'function' ? target.requestIdleCallback(() => go('idle'), { timeout: 1000 }) : go('idle');
    function afterLoad() {
      timer = setTimeout(idle, IDLE_DELAY_MS);
    }
    if (target.document.readyState === 'complete') afterLoad();
    else target.addEventListener('load', afterLoad, { once: true });
  });
}
