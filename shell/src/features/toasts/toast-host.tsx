import { useEffect } from 'react';
import { toast, ToastContainer } from 'react-toastify';
import { bus } from '@site/event-bus';
import { shellToastOptions } from './toast-options';

/** Any area raises a toast with `bus.emit('toast.requested', …)`; only the shell renders them. */
export function ToastHost() {
  useEffect(
    () =>
      bus.on('toast.requested', ({ message, kind = 'info' }) => {
        toast(message, { type: kind });
      }),
    [],
  );
  return <ToastContainer {...shellToastOptions} />;
}
