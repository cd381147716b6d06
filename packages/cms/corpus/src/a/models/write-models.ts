import { resolve } from 'node:path';
import { writeJson } from '../lib/json-file';
import { customTypesDir, slicesDir } from '../lib/paths';
import { bookChapter, books, chapterText, gcChapter } from './book-models';
import type { Model } from './fields';
import { read, readCategory } from './read-models';
import { sharedSlices } from './shared-slices';
import {
  about,
  aboutPage,
  faq,
  mediaKit,
  missionStatement,
  teamMember,
  testimonial,
} from './site-models';

/** Every corpus-A model, written to customtypes/<id>/index.json. */
export const corpusAModels: Model[] = [
  read,
  readCategory,
  books,
  bookChapter,
  gcChapter,
  chapterText,
  about,
  aboutPage,
  faq,
  testimonial,
  teamMember,
  mediaKit,
  missionStatement,
];

export function writeModels(): void {
  for (const m of corpusAModels) writeJson(resolve(customTypesDir, m.id, 'index.json'), m);
  for (const [name, slice] of Object.entries(sharedSlices))
    writeJson(resolve(slicesDir, name, 'model.json'), slice);
}

if (require.main === module) {
  writeModels();
  console.log(
    `wrote ${corpusAModels.length} models and ${Object.keys(sharedSlices).length} shared slices`,
  );
}
