import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

import { fileStamp, type CorpusCache, type FileReading } from './corpus-cache';
import { isRecord, slugOf } from './text';
import type { StoredDocument } from './types';

export interface LoadedCorpus {
  documents: StoredDocument[];
  /** Hash of every file's path and bytes: the master ref. */
  ref: string;
  /** Hash of each document's file, by document id: the same bytes, the same document. */
  digests: Map<string, string>;
  /** Each document's slug, by id, worked out when its file was read. */
  slugs: Map<string, string>;
  problems: string[];
  /** With a cache: every file read (or known unchanged), relative to the folder. */
  present: Set<string>;
}

/** Every `*.json` below `dir`, sorted so the ref does not depend on directory order. */
export function listJsonFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  const out: string[] = [];
  const walk = (current: string): void => {
    for (const entry of readdirSync(current, { withFileTypes: true })) {
      const full = path.join(current, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.isFile() && entry.name.endsWith('.json')) out.push(full);
    }
  };
  walk(dir);
  return out.sort();
}

/** A signature of the tree that changes when any file is added, removed or rewritten. */
export function treeSignature(dir: string): string {
  return listJsonFiles(dir)
    .map((file) => {
      const st = statSync(file);
      return `${file}:${st.size}:${st.mtimeMs}`;
    })
    .join('|');
}

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

/** Reads one file: its hash, and its document or why it has none. */
function readFile(file: string): FileReading {
  const text = readFileSync(file, 'utf8');
  const digest = createHash('sha1').update(text).digest('base64url');
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    return { digest, doc: { problem: `invalid JSON (${(error as Error).message})` } };
  }
  const doc = toStoredDocument(parsed);
  if (typeof doc === 'string') return { digest, doc: { problem: doc } };
  return { digest, doc, slug: slugOf(doc.data, doc.uid) };
}

/**
 * Reads and validates the whole corpus; broken files are reported, never fatal. With a cache,
 * files whose stamp has not changed since they were read are not read again.
 */
export function loadCorpus(dir: string, cache?: CorpusCache): LoadedCorpus {
  const hash = createHash('sha1');
  const documents: StoredDocument[] = [];
  const digests = new Map<string, string>();
  const slugs = new Map<string, string>();
  const problems: string[] = [];
  const seen = new Set<string>();
  const present = new Set<string>();
  // Each file's path below `dir` (listJsonFiles joins the two): a slice, where path.relative
  // resolved both paths again for each of 12,000 files at every refresh.
  const prefix = path.join(dir, '-').slice(0, -1);
  // The ref's text, hashed in one update at the end (the same bytes as one update per file).
  let signed = '';
  for (const file of listJsonFiles(dir)) {
    const relative = file.slice(prefix.length);
    let reading: FileReading;
    try {
      if (cache) {
        const stamp = fileStamp(statSync(file));
        const known = cache.lookup(relative, stamp);
        reading = known ?? readFile(file);
        if (!known) cache.remember(relative, stamp, reading);
        present.add(relative);
      } else {
        reading = readFile(file);
      }
    } catch (error) {
      problems.push(`${relative}: ${(error as Error).message}`);
      continue;
    }
    signed += `${relative}\0${reading.digest}\0`;
    const doc = reading.doc;
    if ('problem' in doc) {
      problems.push(`${relative}: ${doc.problem}`);
    } else if (seen.has(doc.id)) {
      problems.push(`${relative}: duplicate id ${doc.id}`);
    } else {
      seen.add(doc.id);
      documents.push(doc);
      digests.set(doc.id, reading.digest);
      slugs.set(doc.id, reading.slug ?? slugOf(doc.data, doc.uid));
    }
  }
  return {
    documents,
    ref: hash.update(signed).digest('base64url').slice(0, 16),
    digests,
    slugs,
    problems,
    present,
  };
}

/** custom type id → label, from `<dir>/<id>/index.json`. */
export function loadCustomTypes(dir: string): Record<string, string> {
  // No prototype: a type id such as `constructor` or `__proto__` is a key like any other.
  const types: Record<string, string> = Object.create(null) as Record<string, string>;
  if (!existsSync(dir)) return types;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (!entry.isDirectory()) continue;
    const file = path.join(dir, entry.name, 'index.json');
    try {
      const model: unknown = JSON.parse(readFileSync(file, 'utf8'));
      if (isRecord(model) && typeof model.id === 'string') {
        types[model.id] = typeof model.label === 'string' ? model.label : model.id;
      }
    } catch {
      // A model being written right now or not yet present is skipped until the next reload.
    }
  }
  return types;
}
