/** Spec §4/§9: once per browser session, after a delay (default 1000 ms), recorded in session storage. */
export const POPUP_STORAGE_KEY = 'donation-popup-shown';
export const POPUP_DELAY_MS = 1000;

type Timers = {
  set: (fn: () => void, ms: number) => ReturnType<typeof setTimeout>;
  clear: (timer: ReturnType<typeof setTimeout>) => void;
};

export function schedulePopup(
  storage: Pick<Storage, 'getItem' | 'setItem'>,
  show: () => void,
  delayMs = POPUP_DELAY_MS,
  // Wrapped: browsers refuse setTimeout called as a method of another object ("Illegal invocation").
  timers: Timers = { set: (fn, ms) => setTimeout(fn, ms), clear: (t) => clearTimeout(t) },
): () => void {
  if (storage.getItem(POPUP_STORAGE_KEY)) return () => {};
  const timer = timers.set(() => {
    storage.setItem(POPUP_STORAGE_KEY, '1');
    show();
  }, delayMs);
  return () => timers.clear(timer);
}
