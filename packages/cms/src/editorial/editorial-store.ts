import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

import { loadCorpus, treeSignature } from '../store/load-documents';
import { isRecord } from '../store/text';
import type { StoredDocument } from '../store/types';

/** A release as the editorial folder holds it: a named set of document versions. */
export interface Release {
  id: string;
  label: string;
  documents: StoredDocument[];
  /** Hash of the release's files: with the master ref, it makes the release's ref. */
  contentRef: string;
}

export interface EditorialState {
  /** Unpublished versions, by document id: edits of published documents and new documents. */
  drafts: Map<string, StoredDocument>;
  /** Where each draft's file is, relative to the drafts folder (publishing moves it). */
  draftFiles: Map<string, string>;
  releases: Map<string, Release>;
  /** Hash of the drafts' files: a preview ref changes when a draft does. */
  draftsRef: string;
}

/** A release id is its folder's name; Prismic's look alike (letters, digits, `_` and `-`). */
export const RELEASE_ID = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * Drafts and releases, read from `<editorialDir>/drafts/<type>/<name>.json` and
 * `<editorialDir>/releases/<id>/release.json` (`{ "label": … }`) with the release's versions in
 * `<editorialDir>/releases/<id>/documents/<type>/<name>.json`, stored exactly like published
 * documents. They live outside the documents folder so that the master ref, which hashes that
 * folder, never moves for an unpublished edit. Read again whenever a file changed (a stat of
 * the small editorial tree per read, only for drafts, releases and previews: master never
 * pays for it).
 */
export class EditorialStore {
  private signature: string | undefined;
  private state: EditorialState | undefined;

  constructor(
    readonly editorialDir: string,
    private readonly log: (message: string) => void = (m) => console.warn(`[cms] ${m}`),
  ) {}

  get draftsDir(): string {
    return path.join(this.editorialDir, 'drafts');
  }

  get releasesDir(): string {
    return path.join(this.editorialDir, 'releases');
  }

  current(): EditorialState {
    const signature = treeSignature(this.editorialDir);
    if (!this.state || signature !== this.signature) {
      this.state = this.load();
      this.signature = signature;
    }
    return this.state;
  }

  private load(): EditorialState {
    const drafts = loadCorpus(this.draftsDir);
    for (const problem of drafts.problems) this.log(`skipped draft ${problem}`);
    const draftFiles = new Map<string, string>();
    // loadCorpus gives no file names; the documents' own files are found again by id.
    for (const file of listFiles(this.draftsDir)) {
      const id = readId(file);
      if (id && !draftFiles.has(id)) draftFiles.set(id, path.relative(this.draftsDir, file));
    }
    const releases = new Map<string, Release>();
    if (existsSync(this.releasesDir)) {
      for (const entry of readdirSync(this.releasesDir, { withFileTypes: true })) {
        if (!entry.isDirectory() || !RELEASE_ID.test(entry.name)) continue;
        const release = this.loadRelease(entry.name);
        if (release) releases.set(release.id, release);
      }
    }
    return {
      drafts: new Map(drafts.documents.map((doc) => [doc.id, doc])),
      draftFiles,
      releases,
      draftsRef: drafts.ref,
    };
  }

  private loadRelease(id: string): Release | undefined {
    const dir = path.join(this.releasesDir, id);
    let meta: unknown;
    try {
      meta = JSON.parse(readFileSync(path.join(dir, 'release.json'), 'utf8'));
    } catch (error) {
      this.log(`skipped release ${id}: release.json ${(error as Error).message}`);
      return undefined;
    }
    const label = isRecord(meta) && typeof meta.label === 'string' ? meta.label.trim() : '';
    if (!label) {
      this.log(`skipped release ${id}: release.json needs a "label"`);
      return undefined;
    }
    const corpus = loadCorpus(path.join(dir, 'documents'));
    for (const problem of corpus.problems) this.log(`skipped in release ${id}: ${problem}`);
    const contentRef = createHash('sha1')
      .update(label)
      .update('\0')
      .update(corpus.ref)
      .digest('base64url')
      .slice(0, 16);
    return { id, label, documents: corpus.documents, contentRef };
  }
}

function listFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  const out: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile() && entry.name.endsWith('.json'))
      out.push(path.join(entry.parentPath, entry.name));
  }
  return out.sort();
}

function readId(file: string): string | undefined {
  try {
    const raw: unknown = JSON.parse(readFileSync(file, 'utf8'));
    return isRecord(raw) && typeof raw.id === 'string' ? raw.id : undefined;
  } catch {
    return undefined;
  }
}
