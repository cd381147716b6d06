/** What a snapshot's readers ask of its maps: a value by key, and whether there is one. */
export interface Lookup<V> {
  get(key: string): V | undefined;
  has(key: string): boolean;
}

/** Changes kept beside the shared map before they are folded into a new one. */
const MOST_CHANGES = 256;

/**
 * A map that shares a larger one with the maps it was made from, and keeps beside it only what
 * changed since (issue 33: copying a map of 12,000 documents for each edit was most of a warm
 * refresh). Values are only ever replaced or added, never removed; `undefined` is no value.
 */
export class LayeredMap<V> implements Lookup<V> {
  private constructor(
    private readonly shared: ReadonlyMap<string, V>,
    private readonly changed: ReadonlyMap<string, V>,
  ) {}

  /** `map` with `changes` set: the shared map is kept, unless the changes since it are many. */
  static over<V>(map: Lookup<V>, changes: Iterable<readonly [string, V]>): LayeredMap<V> {
    const layered = map instanceof LayeredMap ? (map as LayeredMap<V>) : null;
    const shared = layered ? layered.shared : (map as ReadonlyMap<string, V>);
    const changed = new Map(layered?.changed);
    for (const [key, value] of changes) changed.set(key, value);
    if (changed.size <= MOST_CHANGES) return new LayeredMap(shared, changed);
    const folded = new Map(shared);
    for (const [key, value] of changed) folded.set(key, value);
    return new LayeredMap(folded, new Map());
  }

  get(key: string): V | undefined {
    const value = this.changed.get(key);
    return value === undefined ? this.shared.get(key) : value;
  }

  has(key: string): boolean {
    return this.changed.has(key) || this.shared.has(key);
  }
}
