import { createHash } from 'node:crypto';

/** A deterministic pseudo-random stream seeded by a string, so re-runs write identical files. */
export function seeded(seed: string): () => number {
  let state = createHash('sha1').update(seed).digest().readUInt32LE(0);
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** An 11-character id that looks like a YouTube video id. */
export function videoIdFor(seed: string): string {
  return createHash('sha1').update(`video:${seed}`).digest('base64url').slice(0, 11);
}
