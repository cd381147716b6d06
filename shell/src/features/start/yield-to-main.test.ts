import { yieldToMain } from './yield-to-main';

describe('yieldToMain', () => {
  it("uses the browser's scheduler.yield where there is one", async () => {
    const yielded = jest.fn(() => Promise.resolve());
    await yieldToMain({ ...globalThis, scheduler: { yield: yielded } } as typeof globalThis);
    expect(yielded).toHaveBeenCalledTimes(1);
  });

  it('otherwise resumes in a later task: work queued as microtasks runs first', async () => {
    const order: string[] = [];
    const resumed = yieldToMain().then(() => order.push('resumed'));
    void Promise.resolve()
      .then(() => order.push('microtask'))
      .then(() => order.push('second microtask'));
    await resumed;
    expect(order).toEqual(['microtask', 'second microtask', 'resumed']);
  });

  it('falls back to a timer where there is no message channel', async () => {
    const order: string[] = [];
    const target = { ...globalThis, MessageChannel: undefined } as unknown as typeof globalThis;
    const resumed = yieldToMain(target).then(() => order.push('resumed'));
    void Promise.resolve().then(() => order.push('microtask'));
    await resumed;
    expect(order).toEqual(['microtask', 'resumed']);
  });
});
