import { readFileSync, type Stats } from 'node:fs';

import { codeDigest, worthSaving, writeFileAtomically } from '../cache-files';
import type { StoredDocument } from './types';

/** What reading one file gave: its hash, and its document or why it has none. */
export interface FileReading {
  digest: string;
  doc: StoredDocument | { problem: string };
}

type FileRecord = [stamp: string, digest: string, doc: StoredDocument | { problem: string }];

const FORMAT = 1;

/**
 * The identity of a file's bytes without reading them: size, modification and change times,
 * inode. An edit changes the change time even when a tool restores the modification time.
 */
export function fileStamp(st: Stats): string {
  return `${st.size}:${st.mtimeMs}:${st.ctimeMs}:${st.ino}`;
}

/**
 * The parsed corpus from the last load, by file: a file whose stamp is unchanged is not read
 * again. Loading 12,000 small files costs far more than one stat each and one parse of this.
 * Anything unreadable, or written by other code or for another folder, is ignored.
 */
export class CorpusCache {
  private records = new Map<string, FileRecord>();
  /** Files read afresh or gone since the cache was read or written. */
  private stale = 0;
  private readonly context: string;

  constructor(
    private readonly file: string,
    dir: string,
  ) {
    this.context = JSON.stringify([FORMAT, codeDigest(), dir]);
    try {
      const saved = JSON.parse(readFileSync(file, 'utf8')) as {
        context?: unknown;
        files?: { [relative: string]: FileRecord };
      };
      if (saved.context === this.context && saved.files && typeof saved.files === 'object') {
        this.records = new Map(Object.entries(saved.files));
      }
    } catch {
      // No cache yet, or not one this code can use: the corpus is read from its files.
    }
  }

  /** What `relative` gave when it had this stamp, if it was read with it. */
  lookup(relative: string, stamp: string): FileReading | undefined {
    const record = this.records.get(relative);
    if (!record || record[0] !== stamp) return undefined;
    return { digest: record[1], doc: record[2] };
  }

  remember(relative: string, stamp: string, reading: FileReading): void {
    this.records.set(relative, [stamp, reading.digest, reading.doc]);
    this.stale += 1;
  }

  /** Keeps only the files of the last load, and writes them when enough has changed (see worthSaving). */
  save(present: ReadonlySet<string>): void {
    for (const relative of this.records.keys()) {
      if (!present.has(relative)) {
        this.records.delete(relative);
        this.stale += 1;
      }
    }
    if (!worthSaving(this.stale, this.records.size)) return;
    this.stale = 0;
    writeFileAtomically(
      this.file,
      JSON.stringify({ context: this.context, files: Object.fromEntries(this.records) }),
    );
  }
}
