/**
 * A small bounded queue for renders: at most `maxRunning` at once, their estimated costs (memory)
 * within `budget` (a task costing more than all of it runs alone), and no more than
 * maxRunning + maxWaiting admitted in all. A full queue refuses at once (the route answers 503) instead of letting work and memory pile up, and a
 * waiter whose caller gives up leaves the line without ever starting.
 */
export class QueueFullError extends Error {
  constructor() {
    super('Too many images are being rendered; try again shortly');
  }
}

export class RenderAbortedError extends Error {
  constructor() {
    super('The render was abandoned: nobody is waiting for it any more');
  }
}

interface Waiter {
  cost: number;
  start: () => void;
}

export class RenderQueue {
  private running = 0;
  private spent = 0;
  private readonly waiting: Waiter[] = [];

  constructor(
    readonly maxRunning: number,
    readonly maxWaiting: number,
    readonly budget = Infinity,
  ) {
    if (maxRunning < 1 || maxWaiting < 0)
      throw new Error('RenderQueue needs maxRunning ≥ 1 and maxWaiting ≥ 0');
  }

  /**
   * Whether `run` would accept another task now: at most maxRunning + maxWaiting are admitted,
   * so a task that runs alone (over budget) leaves its idle slot to one more in line.
   */
  get hasRoom(): boolean {
    return this.running + this.waiting.length < this.maxRunning + this.maxWaiting;
  }

  get stats(): { running: number; waiting: number; spent: number } {
    return { running: this.running, waiting: this.waiting.length, spent: this.spent };
  }

  private fits(cost: number): boolean {
    return (
      this.running < this.maxRunning && (this.running === 0 || this.spent + cost <= this.budget)
    );
  }

  /**
   * Runs `task` when a slot is free. Rejects with QueueFullError when there is no room, and with
   * RenderAbortedError when `signal` fires while the task is still waiting (it never starts then;
   * once started, stopping it is the task's business: it gets the same signal).
   */
  run<T>(task: () => Promise<T>, signal: AbortSignal, cost = 0): Promise<T> {
    if (signal.aborted) return Promise.reject(new RenderAbortedError());
    // First come, first served: nothing overtakes a waiting task, however cheap.
    if (this.waiting.length === 0 && this.fits(cost)) return this.start(task, cost);
    if (!this.hasRoom) return Promise.reject(new QueueFullError());
    return new Promise<T>((resolve, reject) => {
      const waiter: Waiter = {
        cost,
        start: () => {
          signal.removeEventListener('abort', leave);
          this.start(task, cost).then(resolve, reject);
        },
      };
      const leave = () => {
        const at = this.waiting.indexOf(waiter);
        if (at >= 0) this.waiting.splice(at, 1);
        reject(new RenderAbortedError());
        // The one behind it may fit where it did not.
        this.next();
      };
      signal.addEventListener('abort', leave, { once: true });
      this.waiting.push(waiter);
    });
  }

  private async start<T>(task: () => Promise<T>, cost: number): Promise<T> {
    this.running += 1;
    this.spent += cost;
    try {
      return await task();
    } finally {
      this.running -= 1;
      this.spent -= cost;
      this.next();
    }
  }

  private next(): void {
    while (this.waiting[0] && this.fits(this.waiting[0].cost)) this.waiting.shift()?.start();
  }
}
