/**
 * When the header's and footer's widgets may load: at the visitor's first interaction (a pointer
 * moving or pressing, a key, a touch, a scroll, focus), or once the page has loaded and the browser
 * has been idle for a while, whichever comes first. Until then a page ships and runs only its own
 * code; the widgets' slots keep their room, so nothing moves when they arrive.
 */
const INTERACTIONS = ['pointermove', 'pointerdown', 'keydown', 'touchstart', 'scroll', 'focusin'] as const;
/** After the load event: long enough for the page's own work to settle. */
export const IDLE_DELAY_MS = 2500;

let started: Promise<void> | null = null;

export function widgetsMayLoad(target: Window = window): Promise<void> {
  started ??= new Promise<void>((resolve) => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const go = () => {
      for (const type of INTERACTIONS) target.removeEventListener(type, go, true);
      target.removeEventListener('load', afterLoad);
      clearTimeout(timer);
      resolve();
    };
    for (const type of INTERACTIONS) target.addEventListener(type, go, { capture: true, passive: true });
    const idle = () => (typeof target.requestIdleCallback === 'function' ? target.requestIdleCallback(go, { timeout: 1000 }) : go());
    function afterLoad() {
      timer = setTimeout(idle, IDLE_DELAY_MS);
    }
    if (target.document.readyState === 'complete') afterLoad();
    else target.addEventListener('load', afterLoad, { once: true });
  });
  return started;
}

/** Tests: forget the decision, so the next call waits again. */
export function resetWidgetsMayLoad(): void {
  started = null;
}
