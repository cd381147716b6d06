import { docId } from '../generate/doc-id';
import { checkFields, type FieldContext } from './check-field';
import { isRecord, type LoadedDocument, type LoadedModel } from './load';

const TOP_LEVEL = [
  'id',
  'uid',
  'type',
  'lang',
  'tags',
  'first_publication_date',
  'last_publication_date',
  'alternate_languages',
  'data',
];
const PUBLICATION_DATE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+0000$/;
const UID = /^[a-z0-9]+(?:[-_][a-z0-9]+)*$/;

/** Envelope checks (keys, id, uid, file name), then the data against the model. */
export function checkDocument(
  doc: LoadedDocument,
  models: Map<string, LoadedModel>,
  ctx: Omit<FieldContext, 'report'>,
  problems: string[],
): void {
  const report = (path: string, message: string): void => {
    problems.push(`${doc.file}: ${path}: ${message}`);
  };
  const json = doc.json;
  if (!isRecord(json)) return report('(document)', 'must be a JSON object');
  for (const key of TOP_LEVEL) if (!(key in json)) report(key, 'required top-level key is missing');
  for (const key of Object.keys(json)) {
    if (!TOP_LEVEL.includes(key))
      report(key, 'is not a stored top-level key (href, url, slugs … are computed)');
  }
  if (json.type !== doc.folder)
    report('type', `"${String(json.type)}" does not match its folder "${doc.folder}"`);
  const model = models.get(doc.folder);
  if (!model) return report('type', `no model customtypes/${doc.folder}/index.json`);
  const uid = json.uid;
  if (model.repeatable) {
    if (typeof uid !== 'string' || !UID.test(uid))
      report('uid', 'a repeatable type needs a kebab-case uid');
    else if (doc.name !== uid) report('uid', `file name should be ${uid}.json`);
  } else {
    if (uid !== null) report('uid', 'a singleton is stored with uid null');
    if (doc.name !== doc.folder) report('uid', `a singleton is stored as ${doc.folder}.json`);
  }
  const expectedId = docId(doc.folder, typeof uid === 'string' ? uid : null);
  if (json.id !== expectedId)
    report(
      'id',
      `"${String(json.id)}" is not docId("${doc.folder}", ${JSON.stringify(uid)}) = "${expectedId}"`,
    );
  if (typeof json.lang !== 'string' || !json.lang) report('lang', 'must be a language code');
  if (!Array.isArray(json.tags) || json.tags.some((t) => typeof t !== 'string'))
    report('tags', 'must be a list of strings');
  if (!Array.isArray(json.alternate_languages)) report('alternate_languages', 'must be a list');
  for (const key of ['first_publication_date', 'last_publication_date']) {
    const v = json[key];
    if (typeof v !== 'string' || !PUBLICATION_DATE.test(v) || Number.isNaN(Date.parse(v))) {
      report(key, 'must look like 2026-01-05T09:00:00+0000');
    }
  }
  if (!isRecord(json.data)) return report('data', 'must be an object');
  checkFields(model.fields, json.data, 'data', { ...ctx, report });
}
