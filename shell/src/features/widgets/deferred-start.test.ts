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

  it('goes at once when the boot script already waited for the moment', async () => {
    document.documentElement.dataset.start = 'deferred';
    expect(await settled(widgetsMayLoad())).toBe(true);
  });
});
