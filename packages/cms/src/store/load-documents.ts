import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

import { fileStamp, type CorpusCache, type FileReading } from './corpus-cache';
import { LayeredMap, type Lookup } from './layered-map';
import { toStoredDocument } from './stored-document';
import { isRecord, slugOf } from './text';
import type { StoredDocument } from './types';

export interface LoadedCorpus {
  documents: StoredDocument[];
  /** Hash of every file's path and bytes: the master ref. */
  ref: string;
  /** Hash of each document's file, by document id: the same bytes, the same document. */
  digests: Lookup<string>;
  /** Each document's slug, by id, worked out when its file was read. */
  slugs: Lookup<string>;
  problems: string[];
  /** Every file read (or known unchanged), relative to the folder. */
  present: Set<string>;
  /** Every file, in order, as this load found it (`reloadFiles` starts from them). */
  files: CorpusFile[];
  /**
   * Set when `reloadFiles` put the named files in place of the ones before and changed nothing
   * else: the documents put in place of the ones with their ids (the same ids, in the same order).
   */
  replaced?: readonly StoredDocument[];
}

/**
 * Every `*.json` below `dir`, sorted so the ref does not depend on directory order (`sorted`
 * false: in directory order, for a caller that only looks each one up).
 */
export function listJsonFiles(dir: string, sorted = true): string[] {
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
  return sorted ? out.sort() : out;
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

/** A file of the corpus as a load found it: its path below the folder, and what it held. */
export interface CorpusFile {
  relative: string;
  /** Null when the file could not be read (it is reported, and counts for nothing). */
  reading: FileReading | null;
  problem?: string;
}

/** One file, from the cache when its stamp is the same, else read (and remembered). */
function readCorpusFile(file: string, relative: string, cache?: CorpusCache): CorpusFile {
  try {
    if (!cache) return { relative, reading: readFile(file) };
    const stamp = fileStamp(statSync(file));
    const known = cache.lookup(relative, stamp);
    const reading = known ?? readFile(file);
    if (!known) cache.remember(relative, stamp, reading);
    return { relative, reading };
  } catch (error) {
    return { relative, reading: null, problem: (error as Error).message };
  }
}

/** A file's path below `dir` (listJsonFiles joins the two): the prefix to slice off. */
const prefixOf = (dir: string) => path.join(dir, '-').slice(0, -1);

/**
 * Reads and validates the whole corpus; broken files are reported, never fatal. With a cache,
 * files whose stamp has not changed since they were read are not read again.
 */
export function loadCorpus(dir: string, cache?: CorpusCache): LoadedCorpus {
  const steps = readCorpus(dir, cache);
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}

/**
 * `loadCorpus`, a few hundred files at a time, with `between()` awaited in between: a thread that
 * answers queries meanwhile (the build's content thread) keeps answering them.
 */
export async function loadCorpusInTurns(
  dir: string,
  cache: CorpusCache | undefined,
  between: () => Promise<void>,
): Promise<LoadedCorpus> {
  const steps = readCorpus(dir, cache);
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
    await between();
  }
}

/** Files read between two turns (`loadCorpusInTurns`): a few milliseconds' work. */
const FILES_PER_TURN = 500;

function* readCorpus(dir: string, cache?: CorpusCache): Generator<void, LoadedCorpus> {
  // A slice, where path.relative resolved both paths again for each of 12,000 files at every refresh.
  const prefix = prefixOf(dir);
  const files: CorpusFile[] = [];
  for (const file of listJsonFiles(dir)) {
    files.push(readCorpusFile(file, file.slice(prefix.length), cache));
    if (files.length % FILES_PER_TURN === 0) yield;
  }
  return assemble(files);
}

/**
 * `loadCorpus` when only the files at `relatives` may have changed since `before` was loaded (a
 * publish names the documents it wrote): those are looked at again, and every other file is taken
 * as `before` found it. What any file changed unnamed is missed: `loadCorpus` finds it.
 */
export function reloadFiles(
  dir: string,
  before: LoadedCorpus,
  relatives: readonly string[],
  cache?: CorpusCache,
): LoadedCorpus {
  const prefix = prefixOf(dir);
  const named = new Set(relatives);
  const read = new Map<string, CorpusFile>();
  for (const relative of named) {
    const file = prefix + relative;
    if (existsSync(file)) read.set(relative, readCorpusFile(file, relative, cache));
  }
  const patched = patchCorpus(before, read, named.size);
  if (patched) return patched;
  const files = before.files.filter((f) => !named.has(f.relative));
  files.push(...read.values());
  // The order listJsonFiles gives: sorted full paths, all with the same prefix.
  files.sort((a, b) => (a.relative < b.relative ? -1 : a.relative > b.relative ? 1 : 0));
  return assemble(files);
}

/** Where each file is in a load's `files`, and each document in its `documents`, by path and by id. */
interface Places {
  files: Map<string, number>;
  documents: Map<string, number>;
}
const placesOf = new WeakMap<LoadedCorpus, Places>();

function placesIn(corpus: LoadedCorpus): Places {
  let places = placesOf.get(corpus);
  if (!places) {
    places = {
      files: new Map(corpus.files.map((f, i) => [f.relative, i])),
      documents: new Map(corpus.documents.map((d, i) => [d.id, i])),
    };
    placesOf.set(corpus, places);
  }
  return places;
}

