import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { docId } from '../../../lib/ids';
import { emptyValue } from '../../../../src/validate/empty-value';
import type { CustomType, Field, Fields, SharedSlice } from './fields';
import { target } from './links';
import { documentsDir } from './paths';

type Data = Record<string, unknown>;

const PUBLISHED = '2026-01-05T09:00:00+0000';
const DATE = /^\d{4}-\d{2}-\d{2}$/;

export interface Registry {
  types: Map<string, CustomType>;
  slices: Map<string, SharedSlice>;
}

const isObject = (v: unknown): v is Data =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** Fills every model field (in model order, empty as Prismic stores it) and rejects what the model lacks. */
function fill(fields: Fields, data: Data, where: string, reg: Registry): Data {
  for (const key of Object.keys(data))
    if (!(key in fields)) throw new Error(`${where}: ${key} is not a model field`);
  const out: Data = {};
  for (const [key, field] of Object.entries(fields)) {
    if (field.type === 'UID') continue;
    const value = data[key] ?? emptyValue(field);
    out[key] = check(field, value, `${where}.${key}`, reg);
  }
  return out;
}

function check(field: Field, value: unknown, where: string, reg: Registry): unknown {
  const fail = (why: string) => new Error(`${where}: ${why}`);
  switch (field.type) {
    case 'Select':
      if (value !== null && !field.config.options.includes(String(value)))
        throw fail(`${String(value)} is not an option`);
      return value;
    case 'Date':
      if (value !== null && !(typeof value === 'string' && DATE.test(value)))
        throw fail('not YYYY-MM-DD');
      return value;
    case 'Number':
      if (value !== null && typeof value !== 'number') throw fail('not a number');
      return value;
    case 'Text':
      if (value !== null && typeof value !== 'string') throw fail('not a string');
      return value;
    case 'StructuredText':
      if (!Array.isArray(value)) throw fail('rich text must be an array');
      if (field.config.single && value.length > 1)
        throw fail('single-block field holds several blocks');
      return value;
    case 'Link':
      if (!isObject(value)) throw fail('link must be an object');
      if (value.link_type === 'Document') {
        const to = target(String(value.id));
        if (!to) throw fail('document link not made with doc()');
        if (field.config.customtypes && !field.config.customtypes.includes(to.type))
          throw fail(`links to ${to.type}`);
      }
      return value;
    case 'Group':
      if (!Array.isArray(value)) throw fail('group must be an array');
      return value.map((item: Data, i) => fill(field.config.fields, item, `${where}[${i}]`, reg));
    case 'Slices':
      if (!Array.isArray(value)) throw fail('slices must be an array');
      return value.map((s: Data, i) => {
        const model = reg.slices.get(String(s.slice_type));
        if (!model || !(model.id in field.config.choices))
          throw fail(`slice ${String(s.slice_type)} not allowed`);
        const at = `${where}[${i}]`;
        return {
          slice_type: model.id,
          variation: 'default',
          version: 'initial',
          primary: fill(model.primary, (s.primary as Data) ?? {}, `${at}.primary`, reg),
          items: ((s.items as Data[]) ?? []).map((it, j) =>
            fill(model.items, it, `${at}.items[${j}]`, reg),
          ),
        };
      });
    default:
      return value;
  }
}

export interface Written {
  type: string;
  uid: string | null;
  file: string;
}

/** Writes one stored document (pretty JSON, stable key order); singletons are stored as <type>.json. */
export function writeDoc(
  reg: Registry,
  type: string,
  uid: string | null,
  data: Data,
  tags: string[] = [],
): Written {
  const model = reg.types.get(type);
  if (!model) throw new Error(`no model for ${type}`);
  if (model.repeatable !== (uid !== null))
    throw new Error(`${type}/${uid}: uid must be null exactly for singletons`);
  if (uid !== null && !/^[a-z0-9]+(-[a-z0-9]+)*$/.test(uid)) throw new Error(`bad uid ${uid}`);
  const fields: Fields = Object.assign({}, ...Object.values(model.tabs));
  const doc = {
    id: docId(type, uid),
    uid,
    type,
    lang: 'en-us',
    tags: [...tags].sort(),
    first_publication_date: PUBLISHED,
    last_publication_date: PUBLISHED,
    alternate_languages: [],
    data: fill(fields, data, `${type}/${uid ?? type}`, reg),
  };
  const file = path.join(documentsDir, type, `${uid ?? type}.json`);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, JSON.stringify(doc, null, 2) + '\n');
  return { type, uid, file };
}
