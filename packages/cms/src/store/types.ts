import type { Lookup } from './layered-map';

/** A document as stored on disk (see CONVENTIONS.md), after validation. */
export interface StoredDocument {
  id: string;
  uid: string | null;
  type: string;
  lang: string;
  tags: string[];
  first_publication_date: string;
  last_publication_date: string;
  alternate_languages: unknown[];
  data: Record<string, unknown>;
}

/** A stored document plus what queries need precomputed, so that search never re-derives it. */
export interface IndexedDocument {
  doc: StoredDocument;
  slug: string;
  firstPublished: number;
  lastPublished: number;
  /** Hash of the file the document was read from, when it was read from one. */
  digest?: string;
  /** Lower-cased words of every text in the document, for `fulltext(document, …)`; collected on first use. */
  readonly words: Set<string>;
}

export interface ContentSnapshot {
  ref: string;
  documents: IndexedDocument[];
  /** A `Map` when the snapshot was made whole; shared with the snapshots before it when patched. */
  byId: Lookup<IndexedDocument>;
  byType: Map<string, IndexedDocument[]>;
  tags: string[];
  languages: string[];
  /** custom type id → label */
  types: Record<string, string>;
}
