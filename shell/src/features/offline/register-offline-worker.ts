import { offlineState } from './offline-state';
import { canRegister, INSECURE_MESSAGE, onWorkerState } from './worker-states';

/** Registers /sw.js from the site root (spec §4); failures are only logged (spec §8). */
export function registerOfflineWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  if (!canRegister(window.location)) {
    console.log(INSECURE_MESSAGE);
    return;
  }
  window.addEventListener(
    'error',
    (event) => {
      if (event.target instanceof HTMLScriptElement || event.target instanceof HTMLLinkElement)
        offlineState.resourcesFailed = true;
    },
    true,
  );
  navigator.serviceWorker
    .register('/sw.js', { scope: '/' })
    .then((registration) => {
      registration?.addEventListener('updatefound', () => {
        const worker = registration.installing;
        if (!worker) return;
        worker.addEventListener('statechange', () => {
          const event = onWorkerState(worker.state, {
            hasController: Boolean(navigator.serviceWorker.controller),
            resourcesFailed: offlineState.resourcesFailed,
          });
          if (event.kind === 'offline-ready') console.log('This site is now available offline.');
          if (event.kind === 'update-ready') {
            offlineState.updateReady = true;
            if (event.reload) window.location.reload();
          }
          if (event.kind === 'redundant') console.error('The offline worker became redundant.');
        });
      });
    })
    .catch((error: unknown) => console.error('Offline worker registration failed:', error));
}
