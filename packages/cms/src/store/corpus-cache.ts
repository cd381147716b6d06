import { readFileSync, type Stats } from 'node:fs';

import { codeDigest, worthSaving, writeFileAtomically } from '../cache-files';
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

const FORMAT = 2;

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
 * The file is a JSON header (each file's stamp, hash, document without its data, and slug)
 * followed by each document's data as JSON, parsed only when a document's data is first read.
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
    const rows: HeaderRow[] = [];
    const bodies: Buffer[] = [];
    for (const [relative, { stamp, reading, dataJson }] of this.records) {
      const { doc } = reading;
      const body =
        'problem' in doc ? Buffer.alloc(0) : (dataJson ?? Buffer.from(JSON.stringify(doc.data)));
      const meta = 'problem' in doc ? doc : metaRow(doc);
      rows.push([relative, stamp, reading.digest, meta, reading.slug ?? null, body.length]);
      bodies.push(body);
    }
    // The header, then each body in turn: not one buffer of the whole corpus.
    writeFileAtomically(this.file, [
      `${JSON.stringify({ context: this.context, files: rows })}\n`,
      ...bodies,
    ]);
  }

  private read(): void {
    const buffer = readFileSync(this.file);
    const newline = buffer.indexOf(0x0a);
    if (newline < 0) return;
    const header = JSON.parse(buffer.toString('utf8', 0, newline)) as {
      context?: unknown;
      files?: HeaderRow[];
    };
    if (header.context !== this.context || !Array.isArray(header.files)) return;
    let offset = newline + 1;
    for (const [relative, stamp, digest, meta, slug, dataBytes] of header.files) {
      if (!Number.isInteger(dataBytes) || dataBytes < 0 || offset + dataBytes > buffer.length) {
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
    if (offset !== buffer.length) throw new Error('trailing bytes');
  }
}
