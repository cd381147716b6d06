export interface SearchHit {
  id: string;
  title: string;
  path: string;
  type: string;
  excerpt: string;
  score: number;
}

export interface ResultGroup {
  label: string;
  hits: SearchHit[];
}

// Labels for the groups, in the order they are shown; other types fall under "Other pages".
const GROUPS: [string, string[]][] = [
  ['Articles', ['read']],
  ['Episodes', ['episode']],
  ['Podcasts', ['podCast']],
  ['Timeline events', ['events']],
  ['People', ['people']],
  ['Places', ['place']],
  ['Book chapters', ['gc_chapter', 'book_chapter', 'chapter_text', 'books']],
  ['Tours', ['tour']],
];

/** Results grouped by content type, best score first inside each group; empty groups are left out. */
export function groupResults(hits: readonly SearchHit[]): ResultGroup[] {
  const label = (type: string) =>
    GROUPS.find(([, types]) => types.includes(type))?.[0] ?? 'Other pages';
  const order = [...GROUPS.map(([l]) => l), 'Other pages'];
  const groups = new Map<string, SearchHit[]>();
  for (const hit of hits)
    groups.set(label(hit.type), [...(groups.get(label(hit.type)) ?? []), hit]);
  return order
    .filter((l) => groups.has(l))
    .map((l) => ({ label: l, hits: [...(groups.get(l) ?? [])].sort((a, b) => b.score - a.score) }));
}
