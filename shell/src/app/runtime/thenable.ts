/**
 * A promise that React's `use()` can read synchronously once settled: React looks
 * at `status`/`value` on the thenable. Primed data (hydration, SSR) is created
 * already fulfilled, so the first render never suspends.
 */
export type TrackedThenable<T> = Promise<T> & {
  status?: 'pending' | 'fulfilled' | 'rejected';
  value?: T;
  reason?: unknown;
};

export function track<T>(promise: Promise<T>): TrackedThenable<T> {
  const thenable = promise as TrackedThenable<T>;
  if (thenable.status) return thenable;
  thenable.status = 'pending';
  promise.then(
    (value) => {
      thenable.status = 'fulfilled';
      thenable.value = value;
    },
    (reason: unknown) => {
      thenable.status = 'rejected';
      thenable.reason = reason;
    },
  );
  return thenable;
}

export function fulfilled<T>(value: T): TrackedThenable<T> {
  const thenable = Promise.resolve(value) as TrackedThenable<T>;
  thenable.status = 'fulfilled';
  thenable.value = value;
  return thenable;
}
