import { canRegister, onWorkerState } from './worker-states';

describe('offline worker states', () => {
  it('first install makes the site offline-ready', () => {
    expect(onWorkerState('installed', { hasController: false, resourcesFailed: false })).toEqual({
      kind: 'offline-ready',
    });
  });
  it('an update is ready; the page reloads only if resources had failed', () => {
    expect(onWorkerState('installed', { hasController: true, resourcesFailed: false })).toEqual({
      kind: 'update-ready',
      reload: false,
    });
    expect(onWorkerState('installed', { hasController: true, resourcesFailed: true })).toEqual({
      kind: 'update-ready',
      reload: true,
    });
  });
  it('reports redundant and activated, and ignores the rest', () => {
    expect(onWorkerState('redundant', { hasController: true, resourcesFailed: false })).toEqual({
      kind: 'redundant',
    });
    expect(onWorkerState('activated', { hasController: true, resourcesFailed: false })).toEqual({
      kind: 'activated',
    });
    expect(onWorkerState('installing', { hasController: false, resourcesFailed: false })).toEqual({
      kind: 'none',
    });
  });
  it('registers only over HTTPS or on localhost', () => {
    expect(canRegister({ protocol: 'https:', hostname: 'example.org' })).toBe(true);
    expect(canRegister({ protocol: 'http:', hostname: 'localhost' })).toBe(true);
    expect(canRegister({ protocol: 'http:', hostname: '127.0.0.1' })).toBe(true);
    expect(canRegister({ protocol: 'http:', hostname: 'example.org' })).toBe(false);
  });
});
