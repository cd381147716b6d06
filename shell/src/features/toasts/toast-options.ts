import type { ToastContainerProps } from 'react-toastify';

export const SHELL_TOASTS = 'shell';
export const AREA_TOASTS = 'area';

/** The app shell's toasts (spec §9): 3000 ms, close on click, pause on hover and focus loss, two at most, at the top. */
export const shellToastOptions = {
  containerId: SHELL_TOASTS,
  position: 'top-center',
  autoClose: 3000,
  closeOnClick: true,
  pauseOnHover: true,
  pauseOnFocusLoss: true,
  limit: 2,
  newestOnTop: true,
  theme: 'light',
} as const satisfies ToastContainerProps;

/**
 * Toasts an area raises with its own options (spec §9's other reading): react-toastify's own
 * defaults, spelled out so a library upgrade cannot move them: 5000 ms, top-right, light, draggable
 * at 80 % of the toast's width.
 */
export const areaToastOptions = {
  containerId: AREA_TOASTS,
  position: 'top-right',
  autoClose: 5000,
  closeOnClick: true,
  pauseOnHover: true,
  pauseOnFocusLoss: true,
  draggable: true,
  draggablePercent: 80,
  theme: 'light',
} as const satisfies ToastContainerProps;
