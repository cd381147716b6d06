import type { ArticleSpec } from './article-spec';
import { fixedReads1 } from './reads-fixed-1';
import { fixedReads2 } from './reads-fixed-2';
import { pioneerReads } from './reads-pioneers';
import { awakeningReads } from './reads-awakenings';
import { bibleReads1 } from './reads-bible-1';
import { bibleReads2 } from './reads-bible-2';
import { reformationReads } from './reads-reformation';
import { reformationReads2 } from './reads-reformation-2';
import { celticWaldensianReads } from './reads-celtic-waldensian';
import { missionBlogReads } from './reads-missions-blog';
import { overviewReads } from './reads-overviews';

/** Every read article and overview page, in a stable order. */
export function allArticles(): ArticleSpec[] {
  const all = [
    ...fixedReads1,
    ...fixedReads2,
    ...pioneerReads,
    ...awakeningReads,
    ...bibleReads1,
    ...bibleReads2,
    ...reformationReads,
    ...reformationReads2,
    ...celticWaldensianReads,
    ...missionBlogReads,
    ...overviewReads,
  ];
  const seen = new Set<string>();
  for (const a of all) {
    if (seen.has(a.uid)) throw new Error(`duplicate read uid ${a.uid}`);
    seen.add(a.uid);
  }
  return all;
}