/**
 * `before` with the files in `read` put in place of the ones at their paths, when that is all an
 * edit changed: each was there before and is there now, and holds a document with the same id as
 * before (the first file with that id). The files and documents keep their order, so nothing is
 * sorted or listed again (issue 33: a warm edit's refresh was in proportion to the corpus). Null
 * when an edit adds, removes or breaks a file, or changes an id: `assemble` then makes it all again.
 */
function patchCorpus(
  before: LoadedCorpus,
  read: ReadonlyMap<string, CorpusFile>,
  named: number,
): LoadedCorpus | null {
  const parts = refPartsOf.get(before);
  if (read.size !== named || !parts) return null;
  const places = placesIn(before);
  const files = before.files.slice();
  const documents = before.documents.slice();
  const replaced: StoredDocument[] = [];
  const changed: number[] = [];
  const digests: [string, string][] = [];
  const slugs: [string, string][] = [];
  for (const [relative, next] of read) {
    const at = places.files.get(relative);
    const was = at === undefined ? undefined : before.files[at]!.reading?.doc;
    const doc = next.reading?.doc;
    if (!was || 'problem' in was || !doc || 'problem' in doc || doc.id !== was.id) return null;
    const place = places.documents.get(was.id)!;
    // A second file with an id already taken is a problem of the load, not its document.
    if (before.documents[place] !== was) return null;
    files[at!] = next;
    changed.push(at!);
    documents[place] = doc;
    digests.push([doc.id, next.reading!.digest]);
    slugs.push([doc.id, next.reading!.slug ?? slugOf(doc.data, doc.uid)]);
    replaced.push(doc);
  }
  const { ref, parts: now } = refOf(files, { parts, changed });
  const corpus = {
    ...before,
    files,
    documents,
    digests: LayeredMap.over(before.digests, digests),
    slugs: LayeredMap.over(before.slugs, slugs),
    ref,
    replaced,
  };
  placesOf.set(corpus, places);
  refPartsOf.set(corpus, now);
  return corpus;
}

/** Files signed together in one part of the master ref (`refOf`). */
const REF_PART = 256;

/** Each load's ref in parts: the hash of each run of REF_PART files, in order. */
const refPartsOf = new WeakMap<LoadedCorpus, string[]>();

/** The hash of the paths and digests of the files from `from`, REF_PART of them. */
function refPart(files: readonly CorpusFile[], from: number): string {
  let signed = '';
  for (let i = from; i < Math.min(from + REF_PART, files.length); i++) {
    const { relative, reading } = files[i]!;
    if (reading) signed += `${relative}\0${reading.digest}\0`;
  }
  return createHash('sha1').update(signed).digest('base64url');
}

/**
 * The master ref: a hash of every file's path and digest, in the files' order, made of the hashes
 * of runs of REF_PART files. With `before` (the parts of a load of the same files, in the same
 * places) and the places of the files that changed, only their runs are hashed again: one hash of
 * the whole list was 5-18 ms of each warm edit's refresh (issue 33).
 */
function refOf(
  files: readonly CorpusFile[],
  before?: { parts: readonly string[]; changed: Iterable<number> },
): { ref: string; parts: string[] } {
  let parts: string[];
  if (before) {
    parts = before.parts.slice();
    for (const at of before.changed) {
      const run = Math.floor(at / REF_PART);
      parts[run] = refPart(files, run * REF_PART);
    }
  } else {
    parts = [];
    for (let from = 0; from < files.length; from += REF_PART) parts.push(refPart(files, from));
  }
  return {
    ref: createHash('sha1').update(parts.join('')).digest('base64url').slice(0, 16),
    parts,
  };
}

/** The corpus from its files, in their sorted order: documents, problems and the master ref. */
function assemble(files: CorpusFile[]): LoadedCorpus {
  const documents: StoredDocument[] = [];
  const digests = new Map<string, string>();
  const slugs = new Map<string, string>();
  const problems: string[] = [];
  const seen = new Set<string>();
  const present = new Set<string>();
  for (const { relative, reading, problem } of files) {
    if (!reading) {
      problems.push(`${relative}: ${problem}`);
      continue;
    }
    present.add(relative);
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
  const { ref, parts } = refOf(files);
  const corpus = { documents, ref, digests, slugs, problems, present, files };
  refPartsOf.set(corpus, parts);
  return corpus;
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

/**
 * Whether the folder holds exactly the files `corpus` was read from, each with the stamp it was
 * read at (the cache keeps each file's stamp with its reading): no file new, gone or touched
 * since. It neither reads nor assembles the corpus again, which looking a corpus of 12,000 files
 * over after every warm edit did (issue 33). No is not final: a file touched but not changed is
 * still the same document. `between` is awaited every few hundred files.
 */
export async function sameFilesInTurns(
  dir: string,
  corpus: LoadedCorpus,
  cache: CorpusCache,
  between: () => Promise<void>,
): Promise<boolean> {
  const prefix = prefixOf(dir);
  const readings = new Map(corpus.files.map((f) => [f.relative, f.reading]));
  let found = 0;
  for (const file of listJsonFiles(dir, false)) {
    const relative = file.slice(prefix.length);
    const reading = readings.get(relative);
    if (!reading) return false;
    let stamp: string;
    try {
      stamp = fileStamp(statSync(file));
    } catch {
      return false;
    }
    if (cache.lookup(relative, stamp) !== reading) return false;
    if (++found % FILES_PER_TURN === 0) await between();
  }
  return found === readings.size;
}
