import type { Stats } from 'node:fs';

import { codeDigest, worthSaving } from '../cache-files';
import { GrowingFile, TrailedFile } from '../growing-file';
import type { StoredDocument } from './types';

/** What reading one file gave: its hash, and its document (with its slug) or why it has none. */
export interface FileReading {
  digest: string;
  doc: StoredDocument | { problem: string };
  /** `slugOf(doc.data, doc.uid)`, worked out when the file was read. */
  slug?: string;
}

type Meta = Omit<StoredDocument, 'data'>;
type MetaRow = [
  id: string,
  uid: string | null,
  type: string,
  lang: string,
  tags: string[],
  first: string,
  last: string,
  alternates: unknown[],
];
type HeaderRow = [
  relative: string,
  stamp: string,
  digest: string,
  doc: MetaRow | { problem: string },
  slug: string | null,
  dataBytes: number,
];

interface FileRecord {
  stamp: string;
  reading: FileReading;
  /** The document's `data` as JSON, where it was read from the cache file (so not parsed yet). */
  dataJson?: Buffer;
}

/** 3: the documents' data first, then the header, then where the header starts (see `save`). */
const FORMAT = 3;

/**
 * The identity of a file's bytes without reading them: size, modification and change times,
 * inode. An edit changes the change time even when a tool restores the modification time.
 */
export function fileStamp(st: Stats): string {
  return `${st.size}:${st.mtimeMs}:${st.ctimeMs}:${st.ino}`;
}

const metaRow = (m: Meta): MetaRow => [
  m.id,
  m.uid,
  m.type,
  m.lang,
  m.tags,
  m.first_publication_date,
  m.last_publication_date,
  m.alternate_languages,
];

/**
 * A document whose `data` is parsed from its JSON when first read: a build answers most queries
 * from renderings it kept, and never looks inside most documents. The keys are in the order
 * `toStoredDocument` gives them.
 */
function lazyDocument(row: MetaRow, dataJson: Buffer): StoredDocument {
  const [id, uid, type, lang, tags, first, last, alternates] = row;
  const doc = {
    id,
    uid,
    type,
    lang,
    tags,
    first_publication_date: first,
    last_publication_date: last,
    alternate_languages: alternates,
  } as StoredDocument;
  const settle = (value: Record<string, unknown>) => {
    Object.defineProperty(doc, 'data', {
      value,
      writable: true,
      enumerable: true,
      configurable: true,
    });
    return value;
  };
  Object.defineProperty(doc, 'data', {
    enumerable: true,
    configurable: true,
    get: () => settle(JSON.parse(dataJson.toString('utf8')) as Record<string, unknown>),
    set: settle,
  });
  return doc;
}

/**
 * The parsed corpus from the last load, by file: a file whose stamp is unchanged is not read
 * again. Loading 12,000 small files costs far more than one stat each and one read of this.
 * The file is each document's data as JSON, one after the other (parsed only when a document's
 * data is first read), then a newline and a JSON header (each file's stamp, hash, document without
 * its data, slug, and the length of its data), then a newline and the byte offset of the header.
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
      this.read();
    } catch {
      // No cache yet, or not one this code can use: the corpus is read from its files.
      this.records.clear();
    }
  }

  /** What `relative` gave when it had this stamp, if it was read with it. */
  lookup(relative: string, stamp: string): FileReading | undefined {
    const record = this.records.get(relative);
    if (!record || record.stamp !== stamp) return undefined;
    return record.reading;
  }

  remember(relative: string, stamp: string, reading: FileReading): void {
    this.records.set(relative, { stamp, reading });
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
    // Each body written as it is made, and its length noted for the header after them: a header
    // first needed every body made (and held) before the first byte was written, the whole
    // corpus's data once more at the peak of a build (issue 33).
    const out = new GrowingFile(this.file);
    try {
      const rows: HeaderRow[] = [];
      for (const [relative, { stamp, reading, dataJson }] of this.records) {
        const { doc } = reading;
        const body = 'problem' in doc ? '' : (dataJson ?? JSON.stringify(doc.data));
        const { bytes } = out.append(body);
        const meta = 'problem' in doc ? doc : metaRow(doc);
        rows.push([relative, stamp, reading.digest, meta, reading.slug ?? null, bytes]);
      }
      out.commit(JSON.stringify({ context: this.context, files: rows }));
    } finally {
      out.close();
    }
  }

  private read(): void {
    const opened = TrailedFile.open(this.file);
    if (!opened) return;
    let buffer: Buffer;
    let header: { context?: unknown; files?: HeaderRow[] };
    try {
      header = JSON.parse(opened.header) as typeof header;
      buffer = opened.read(0, opened.bodiesEnd);
    } finally {
      opened.close();
    }
    if (header.context !== this.context || !Array.isArray(header.files)) return;
    const end = buffer.length;
    let offset = 0;
    for (const [relative, stamp, digest, meta, slug, dataBytes] of header.files) {
      if (!Number.isInteger(dataBytes) || dataBytes < 0 || offset + dataBytes > end) {
        throw new Error('truncated');
      }
      const dataJson = buffer.subarray(offset, (offset += dataBytes));
      if (!Array.isArray(meta)) {
        this.records.set(relative, {
          stamp,
          reading: { digest, doc: { problem: String(meta.problem) } },
        });
        continue;
      }
      const reading: FileReading = { digest, doc: lazyDocument(meta, dataJson) };
      if (slug !== null) reading.slug = slug;
      this.records.set(relative, { stamp, reading, dataJson });
    }
    if (offset !== end) throw new Error('trailing bytes');
  }
}
