/** @jest-environment jsdom */
import { IDLE_DELAY_MS } from '../start/start-moment';
import { resetWidgetsMayLoad, widgetsMayLoad } from './deferred-start';

const settled = async (promise: Promise<void>) => {
  let done = false;
  void promise.then(() => (done = true));
  await Promise.resolve();
  await Promise.resolve();
  return done;
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
});
