/** @jest-environment jsdom */
import {
  afterLoadIdle,
  firstInteraction,
  firstInteractionOrIdle,
  IDLE_DELAY_MS,
  INTERACTIONS,
} from './start-moment';

const outcome = async <T>(promise: Promise<T>) => {
  let value: T | undefined;
  void promise.then((v) => (value = v));
  await Promise.resolve();
  await Promise.resolve();
  return value;
};

describe('firstInteractionOrIdle', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('answers idle a while after the load, and not a moment before', async () => {
    const moment = firstInteractionOrIdle();
    jest.advanceTimersByTime(IDLE_DELAY_MS - 1);
    expect(await outcome(moment)).toBeUndefined();
    jest.advanceTimersByTime(1);
    expect(await outcome(moment)).toBe('idle');
  });

  it.each(INTERACTIONS)(
    'answers interaction at the first %s, and stops listening',
    async (type) => {
      const remove = jest.spyOn(window, 'removeEventListener');
      const moment = firstInteractionOrIdle();
      window.dispatchEvent(new Event(type));
      expect(await outcome(moment)).toBe('interaction');
      expect(
        remove.mock.calls.filter(([t]) => (INTERACTIONS as readonly string[]).includes(String(t))),
      ).toHaveLength(INTERACTIONS.length);
      remove.mockRestore();
    },
  );

  it('waits for the load event before counting idle time', async () => {
    Object.defineProperty(document, 'readyState', { value: 'loading', configurable: true });
    const moment = firstInteractionOrIdle();
    jest.advanceTimersByTime(IDLE_DELAY_MS * 4);
    expect(await outcome(moment)).toBeUndefined();
    window.dispatchEvent(new Event('load'));
    jest.advanceTimersByTime(IDLE_DELAY_MS);
    expect(await outcome(moment)).toBe('idle');
    Object.defineProperty(document, 'readyState', { value: 'complete', configurable: true });
  });
});

describe('firstInteraction', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('never answers from idle time alone', async () => {
    const moment = firstInteraction();
    jest.advanceTimersByTime(IDLE_DELAY_MS * 20);
    expect(await outcome(moment)).toBeUndefined();
    const touch = new Event('touchstart');
    window.dispatchEvent(touch);
    expect(await outcome(moment)).toBe(touch);
  });
});

describe('afterLoadIdle', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('waits for the load event, then answers at the next idle moment', async () => {
    Object.defineProperty(document, 'readyState', { value: 'loading', configurable: true });
    const moment = afterLoadIdle();
    jest.advanceTimersByTime(IDLE_DELAY_MS * 4);
    expect(await outcome(moment)).toBeUndefined();
    window.dispatchEvent(new Event('load'));
    jest.advanceTimersByTime(0);
    expect(await outcome(moment)).toBe('idle');
    Object.defineProperty(document, 'readyState', { value: 'complete', configurable: true });
  });

  it('answers at once (the next idle moment) on a page already loaded', async () => {
    const moment = afterLoadIdle();
    jest.advanceTimersByTime(0);
    expect(await outcome(moment)).toBe('idle');
  });
});
