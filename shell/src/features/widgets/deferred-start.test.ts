/** @jest-environment jsdom */
import { IDLE_DELAY_MS } from '../start/start-moment';
import { QUIET_LIMIT_MS, QUIET_MS, resetWidgetsMayLoad, widgetsMayLoad } from './deferred-start';

const settled = async (promise: Promise<void>) => {
  let done = false;
  void promise.then(() => (done = true));
  await Promise.resolve();
  await Promise.resolve();
  return done;
};

const flushPromises = async () => {
  for (let i = 0; i < 5; i++) await Promise.resolve();
};

describe('widgetsMayLoad', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    resetWidgetsMayLoad();
  });
  afterEach(() => {
    jest.useRealTimers();
    delete document.documentElement.dataset.start;
    delete document.documentElement.dataset.ready;
    delete document.documentElement.dataset.held;
    delete (window as { PerformanceObserver?: unknown }).PerformanceObserver;
  });

  it('waits after the page has loaded, then goes when the browser is idle', async () => {
    const ready = widgetsMayLoad();
    jest.advanceTimersByTime(IDLE_DELAY_MS - 1);
    expect(await settled(ready)).toBe(false);
    jest.advanceTimersByTime(1);
    // jsdom has no requestIdleCallback: the delay alone decides.
    expect(await settled(ready)).toBe(true);
  });

  it('goes at the first interaction, and every caller shares that answer', async () => {
    const first = widgetsMayLoad();
    expect(await settled(first)).toBe(false);
    window.dispatchEvent(new Event('keydown'));
    expect(await settled(first)).toBe(true);
    expect(widgetsMayLoad()).toBe(first);
  });

  it('waits for the page to be live, then the next idle moment, when the boot script started the app at an interaction', async () => {
    document.documentElement.dataset.start = 'deferred';
    const ready = widgetsMayLoad();
    jest.advanceTimersByTime(IDLE_DELAY_MS * 2);
    // Not while the app is still coming alive: the visitor's first press is replayed first.
    expect(await settled(ready)).toBe(false);
    document.documentElement.dataset.ready = 'true';
    await Promise.resolve(); // the MutationObserver's callback
    expect(await settled(ready)).toBe(false);
    // jsdom has no requestIdleCallback: the next turn of the event loop stands in for it.
    jest.advanceTimersByTime(0);
    expect(await settled(ready)).toBe(true);
  });

  it('goes at the next idle moment when the page is already live', async () => {
    document.documentElement.dataset.start = 'deferred';
    document.documentElement.dataset.ready = 'true';
    const ready = widgetsMayLoad();
    expect(await settled(ready)).toBe(false);
    jest.advanceTimersByTime(0);
    expect(await settled(ready)).toBe(true);
  });

  describe('after a replayed press', () => {
    // A stand-in for the browser's PerformanceObserver: `finish()` is a request ending.
    let observers: Array<() => void>;
    const finish = () => observers.forEach((notify) => notify());
    beforeEach(() => {
      observers = [];
      (window as { PerformanceObserver?: unknown }).PerformanceObserver = class {
        constructor(private notify: () => void) {}
        observe() {
          observers.push(this.notify);
        }
        disconnect() {
          observers = observers.filter((n) => n !== this.notify);
        }
      };
      document.documentElement.dataset.start = 'deferred';
      document.documentElement.dataset.held = 'replayed';
      document.documentElement.dataset.ready = 'true';
    });

    it('waits until no request has ended for a while: the answer’s requests go first', async () => {
      const ready = widgetsMayLoad();
      await Promise.resolve();
      jest.advanceTimersByTime(QUIET_MS - 100);
      finish(); // the replayed press's first request ends, and a second starts
      jest.advanceTimersByTime(QUIET_MS - 100);
      expect(await settled(ready)).toBe(false);
      jest.advanceTimersByTime(100);
      await flushPromises();
      jest.advanceTimersByTime(0); // the idle moment after
      expect(await settled(ready)).toBe(true);
    });

    it('waits no longer than its limit, however busy the network', async () => {
      const ready = widgetsMayLoad();
      await Promise.resolve();
      for (let t = 0; t < QUIET_LIMIT_MS; t += QUIET_MS / 2) {
        finish();
        jest.advanceTimersByTime(QUIET_MS / 2);
      }
      await flushPromises();
      jest.advanceTimersByTime(0);
      expect(await settled(ready)).toBe(true);
    });
  });
});
