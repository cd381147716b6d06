import type { ContentSnapshot } from '../store/types';

/**
 * The documents most like `id` by shared words (Jaccard), best first, at most `max`.
 * Prismic's own algorithm is not public; this keeps the contract: related documents, never itself.
 */
export function similarIds(snapshot: ContentSnapshot, id: string, max: number): Set<string> {
  const target = snapshot.byId.get(id);
  if (!target || max <= 0) return new Set();
  const scored: { id: string; score: number }[] = [];
  for (const entry of snapshot.documents) {
    if (entry === target) continue;
    let shared = 0;
    for (const word of entry.words) if (target.words.has(word)) shared += 1;
    if (shared === 0) continue;
    scored.push({
      id: entry.doc.id,
      score: shared / (entry.words.size + target.words.size - shared),
    });
  }
  scored.sort((a, b) => b.score - a.score || a.id.localeCompare(b.id));
  return new Set(scored.slice(0, Math.floor(max)).map((s) => s.id));
}
