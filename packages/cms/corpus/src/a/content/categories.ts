import { heading } from '../lib/rich';
import { writeDoc } from '../lib/store';
import { readCategory } from '../models/read-models';

/** The read categories; every one has articles (checked by the authoring script). */
export const CATEGORIES: [uid: string, name: string][] = [
  ['reformation', 'Reformation'],
  ['waldensian', 'Waldensian'],
  ['celtic-church', 'Celtic Church'],
  ['missions', 'Missions'],
  ['adventist-pioneers', 'Adventist Pioneers'],
  ['bible', 'Bible'],
  ['blog', 'Blog'],
];

export function writeCategories(): void {
  CATEGORIES.forEach(([uid, name], i) => {
    writeDoc(
      readCategory,
      uid,
      { date: `2025-08-${String(10 + i).padStart(2, '0')}` },
      { read_category: heading(name) },
    );
  });
}
