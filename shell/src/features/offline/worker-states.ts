/** Spec §4 "Offline worker": what the page does as the installing worker changes state. */
export type WorkerEvent =
  | { kind: 'offline-ready' }
  | { kind: 'update-ready'; reload: boolean }
  | { kind: 'redundant' }
  | { kind: 'activated' }
  | { kind: 'none' };

export function onWorkerState(
  state: ServiceWorkerState,
  context: { hasController: boolean; resourcesFailed: boolean },
): WorkerEvent {
  switch (state) {
    case 'installed':
      // A controller already exists: this is an update, not the first install.
      return context.hasController
        ? { kind: 'update-ready', reload: context.resourcesFailed }
        : { kind: 'offline-ready' };
    case 'redundant':
      return { kind: 'redundant' };
    case 'activated':
      return { kind: 'activated' };
    default:
      return { kind: 'none' };
  }
}

export const INSECURE_MESSAGE =
  'Service workers can only be used over HTTPS, or on localhost for development';

export function canRegister(location: Pick<Location, 'protocol' | 'hostname'>): boolean {
  return (
    location.protocol === 'https:' ||
    ['localhost', '127.0.0.1', '[::1]'].includes(location.hostname) ||
    location.hostname.endsWith('.localhost')
  );
}
