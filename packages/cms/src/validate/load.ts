import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

export type FieldDef = { type: string; config?: Record<string, unknown> };
export type Fields = Record<string, FieldDef>;

export type LoadedModel = { id: string; repeatable: boolean; fields: Fields; file: string };
export type SliceVariation = { id: string; primary?: Fields; items?: Fields };
export type LoadedSlice = { id: string; variations: SliceVariation[]; file: string };
export type LoadedDocument = { file: string; folder: string; name: string; json: unknown };

export const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

function readJson(file: string): unknown {
  return JSON.parse(readFileSync(file, 'utf8')) as unknown;
}

function subfolders(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => statSync(join(dir, name)).isDirectory())
    .sort();
}

/** customtypes/<id>/index.json, with the tabs flattened into one field map. */
export function loadModels(customTypesDir: string, problems: string[]): Map<string, LoadedModel> {
  const models = new Map<string, LoadedModel>();
  for (const folder of subfolders(customTypesDir)) {
    const file = `customtypes/${folder}/index.json`;
    const json = readJson(join(customTypesDir, folder, 'index.json'));
    if (!isRecord(json) || !isRecord(json.json) || json.id !== folder) {
      problems.push(`${file}: not a custom type whose id is "${folder}"`);
      continue;
    }
    const fields: Fields = {};
    for (const tab of Object.values(json.json)) {
      if (isRecord(tab)) Object.assign(fields, tab as Fields);
    }
    models.set(folder, { id: folder, repeatable: json.repeatable !== false, fields, file });
  }
  return models;
}

/** slices/<Name>/model.json, keyed by the slice id that Slice Zones reference. */
export function loadSlices(slicesDir: string, problems: string[]): Map<string, LoadedSlice> {
  const slices = new Map<string, LoadedSlice>();
  for (const folder of subfolders(slicesDir)) {
    const file = `slices/${folder}/model.json`;
    const json = readJson(join(slicesDir, folder, 'model.json'));
    if (!isRecord(json) || typeof json.id !== 'string' || !Array.isArray(json.variations)) {
      problems.push(`${file}: not a shared slice model`);
      continue;
    }
    slices.set(json.id, { id: json.id, variations: json.variations as SliceVariation[], file });
  }
  return slices;
}

/** Every corpus/documents/<folder>/<name>.json; `file` is relative to the documents folder. */
export function loadDocuments(documentsDir: string, problems: string[]): LoadedDocument[] {
  const docs: LoadedDocument[] = [];
  for (const folder of subfolders(documentsDir)) {
    for (const entry of readdirSync(join(documentsDir, folder)).sort()) {
      if (!entry.endsWith('.json')) continue;
      const file = `${folder}/${entry}`;
      try {
        docs.push({
          file,
          folder,
          name: entry.slice(0, -5),
          json: readJson(join(documentsDir, file)),
        });
      } catch (error) {
        problems.push(`${file}: invalid JSON (${(error as Error).message})`);
      }
    }
  }
  return docs;
}
