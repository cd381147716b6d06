import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { CATEGORIES, writeCategories } from './content/categories';
import { allArticles } from './content/all-articles';
import { TEAM, writeTeam } from './content/team';
import { writeSite } from './content/site';
import { writeGreatControversy } from './content/gc-write';
import { imagesDir } from './lib/paths';
import { dropped, plan } from './lib/related';
import { clearTypes } from './lib/store';
import { corpusAModels, writeModels } from './models/write-models';
import { wordRange, writeArticle } from './content/write-read';

/**
 * Writes corpus A: models, shared slices, documents and images. Deterministic and
 * re-runnable; run it again once the other helper's documents exist so that links
 * to them are filled in (see the "left out" summary).
 */
function main(): void {
  writeModels();
  clearTypes(corpusAModels.map((m) => m.id));
  for (const group of ['read', 'team', 'books', 'site'])
    rmSync(join(imagesDir, group), { recursive: true, force: true });

  const articles = allArticles();
  for (const a of articles) plan('read', a.uid);
  for (const [uid] of CATEGORIES) plan('readCategory', uid);
  for (const m of TEAM) plan('teamMember', m.uid);

  writeCategories();
  writeTeam();
  const words = articles.map(writeArticle);
  const outOfRange = articles
    .map((a, i) => ({ a, n: words[i] ?? 0, range: wordRange(a) }))
    .filter(({ n, range }) => n < range[0] || n > range[1])
    .map(({ a, n, range }) => `read/${a.uid}: ${n} words, expected ${range[0]}–${range[1]}`);
  if (outOfRange.length) throw new Error(outOfRange.join('\n'));
  for (const [uid] of CATEGORIES) {
    if (!articles.some((a) => a.cats.includes(uid)))
      throw new Error(`category ${uid} has no articles`);
  }
  const chapters = writeGreatControversy();
  writeSite();

  const full = articles.filter((a) => !a.overview).length;
  console.log(
    `read: ${articles.length} (${full} articles, ${articles.length - full} season overviews), ` +
      `${Math.min(...words)}–${Math.max(...words)} words`,
  );
  console.log(`gc_chapter: ${chapters}`);
  if (dropped.length)
    console.log(
      `left out ${dropped.length} link(s) to documents that do not exist yet:\n  ${dropped.join('\n  ')}`,
    );
}

main();
