import { statSync, watch, type FSWatcher } from 'node:fs';

import { buildSnapshot, patchSnapshot } from './build-snapshot';
import { CorpusCache } from './corpus-cache';
import {
  loadCorpus,
  loadCorpusInTurns,
  loadCustomTypes,
  reloadFiles,
  sameFilesInTurns,
  treeSignature,
  type LoadedCorpus,
} from './load-documents';
import type { ContentSnapshot } from './types';

export interface ContentStoreOptions {
  documentsDir: string;
  customTypesDir: string;
  /** Used only when the platform cannot watch directories: how often a request may re-stat the tree. */
  pollIntervalMs?: number;
  /**
   * `false`: load once and keep that snapshot, whatever changes on disk (a site build wants one
   * consistent view of the content from its first query to its last). Default `true`.
   */
  watch?: boolean;
  /** Keeps the parsed corpus here between runs (see CorpusCache); written by `saveCache()`. */
  cacheFile?: string;
  log?: (message: string) => void;
}

/**
 * Holds the parsed corpus in memory and reloads it when files change. A directory watcher marks
 * the snapshot dirty, and the next request rebuilds it, so a query never pays for a disk scan.
 */
export class ContentStore {
  private snapshot: ContentSnapshot;
  private dirty = false;
  private polling = false;
  private readonly pastRefs = new Set<string>();
  private readonly watchers: FSWatcher[] = [];
  private signature = '';
  private lastPoll = 0;
  /** Identity of the watched documents folder: a folder deleted and re-created needs a new watcher. */
  private watchedFolder: string | undefined;
  private readonly log: (message: string) => void;
  private readonly cache: CorpusCache | undefined;
  /** The last load's corpus, file by file. */
  private corpus: LoadedCorpus | null = null;
  /** Files to look at again on the next reload when a caller said what changed; else all. */
  private named: Set<string> | null = null;
  private readonly listeners = new Set<() => void>();

  constructor(private readonly options: ContentStoreOptions) {
    this.log = options.log ?? ((message) => console.warn(`[cms] ${message}`));
    this.cache = options.cacheFile
      ? new CorpusCache(options.cacheFile, options.documentsDir)
      : undefined;
    this.snapshot = this.load();
    if (options.watch !== false) this.startWatching();
  }

  /** The current snapshot, reloaded first when the corpus changed since the last call. */
  current(): ContentSnapshot {
    if (this.polling) this.pollForChanges();
    if (this.dirty) {
      this.dirty = false;
      const watching = this.options.watch !== false;
      if (watching && !this.polling && this.folderIdentity() !== this.watchedFolder) {
        this.close();
        this.startWatching();
      }
      const next = this.load();
      if (next.ref !== this.snapshot.ref) {
        this.pastRefs.add(this.snapshot.ref);
        this.pastRefs.delete(next.ref);
      }
      this.snapshot = next;
    }
    return this.snapshot;
  }

  /**
   * Called when the watcher sees the corpus change on disk (ref-webhook.ts); the snapshot itself is
   * made on the next `current()`. Returns a function that stops the calls.
   */
  onChange(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Whether changes are found by polling (no directory watcher on this platform). */
  get isPolling(): boolean {
    return this.polling;
  }

  /** A ref that was master earlier in this process's life (answers 410 rather than 404). */
  wasMasterRef(ref: string): boolean {
    return this.pastRefs.has(ref);
  }

  /**
   * Forces a reload on the next request (used by tests and by platforms without watchers). With
   * `ids`, the documents known to have changed (a publish), the reload looks again only at their
   * files, when every one is known; `matchesDisk` then tells whether anything else changed.
   */
  invalidate(ids?: readonly string[]): void {
    const files = ids && this.corpus && !(this.dirty && !this.named) ? this.filesOf(ids) : null;
    if (files) for (const file of files) (this.named ??= new Set()).add(file);
    else this.named = null;
    this.dirty = true;
  }

  /**
   * Whether the snapshot is what the whole folder holds now (every file looked at): a reload told
   * which documents changed checks it before its snapshot is trusted. The snapshot stays as it is
   * either way (a build reads one from its first query to its last): when not, the caller reloads
   * everything (`invalidate()`). `between` is awaited every few hundred files.
   */
  async matchesDisk(between: () => Promise<void> = async () => undefined): Promise<boolean> {
    const snapshot = this.snapshot;
    const { corpus, cache } = this;
    // Every file as it was read, by its stamp: the same corpus, without reading it again.
    if (
      corpus &&
      cache &&
      (await sameFilesInTurns(this.options.documentsDir, corpus, cache, between))
    )
      return true;
    const now = await loadCorpusInTurns(this.options.documentsDir, this.cache, between);
    return now.ref === snapshot.ref;
  }

  /** The files the documents were read from, or null when one of them is not known. */
  private filesOf(ids: readonly string[]): string[] | null {
    const wanted = new Set(ids);
    const files: string[] = [];
    for (const { relative, reading } of this.corpus!.files) {
      const doc = reading?.doc;
      if (doc && 'id' in doc && wanted.delete(doc.id)) files.push(relative);
    }
    return wanted.size === 0 ? files : null;
  }

  close(): void {
    for (const watcher of this.watchers.splice(0)) watcher.close();
  }

  /** Writes the parsed corpus to `cacheFile`, if it changed since it was read or written. */
  saveCache(): void {
    if (this.corpus) this.cache?.save(this.corpus.present);
  }

  private load(): ContentSnapshot {
    const { named } = this;
    this.named = null;
    const corpus =
      named && this.corpus
        ? reloadFiles(this.options.documentsDir, this.corpus, [...named], this.cache)
        : loadCorpus(this.options.documentsDir, this.cache);
    this.corpus = corpus;
    for (const problem of corpus.problems) this.log(`skipped ${problem}`);
    const types = loadCustomTypes(this.options.customTypesDir);
    // Unset on the first load, from the constructor.
    const previous = this.snapshot as ContentSnapshot | undefined;
    const { replaced } = corpus;
    const patched =
      previous && replaced
        ? patchSnapshot(previous, corpus.ref, replaced, types, corpus.digests, corpus.slugs)
        : null;
    return (
      patched ??
      buildSnapshot(corpus.ref, corpus.documents, types, corpus.digests, corpus.slugs, previous)
    );
  }

  /** Inode plus birth time: file systems reuse a deleted folder's inode at once. */
  private folderIdentity(): string | undefined {
    try {
      const st = statSync(this.options.documentsDir);
      return `${st.ino}:${st.birthtimeMs}`;
    } catch {
      return undefined;
    }
  }

  private startWatching(): void {
    this.watchedFolder = this.folderIdentity();
    this.polling = !this.tryWatch(this.options.documentsDir);
    if (this.polling) this.signature = treeSignature(this.options.documentsDir);
    // Models change rarely; without a watcher they are simply re-read with the next document change.
    this.tryWatch(this.options.customTypesDir);
  }

  private tryWatch(dir: string): boolean {
    try {
      const watcher = watch(dir, { recursive: true, persistent: false }, () => {
        this.invalidate();
        for (const listener of this.listeners) listener();
      });
      watcher.on('error', () => {
        watcher.close();
        this.polling = true;
      });
      this.watchers.push(watcher);
      return true;
    } catch {
      return false;
    }
  }

  private pollForChanges(): void {
    const now = Date.now();
    if (now - this.lastPoll < (this.options.pollIntervalMs ?? 1000)) return;
    this.lastPoll = now;
    const signature = treeSignature(this.options.documentsDir);
    if (signature !== this.signature) {
      this.signature = signature;
      this.invalidate();
    }
  }
}
