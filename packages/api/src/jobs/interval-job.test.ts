import { intervalJob } from './interval-job';

describe('intervalJob', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('runs on its interval, one run at a time, reports each and logs a failure without stopping', async () => {
    let release: () => void = () => undefined;
    let runs = 0;
    const reports: number[] = [];
    const failing = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const job = intervalJob({
      name: 'test job',
      intervalMs: 1000,
      firstRunAfterMs: 0,
      report: (n) => reports.push(n),
      run: () => {
        runs++;
        if (runs === 2) return Promise.reject(new Error('boom'));
        return new Promise<number>((resolve) => (release = () => resolve(runs)));
      },
    });
    job.start();
    job.start(); // a second start is ignored
    await jest.advanceTimersByTimeAsync(0);
    expect(runs).toBe(1);
    await jest.advanceTimersByTimeAsync(3000); // ticks while the first run is going do nothing
    expect(runs).toBe(1);
    release();
    await jest.advanceTimersByTimeAsync(1000);
    expect(reports).toEqual([1]);
    expect(runs).toBe(2);
    expect(failing).toHaveBeenCalledWith('test job: scheduled run failed:', expect.any(Error));
    await jest.advanceTimersByTimeAsync(1000);
    expect(runs).toBe(3);
    const stopped = job.stop();
    release();
    await stopped;
    await jest.advanceTimersByTimeAsync(5000);
    expect(runs).toBe(3);
    failing.mockRestore();
  });

  it('runOnce answers the run in flight instead of starting another', async () => {
    let runs = 0;
    const job = intervalJob({ name: 'x', intervalMs: 1000, run: async () => ++runs });
    const [a, b] = await Promise.all([job.runOnce(), job.runOnce()]);
    expect([a, b, runs]).toEqual([1, 1, 1]);
    expect(await job.runOnce()).toBe(2);
  });
});
