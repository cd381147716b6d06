import { useEffect } from 'react';
import { toast, ToastContainer } from 'react-toastify';
import { bus } from '@site/event-bus';
import { AREA_TOASTS, areaToastOptions, SHELL_TOASTS, shellToastOptions } from './toast-options';

const AREA_NAMES: Readonly<Record<string, string>> = { content: 'Reading', commerce: 'The shop', media: 'Watch and listen', giving: 'Giving', tours: 'Tours' };

/**
 * Any area raises a toast with `bus.emit('toast.requested', …)`; only the shell renders them: in the
 * shell's container, or with the library's defaults when the area passes its own options (spec §9).
 * The shell itself tells the visitor when the currency changes and when part of the site is down.
 */
export function ToastHost() {
  useEffect(() => {
    const failed = new Set<string>();
    const offs = [
      bus.on('toast.requested', ({ message, kind = 'info', options }) => {
        if (options) toast(message, { type: kind, ...options, containerId: AREA_TOASTS });
        else toast(message, { type: kind, containerId: SHELL_TOASTS });
      }),
      bus.on('currency.changed', ({ currency }) => {
        toast(`Prices are now shown in ${currency}.`, { type: 'info', containerId: SHELL_TOASTS });
      }),
      bus.on('remote.failed', ({ remote }) => {
        // Once per area and page life: the area's own fallback says the rest where it would have been.
        if (failed.has(remote)) return;
        failed.add(remote);
        const name = AREA_NAMES[remote] ?? 'Part of the site';
        toast(`${name} could not be loaded just now. Everything else works; please try again later.`, { type: 'warning', containerId: SHELL_TOASTS });
      }),
    ];
    return () => offs.forEach((off) => off());
  }, []);
  return (
    <>
      <ToastContainer {...shellToastOptions} />
      <ToastContainer {...areaToastOptions} />
    </>
  );
}
