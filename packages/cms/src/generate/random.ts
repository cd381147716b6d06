/** A small seeded generator (mulberry32), so the same seed always writes the same corpus. */
export class Random {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** A whole number in [min, max]. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  pick<T>(items: readonly T[]): T {
    const item = items[Math.floor(this.next() * items.length)];
    if (item === undefined) throw new Error('pick from an empty list');
    return item;
  }

  /** Up to `count` distinct items. */
  sample<T>(items: readonly T[], count: number): T[] {
    const chosen = new Set<T>();
    const wanted = Math.min(count, items.length);
    while (chosen.size < wanted) chosen.add(this.pick(items));
    return [...chosen];
  }

  chance(p: number): boolean {
    return this.next() < p;
  }
}
