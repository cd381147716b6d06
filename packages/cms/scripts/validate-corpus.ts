import { resolve } from 'node:path';
import { checkDocument } from '../src/validate/check-document';
import {
  type Fields,
  isRecord,
  loadDocuments,
  loadModels,
  loadSlices,
  type LoadedModel,
} from '../src/validate/load';

export type CorpusDirs = {
  customTypesDir: string;
  slicesDir: string;
  documentsDir: string;
  imagesDir: string;
};
export type CorpusReport = { problems: string[]; counts: Record<string, number> };

/** The folders of this package, resolved from this file (no machine paths). */
export const packageDirs = (root = resolve(__dirname, '..')): CorpusDirs => ({
  customTypesDir: resolve(root, 'customtypes'),
  slicesDir: resolve(root, 'slices'),
  documentsDir: resolve(root, 'corpus/documents'),
  imagesDir: resolve(root, 'corpus/images'),
});

/** Models may only point at types and slices that exist. */
function checkModelReferences(
  models: Map<string, LoadedModel>,
  sliceIds: Set<string>,
  problems: string[],
): void {
  const visit = (fields: Fields, model: LoadedModel, path: string) => {
    for (const [name, def] of Object.entries(fields)) {
      const config = def.config ?? {};
      if (def.type === 'Link' && Array.isArray(config.customtypes)) {
        for (const t of config.customtypes as string[]) {
          if (!models.has(t))
            problems.push(`${model.file}: ${path}${name}: links to unknown type "${t}"`);
        }
      }
      if (def.type === 'Group' && isRecord(config.fields))
        visit(config.fields as Fields, model, `${path}${name}.`);
      if (def.type === 'Slices' && isRecord(config.choices)) {
        for (const [id, choice] of Object.entries(config.choices)) {
          if (isRecord(choice) && choice.type === 'SharedSlice' && !sliceIds.has(id)) {
            problems.push(`${model.file}: ${path}${name}: no shared slice "${id}"`);
          }
        }
      }
    }
  };
  for (const model of models.values()) visit(model.fields, model, '');
}

/** Validates every document of the corpus against its model; an empty `problems` list means valid. */
export function validateCorpus(dirs: CorpusDirs = packageDirs()): CorpusReport {
  const problems: string[] = [];
  const models = loadModels(dirs.customTypesDir, problems);
  const slices = loadSlices(dirs.slicesDir, problems);
  const docs = loadDocuments(dirs.documentsDir, problems);
  checkModelReferences(models, new Set(slices.keys()), problems);
  const ids = new Map<string, string>();
  const counts: Record<string, number> = {};
  for (const doc of docs) {
    counts[doc.folder] = (counts[doc.folder] ?? 0) + 1;
    const id = isRecord(doc.json) ? doc.json.id : undefined;
    if (typeof id !== 'string') continue;
    if (ids.has(id)) problems.push(`${doc.file}: id: "${id}" is used by another document`);
    ids.set(id, doc.folder);
  }
  for (const doc of docs)
    checkDocument(doc, models, { imagesDir: dirs.imagesDir, ids, slices }, problems);
  return { problems, counts };
}

if (require.main === module) {
  const { problems, counts } = validateCorpus();
  console.log(
    Object.entries(counts)
      .map(([t, n]) => `${t}: ${n}`)
      .join('\n'),
  );
  for (const p of problems.slice(0, 200)) console.error(p);
  if (problems.length) {
    console.error(`${problems.length} problem(s)`);
    process.exitCode = 1;
  }
}
