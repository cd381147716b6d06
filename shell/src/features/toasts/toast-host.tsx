import { lazy, Suspense, useEffect, useRef, useState, type ComponentType } from 'react';
import { bus } from '@site/event-bus';
import type { PendingToast } from './toast-view';

// Loaded with the first toast. If that fails (offline, say), toasts are dropped rather than the
// failure reaching the page: the next page load tries again.
const NoToasts: ComponentType<{ queue: PendingToast[]; tick: number }> = () => null;
const ToastView = lazy(
  (): Promise<{ default: ComponentType<{ queue: PendingToast[]; tick: number }> }> =>
    import('./toast-view').catch(() => ({ default: NoToasts })),
);

const AREA_NAMES: Readonly<Record<string, string>> = {
  content: 'Reading',
  commerce: 'The shop',
  media: 'Watch and listen',
  giving: 'Giving',
  tours: 'Tours',
};

/**
 * Any area raises a toast with `bus.emit('toast.requested', …)`; only the shell renders them: in the
 * shell's container, or with the library's defaults when the area passes its own options (spec §9).
 * The shell itself tells the visitor when the currency changes and when part of the site is down.
 */
export function ToastHost() {
  // Toasts wait here until the library has loaded (the first toast loads it).
  const queue = useRef<PendingToast[]>([]).current;
  const [tick, setTick] = useState(0);
  useEffect(() => {
    const show = (toast: PendingToast) => {
      queue.push(toast);
      setTick((n) => n + 1);
    };
    const failed = new Set<string>();
    const offs = [
      bus.on('toast.requested', ({ message, kind = 'info', options }) =>
        show({ message, kind, options }),
      ),
      bus.on('currency.changed', ({ currency }) =>
        show({ message: `Prices are now shown in ${currency}.`, kind: 'info' }),
      ),
      bus.on('remote.failed', ({ remote }) => {
        // Once per area and page life: the area's own fallback says the rest where it would have been.
        if (failed.has(remote)) return;
        failed.add(remote);
        const name = AREA_NAMES[remote] ?? 'Part of the site';
        show({
          message: `${name} could not be loaded just now. Everything else works; please try again later.`,
          kind: 'warning',
        });
      }),
    ];
    return () => offs.forEach((off) => off());
  }, [queue]);
  if (tick === 0) return null;
  return (
    <Suspense fallback={null}>
      <ToastView queue={queue} tick={tick} />
    </Suspense>
  );
}
