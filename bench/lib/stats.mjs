// Order statistics the benches print. Each sorts a copy, so callers keep their samples in run order.

/** The value at fraction `q` (0 to 1) of the sorted samples: 0.5 the median, 0.95 the p95. */
export function percentile(xs, q) {
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * q))];
}

/** The middle sample (the upper one of the two middles for an even count). */
export const median = (xs) => percentile(xs, 0.5);
