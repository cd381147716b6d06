import { useEffect } from 'react';
import { toast, ToastContainer } from 'react-toastify';
import type { ToastKind, AreaToastOptions } from '@site/contracts';
import { AREA_TOASTS, areaToastOptions, SHELL_TOASTS, shellToastOptions } from './toast-options';

export interface PendingToast {
  message: string;
  kind: ToastKind;
  /** An area's own options: the area container with the library's defaults. */
  options?: AreaToastOptions;
}

/**
 * The toast library and its two containers: loaded with the first toast of a visit, so a page that
 * shows none never downloads it. Shows what the host queued, each time `tick` moves.
 */
export default function ToastView({ queue, tick }: { queue: PendingToast[]; tick: number }) {
  useEffect(() => {
    for (const { message, kind, options } of queue.splice(0)) {
      if (options) toast(message, { type: kind, ...options, containerId: AREA_TOASTS });
      else toast(message, { type: kind, containerId: SHELL_TOASTS });
    }
  }, [queue, tick]);
  return (
    <>
      <ToastContainer {...shellToastOptions} />
      <ToastContainer {...areaToastOptions} />
    </>
  );
}
