/**
 * Collects the keys requested during one tick and loads them in one call: graphql-js resolves the
 * items of a list side by side, so N cart lines asking for their product cost one query round.
 */
export class BatchLoader<K, V> {
  private pending: { key: K; resolve: (v: V | undefined) => void; reject: (e: unknown) => void }[] =
    [];
  private readonly cache = new Map<K, Promise<V | undefined>>();

  constructor(private readonly loadMany: (keys: K[]) => Promise<Map<K, V>>) {}

  load(key: K): Promise<V | undefined> {
    const cached = this.cache.get(key);
    if (cached) return cached;
    const promise = new Promise<V | undefined>((resolve, reject) => {
      this.pending.push({ key, resolve, reject });
      if (this.pending.length === 1) queueMicrotask(() => void this.flush());
    });
    this.cache.set(key, promise);
    return promise;
  }

  private async flush(): Promise<void> {
    const batch = this.pending;
    this.pending = [];
    try {
      const values = await this.loadMany(batch.map((b) => b.key));
      for (const b of batch) b.resolve(values.get(b.key));
    } catch (error) {
      for (const b of batch) b.reject(error);
    }
  }
}
