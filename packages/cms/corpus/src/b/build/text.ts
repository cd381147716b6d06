/** The first sentence of authoring text, trimmed for a meta description. */
export function metaFrom(text: string): string {
  const s = text.trim().split(/(?<=[.!?])\s/)[0] ?? text;
  return s.length > 155 ? `${s.slice(0, 152).replace(/\s+\S*$/, '')}…` : s;
}

export const SEASON_TAG = { 1: 'season-1', 2: 'season-2', 3: 'season-3' } as const;
