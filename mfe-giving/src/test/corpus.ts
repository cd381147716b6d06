import fs from 'node:fs';
import path from 'node:path';
import type { ContentSource } from '@site/contracts/generator';
import type { GivingDocument } from '../shared/content/document';

const CORPUS = path.resolve(__dirname, '../../../packages/cms/corpus/documents');

/** Every stored document of one type in the real corpus. */
export function corpusOf(type: string): GivingDocument[] {
  const dir = path.join(CORPUS, type);
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .map((f) => JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8')) as GivingDocument);
}

/**
 * The real corpus behind a content source, links left as stored (id only, no uid), the way the
 * other areas' generator tests read it: the giving pages must resolve their links themselves.
 */
export function corpusSource(overrides: Record<string, GivingDocument[]> = {}): ContentSource {
  const unsupported = () => Promise.reject(new Error('not used by the giving pages'));
  return {
    getAllByType: async <T>(type: string) => (overrides[type] ?? corpusOf(type)) as T[],
    dangerouslyGetAll: unsupported,
    getSingle: unsupported,
    getByUID: unsupported,
  };
}
