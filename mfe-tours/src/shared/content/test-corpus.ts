import fs from 'node:fs';
import path from 'node:path';
import type { ContentSource } from '@site/contracts/generator';
import type { ToursDocument } from './document';

// Test support (no test runs here): the real corpus of packages/cms, as the generator tests read it.
const CORPUS = path.resolve(__dirname, '../../../../packages/cms/corpus/documents');

/** Every stored document of one type in the real corpus. */
export function corpusOf(type: string): ToursDocument[] {
  const dir = path.join(CORPUS, type);
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .map((f) => JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8')) as ToursDocument);
}

/** The real corpus behind a content source, links left as stored (id only, no uid). */
export function corpusSource(overrides: Record<string, ToursDocument[]> = {}): ContentSource {
  const unsupported = () => Promise.reject(new Error('not used by the tours pages'));
  return {
    getAllByType: async <T>(type: string) => (overrides[type] ?? corpusOf(type)) as T[],
    dangerouslyGetAll: unsupported,
    getSingle: unsupported,
    getByUID: unsupported,
  };
}
