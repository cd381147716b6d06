/**
 * Test support (no test runs here): a local storage kept in a map, with `data` to look inside. The
 * product fetch, the session and the cart keep their ids and tokens in storage of this shape.
 */
export function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
    removeItem: (k: string) => void data.delete(k),
  };
}
