import { randomBytes } from 'node:crypto';
import { mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import { docId } from '../generate/doc-id';
import type { ContentSnapshot, StoredDocument } from '../store/types';
import { checkDocument } from '../validate/check-document';
import { emptyValue } from '../validate/empty-value';
import { isRecord, loadModels, loadSlices, type Fields } from '../validate/load';
import type { EditorialState } from './editorial-store';

/** Where a write checks its document: the models, shared slices, images, and what links may name. */
export interface WriteContext {
  customTypesDir: string;
  slicesDir: string;
  imagesDir: string;
  master: ContentSnapshot;
  editorial: EditorialState;
  now: () => Date;
}

/** A write the models accept, ready for the disk, or the problems that refuse it (field named). */
export type Prepared =
  | { ok: true; doc: StoredDocument; file: string; created: boolean; title: string }
  | { ok: false; status: number; problems: string[] };

const CREATE_KEYS = ['title', 'type', 'uid', 'lang', 'alternate_language_id', 'tags', 'data'];
const UPDATE_KEYS = ['title', 'uid', 'tags', 'data'];
const LANG = /^[a-z]{2,3}(-[a-z0-9]{2,8})?$/;
const MAX_TITLE = 200;
const MAX_TAGS = 100;
const MAX_TAG = 100;

/**
 * The data with every model field it leaves out stored empty, as Prismic does: its own write
 * client creates a document with `data: {}` first and fills it in with a second request.
 * Group items get the same treatment; fields the model lacks stay, for the check to name.
 */
function withEmptyFields(fields: Fields, data: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = { ...data };
  for (const [key, def] of Object.entries(fields)) {
    if (def.type === 'UID') continue;
    if (!(key in out)) out[key] = emptyValue(def);
    else if (def.type === 'Group' && Array.isArray(out[key]) && isRecord(def.config?.fields)) {
      const inner = def.config.fields as Fields;
      out[key] = (out[key] as unknown[]).map((item) =>
        isRecord(item) ? withEmptyFields(inner, item) : item,
      );
    }
  }
  return out;
}

/** Prismic's publication-date format, `2026-01-05T09:00:00+0000`. */
export function publicationDate(date: Date): string {
  return `${date.toISOString().slice(0, 19)}+0000`;
}

/** The file a document is stored in, by the conventions: `<type>/<uid>.json`, a singleton `<type>/<type>.json`. */
export function documentFile(doc: { type: string; uid: string | null }): string {
  return path.join(doc.type, `${doc.uid ?? doc.type}.json`);
}

function refuse(status: number, ...problems: string[]): Prepared {
  return { ok: false, status, problems };
}

function checkEnvelope(body: Record<string, unknown>, allowed: string[], problems: string[]): void {
  for (const key of Object.keys(body))
    if (!allowed.includes(key)) problems.push(`${key}: is not a field of this request`);
  const { title, tags } = body;
  if (
    title !== undefined &&
    (typeof title !== 'string' || !title.trim() || title.length > MAX_TITLE)
  )
    problems.push(`title: must be a non-empty string of at most ${MAX_TITLE} characters`);
  if (
    tags !== undefined &&
    (!Array.isArray(tags) ||
      tags.length > MAX_TAGS ||
      tags.some((t) => typeof t !== 'string' || !t.trim() || t.length > MAX_TAG))
  )
    problems.push(`tags: must be a list of at most ${MAX_TAGS} non-empty strings`);
  if (!isRecord(body.data)) problems.push('data: must be an object of the model’s fields');
}

/**
 * `POST /documents` (no `id`) or `PUT /documents/:id` of the Migration API, as a draft: the body
 * is checked field by field, then the whole document against its custom-type model with the
 * same rules as the corpus test. Nothing is written here.
 */
export function prepareWrite(body: unknown, id: string | undefined, ctx: WriteContext): Prepared {
  if (!isRecord(body)) return refuse(400, '(body): must be a JSON object');
  const problems: string[] = [];
  checkEnvelope(body, id === undefined ? CREATE_KEYS : UPDATE_KEYS, problems);
  let base: StoredDocument | undefined;
  let type: string;
  let lang: string;
  if (id === undefined) {
    if (typeof body.title !== 'string') problems.push('title: is required');
    if (typeof body.type !== 'string' || !body.type) problems.push('type: is required');
    if (typeof body.lang !== 'string' || !LANG.test(body.lang))
      problems.push('lang: is required, a language code such as en-us');
    if (body.alternate_language_id !== undefined && body.alternate_language_id !== null)
      problems.push('alternate_language_id: translations are not supported by the embedded CMS');
    if (body.uid !== undefined && body.uid !== null && typeof body.uid !== 'string')
      problems.push('uid: must be a string');
    if (problems.length) return refuse(400, ...problems);
    type = body.type as string;
    lang = body.lang as string;
  } else {
    base = ctx.editorial.drafts.get(id) ?? ctx.master.byId.get(id)?.doc;
    if (!base) return refuse(404, `id: no document "${id}"`);
    if (body.uid !== undefined && body.uid !== null && body.uid !== base.uid)
      problems.push(
        `uid: cannot change ("${String(base.uid)}"): the document's id derives from it`,
      );
    if (problems.length) return refuse(400, ...problems);
    type = base.type;
    lang = base.lang;
  }

  const modelProblems: string[] = [];
  const models = loadModels(ctx.customTypesDir, modelProblems);
  const model = models.get(type);
  if (!model) return refuse(400, `type: no custom type "${type}" in customtypes/`);
  const uid = base ? base.uid : typeof body.uid === 'string' && body.uid ? body.uid : null;
  const docIdValue = base ? base.id : docId(type, model.repeatable ? uid : null);
  if (!base && (ctx.master.byId.has(docIdValue) || ctx.editorial.drafts.has(docIdValue))) {
    return refuse(
      400,
      `uid: a ${type} document with this uid exists already (${docIdValue}): update it with PUT /documents/${docIdValue}`,
    );
  }
  const now = publicationDate(ctx.now());
  const published = ctx.master.byId.get(docIdValue)?.doc;
  const doc: StoredDocument = {
    id: docIdValue,
    uid,
    type,
    lang,
    tags: Array.isArray(body.tags) ? (body.tags as string[]) : (base?.tags ?? []),
    // A draft carries the dates it would have if published now; publishing sets them again.
    first_publication_date: published?.first_publication_date ?? now,
    last_publication_date: now,
    alternate_languages: base?.alternate_languages ?? [],
    data: withEmptyFields(models.get(type)?.fields ?? {}, body.data as Record<string, unknown>),
  };
  const file = documentFile(doc);
  const ids = new Map<string, string>();
  for (const entry of ctx.master.documents) ids.set(entry.doc.id, entry.doc.type);
  for (const draft of ctx.editorial.drafts.values()) ids.set(draft.id, draft.type);
  ids.set(doc.id, doc.type);
  const found: string[] = [];
  checkDocument(
    { file, folder: type, name: path.basename(file, '.json'), json: doc },
    models,
    { imagesDir: ctx.imagesDir, ids, slices: loadSlices(ctx.slicesDir, modelProblems) },
    found,
  );
  // checkDocument names the file first; the client wants the field.
  // An update keeps the id it was given, even one not derived from the uid (an older import).
  const prefix = `${file}: `;
  const fieldProblems = found
    .map((p) => (p.startsWith(prefix) ? p.slice(prefix.length) : p))
    .filter((p) => !(base && p.startsWith('id: ')));
  if (fieldProblems.length) return refuse(400, ...fieldProblems);
  const title = typeof body.title === 'string' ? body.title : (uid ?? type);
  return { ok: true, doc, file, created: !base, title };
}

/**
 * Writes `text` to `file` so that a reader sees the old bytes or the new, never part: a temp
 * file beside it (a name the corpus readers skip: it does not end in `.json`), then a rename.
 */
export function writeFileAtomic(file: string, text: string): void {
  mkdirSync(path.dirname(file), { recursive: true });
  const temp = `${file}.${randomBytes(6).toString('hex')}.tmp`;
  try {
    writeFileSync(temp, text);
    renameSync(temp, file);
  } catch (error) {
    rmSync(temp, { force: true });
    throw error;
  }
}

/** The stored JSON of a document, in the corpus's layout (two-space indent, newline at the end). */
export function storedJson(doc: StoredDocument): string {
  return `${JSON.stringify(doc, null, 2)}\n`;
}
