import { QueueFullError, RenderAbortedError, RenderQueue } from './render-queue';

/** A task that runs until the test finishes it, and says whether it has started. */
function task() {
  const state = { started: false, finish: () => undefined as void };
  const run = () =>
    new Promise<void>((resolve) => {
      state.started = true;
      state.finish = resolve;
    });
  return { state, run };
}
const tick = () => new Promise((r) => setImmediate(r));

describe('RenderQueue', () => {
  it('runs at most maxRunning, queues maxWaiting, and refuses the next', async () => {
    const queue = new RenderQueue(2, 1);
    const [a, b, c] = [task(), task(), task()];
    const signal = new AbortController().signal;
    const runs = [a, b, c].map((t) => queue.run(t.run, signal));
    await tick();
    expect([a, b, c].map((t) => t.state.started)).toEqual([true, true, false]);
    expect(queue.hasRoom).toBe(false);
    await expect(queue.run(task().run, signal)).rejects.toBeInstanceOf(QueueFullError);
    a.state.finish();
    await tick();
    expect(c.state.started).toBe(true);
    b.state.finish();
    c.state.finish();
    await Promise.all(runs);
    expect(queue.stats).toEqual({ running: 0, waiting: 0, spent: 0 });
  });

  it("keeps the running tasks' estimated costs within the budget, first come first served", async () => {
    const queue = new RenderQueue(2, 4, 100);
    const signal = new AbortController().signal;
    const [small, big, after] = [task(), task(), task()];
    void queue.run(small.run, signal, 30);
    void queue.run(big.run, signal, 80);
    void queue.run(after.run, signal, 10);
    const huge = task();
    void queue.run(huge.run, signal, 500);
    await tick();
    // The cheap one behind the big one does not overtake it.
    expect([small.state.started, big.state.started, after.state.started]).toEqual([
      true,
      false,
      false,
    ]);
    small.state.finish();
    await tick();
    // 80 + 10 fits in 100.
    expect(after.state.started).toBe(true);
    big.state.finish();
    after.state.finish();
    await tick();
    // A task over the whole budget still runs, alone.
    expect(huge.state.started).toBe(true);
  });

  it('drops a waiting task whose caller gave up, without ever starting it', async () => {
    const queue = new RenderQueue(1, 1);
    const first = task();
    const gone = task();
    void queue.run(first.run, new AbortController().signal);
    const controller = new AbortController();
    const waiting = queue.run(gone.run, controller.signal);
    controller.abort();
    await expect(waiting).rejects.toBeInstanceOf(RenderAbortedError);
    expect(queue.stats.waiting).toBe(0);
    first.state.finish();
    await tick();
    expect(gone.state.started).toBe(false);
  });
});
