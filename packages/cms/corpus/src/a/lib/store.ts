import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { docId } from '../../../lib/ids';
import { emptyValue } from '../../../../src/validate/empty-value';
import type { FieldDef, Model } from '../models/fields';
import { writeJson } from './json-file';
import { documentsDir } from './paths';

export type Link = { link_type: 'Document'; id: string } | { link_type: 'Any' };
export const link = (type: string, uid: string | null): Link => ({
  link_type: 'Document',
  id: docId(type, uid),
});
export const noLink: Link = { link_type: 'Any' };

/** The model's data fields in model order (tabs flattened), without the UID. */
function dataFields(model: Model): [string, FieldDef][] {
  return Object.values(model.json)
    .flatMap((tab) => Object.entries(tab))
    .filter(([, def]) => def.type !== 'UID');
}

/** Orders `data` by the model and fills every untouched field with its empty value. */
export function completeData(model: Model, data: Record<string, unknown>): Record<string, unknown> {
  const fields = dataFields(model);
  const unknown = Object.keys(data).filter((k) => !fields.some(([name]) => name === k));
  if (unknown.length) throw new Error(`${model.id}: unknown field(s) ${unknown.join(', ')}`);
  return Object.fromEntries(fields.map(([name, def]) => [name, data[name] ?? emptyValue(def)]));
}

export type Envelope = { tags?: string[]; date: string };

/** Writes corpus/documents/<type>/<uid|type>.json in the stored shape of CONVENTIONS.md. */
export function writeDoc(
  model: Model,
  uid: string | null,
  env: Envelope,
  data: Record<string, unknown>,
): void {
  const stamp = `${env.date}T09:00:00+0000`;
  const doc = {
    id: docId(model.id, uid),
    uid,
    type: model.id,
    lang: 'en-us',
    tags: [...(env.tags ?? [])].sort(),
    first_publication_date: stamp,
    last_publication_date: stamp,
    alternate_languages: [],
    data: completeData(model, data),
  };
  writeJson(join(documentsDir, model.id, `${uid ?? model.id}.json`), doc);
}

/** Removes this helper's own document folders so a re-run leaves no stale files. */
export function clearTypes(types: string[]): void {
  for (const t of types) rmSync(join(documentsDir, t), { recursive: true, force: true });
}

export type StoredDoc = {
  uid: string | null;
  type: string;
  tags: string[];
  data: Record<string, unknown>;
};

/** Documents of a type written by anyone so far (used to link to the other helper's work). */
export function storedDocs(type: string): StoredDoc[] {
  const dir = join(documentsDir, type);
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => JSON.parse(readFileSync(join(dir, f), 'utf8')) as StoredDoc);
}

export const docExists = (type: string, uid: string): boolean =>
  existsSync(join(documentsDir, type, `${uid}.json`));
