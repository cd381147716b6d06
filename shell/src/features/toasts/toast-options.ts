import type { ToastContainerProps } from 'react-toastify';

/** The app shell's toasts (spec §9): 3000 ms, close on click, pause on hover and focus loss, two at most, at the top. */
export const shellToastOptions = {
  position: 'top-center',
  autoClose: 3000,
  closeOnClick: true,
  pauseOnHover: true,
  pauseOnFocusLoss: true,
  limit: 2,
  newestOnTop: true,
  theme: 'light',
} as const satisfies ToastContainerProps;
