/**
 * The moment deferred work may begin: the visitor's first interaction (a pointer moving or
 * pressing, a key, a touch, a scroll, focus), or once the page has loaded and the browser has been
 * idle for a while, whichever comes first. The boot script waits for it before the app starts on a
 * prerendered page; an app started at once waits for it before the header's widgets load.
 */
export const INTERACTIONS = ['pointermove', 'pointerdown', 'keydown', 'touchstart', 'scroll', 'focusin'] as const;
/** After the load event: long enough for the page's own work to settle. */
export const IDLE_DELAY_MS = 2500;

export type StartReason = 'interaction' | 'idle';

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
