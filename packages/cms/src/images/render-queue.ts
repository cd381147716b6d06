/**
 * A small bounded queue for renders: at most `maxRunning` at once and `maxWaiting` in line. A full
 * queue refuses at once (the route answers 503) instead of letting work and memory pile up, and a
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
  start: () => void;
}

export class RenderQueue {
  private running = 0;
  private readonly waiting: Waiter[] = [];

  constructor(
    readonly maxRunning: number,
    readonly maxWaiting: number,
  ) {
    if (maxRunning < 1 || maxWaiting < 0)
      throw new Error('RenderQueue needs maxRunning ≥ 1 and maxWaiting ≥ 0');
  }

  /** Whether `run` would accept another task now. */
  get hasRoom(): boolean {
    return this.running < this.maxRunning || this.waiting.length < this.maxWaiting;
  }

  get stats(): { running: number; waiting: number } {
    return { running: this.running, waiting: this.waiting.length };
  }

  /**
   * Runs `task` when a slot is free. Rejects with QueueFullError when there is no room, and with
   * RenderAbortedError when `signal` fires while the task is still waiting (it never starts then;
   * once started, stopping it is the task's business: it gets the same signal).
   */
  run<T>(task: () => Promise<T>, signal: AbortSignal): Promise<T> {
    if (signal.aborted) return Promise.reject(new RenderAbortedError());
    if (this.running < this.maxRunning) return this.start(task);
    if (this.waiting.length >= this.maxWaiting) return Promise.reject(new QueueFullError());
    return new Promise<T>((resolve, reject) => {
      const waiter: Waiter = {
        start: () => {
          signal.removeEventListener('abort', leave);
          this.start(task).then(resolve, reject);
        },
      };
      const leave = () => {
        const at = this.waiting.indexOf(waiter);
        if (at >= 0) this.waiting.splice(at, 1);
        reject(new RenderAbortedError());
      };
      signal.addEventListener('abort', leave, { once: true });
      this.waiting.push(waiter);
    });
  }

  private async start<T>(task: () => Promise<T>): Promise<T> {
    this.running += 1;
    try {
      return await task();
    } finally {
      this.running -= 1;
      this.waiting.shift()?.start();
    }
  }
}
