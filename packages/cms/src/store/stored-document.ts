import { isRecord } from './text';
import type { StoredDocument } from './types';

const TYPE_ID = /^[A-Za-z0-9_-]+$/;
const EPOCH = '1970-01-01T00:00:00+0000';

function validDate(value: unknown): value is string {
  return typeof value === 'string' && !Number.isNaN(Date.parse(value));
}

/** Checks one parsed file against the stored-document contract; returns a reason when it fails. */
export function toStoredDocument(raw: unknown): StoredDocument | string {
  if (!isRecord(raw)) return 'not a JSON object';
  const { id, uid, type, lang, tags, data } = raw;
  if (typeof id !== 'string' || id === '') return 'missing string "id"';
  if (typeof type !== 'string' || !TYPE_ID.test(type)) return 'missing or invalid "type"';
  if (uid !== null && uid !== undefined && typeof uid !== 'string')
    return '"uid" must be a string or null';
  if (tags !== undefined && !(Array.isArray(tags) && tags.every((t) => typeof t === 'string'))) {
    return '"tags" must be an array of strings';
  }
  if (data !== undefined && !isRecord(data)) return '"data" must be an object';
  const first = validDate(raw.first_publication_date) ? raw.first_publication_date : EPOCH;
  const last = validDate(raw.last_publication_date) ? raw.last_publication_date : first;
  return {
    id,
    uid: typeof uid === 'string' ? uid : null,
    type,
    lang: typeof lang === 'string' && lang ? lang.toLowerCase() : 'en-us',
    tags: Array.isArray(tags) ? tags.filter((t): t is string => typeof t === 'string') : [],
    first_publication_date: first,
    last_publication_date: last,
    alternate_languages: Array.isArray(raw.alternate_languages) ? raw.alternate_languages : [],
    data: isRecord(data) ? data : {},
  };
}
