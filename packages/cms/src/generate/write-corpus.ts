import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import type { GenerateOptions } from './args';
import {
  categoryDoc,
  eventDoc,
  IMAGE_COUNT,
  personDoc,
  placeDoc,
  readDoc,
  seasonDocs,
  type Doc,
  type Pools,
} from './builders';
import { Random } from './random';

const PALETTE = ['#7a2e1f', '#1f4a7a', '#2e6b3a', '#6b5a2e', '#4a2e6b', '#2e6b6b'];

function artwork(n: number): string {
  const color = PALETTE[(n - 1) % PALETTE.length] ?? '#333333';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="900" viewBox="0 0 1600 900"><rect width="1600" height="900" fill="${color}"/><circle cx="${300 + n * 150}" cy="450" r="260" fill="#f4efe6" opacity="0.6"/></svg>`;
}

/** Writes `<out>/documents/<type>/<uid>.json` and a few artworks; replaces what was there. */
export function writeCorpus(options: GenerateOptions & { out: string }): Record<string, number> {
  const rng = new Random(options.seed);
  const documentsDir = path.join(options.out, 'documents');
  const imagesDir = path.join(options.out, 'images', 'generated');
  rmSync(documentsDir, { recursive: true, force: true });
  mkdirSync(imagesDir, { recursive: true });
  for (let n = 1; n <= IMAGE_COUNT; n += 1)
    writeFileSync(path.join(imagesDir, `art-${n}.svg`), artwork(n));

  const counts: Record<string, number> = {};
  const write = (doc: Doc) => {
    const dir = path.join(documentsDir, doc.type);
    if (!counts[doc.type]) mkdirSync(dir, { recursive: true });
    counts[doc.type] = (counts[doc.type] ?? 0) + 1;
    writeFileSync(path.join(dir, `${doc.uid ?? doc.type}.json`), JSON.stringify(doc));
  };
  for (const doc of seasonDocs()) write(doc);
  const pools: Pools = { people: [], places: [], categories: [] };
  for (let i = 0; i < options.people; i += 1) {
    const doc = personDoc(rng, i);
    pools.people.push(doc.uid ?? '');
    write(doc);
  }
  for (let i = 0; i < options.places; i += 1) {
    const doc = placeDoc(rng, i);
    pools.places.push(doc.uid ?? '');
    write(doc);
  }
  for (let i = 0; i < 12; i += 1) {
    const doc = categoryDoc(i);
    pools.categories.push(doc.uid ?? '');
    write(doc);
  }
  for (let i = 0; i < options.articles; i += 1) write(readDoc(rng, i, pools));
  for (let i = 0; i < options.events; i += 1) write(eventDoc(rng, i, pools));
  return counts;
}
