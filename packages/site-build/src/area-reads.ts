import type { ContentSource } from '@site/contracts/generator';
import type { DocumentChange } from './content-worker';

/**
 * What an area asked the content for in a build, kept in its page set (issue 33): the document
 * types it queried by type, or `any` when it queried across types (or made files on the content
 * thread, whose queries are not seen here). With the ids of the documents it was given (the set's
 * `documents`), this says which edits could change its pages.
 */
export interface AreaReads {
  types: string[];
  any: boolean;
}

/** A content source that notes, in `reads`, which types an area's queries name. */
export function recordingSource(
  source: ContentSource,
  reads: { types: Set<string>; any: boolean },
): ContentSource {
  return {
    dangerouslyGetAll(params) {
      reads.any = true;
      return source.dangerouslyGetAll(params);
    },
    getAllByType(type, params) {
      reads.types.add(type);
      return source.getAllByType(type, params);
    },
    getSingle(type, params) {
      reads.types.add(type);
      return source.getSingle(type, params);
    },
    getByUID(type, uid, params) {
      reads.types.add(type);
      return source.getByUID(type, uid, params);
    },
  };
}

/**
 * Whether the documents changed since an area's set was rendered could change its pages: one of
 * them was given to it, or is (or was) of a type it queried. A set that kept no reads, or read
 * across types, always could. An area that could not is not generated again: its set stays.
 */
export function couldChange(
  set: { reads?: AreaReads; documents: Readonly<Record<string, string>> },
  changes: readonly DocumentChange[],
): boolean {
  const reads = set.reads;
  if (!reads || reads.any) return true;
  const types = new Set(reads.types);
  return changes.some((c) => c.id in set.documents || c.types.some((t) => types.has(t)));
}

/**
 * A full build's content, closed once every area has read all it reads: the area said so
 * (`GeneratorContext.doneReading`, answered by `done`), or its pages and static queries are made.
 * `done` resolves once `close` has, whichever area's turn closed it.
 */
export function closeWhenRead<Area>(areas: readonly Area[], close: () => Promise<void>) {
  const reading = new Set(areas);
  let allRead!: () => void;
  const closed = new Promise<void>((resolve) => (allRead = resolve)).then(close);
  return {
    done(area: Area): Promise<void> {
      if (reading.delete(area) && reading.size === 0) allRead();
      return closed;
    },
  };
}

/**
 * A full build's areas' files, each made once (`make`), on this thread. An area whose generator
 * says when it has read all it reads (`doneReading`) has its files made then, once every area has
 * and the content is closed, before the generator goes on to make its pages: the search index's
 * engine (~100 MB at twice the generated corpus) and the content area's pages are then never
 * alive at once, and the build thread's heap peaks lower through the rendering. `all` gives every
 * area's files, in the areas' order, making those not made yet, and keeps them no longer.
 *
 * With `write`, an area's files are written as soon as they are made, before its generator goes
 * on, and are not kept at all (`all` then only waits for every area's to be made and written):
 * held until every area's pages were made, the search index was 13 MB of text beside them at
 * twice the generated corpus.
 */
export function filesWhenRead<Area, File>(
  reading: { done(area: Area): Promise<void> },
  hasFiles: (area: Area) => boolean,
  make: (area: Area) => Promise<File[]>,
  write?: (files: File[]) => void,
) {
  const made = new Map<Area, Promise<File[]>>();
  const filesOf = (area: Area) => {
    let files = made.get(area);
    if (!files) {
      files = write
        ? make(area).then((m) => {
            write(m);
            return [];
          })
        : make(area);
      made.set(area, files);
    }
    return files;
  };
  return {
    async doneReading(area: Area): Promise<void> {
      await reading.done(area);
      if (hasFiles(area)) await filesOf(area);
    },
    /** Handed out once: kept no longer here, so that they go once written. */
    async all(areas: readonly Area[]): Promise<File[]> {
      const files: File[] = [];
      for (const area of areas)
        if (hasFiles(area)) {
          files.push(...(await filesOf(area)));
          made.delete(area);
        }
      return files;
    },
  };
}
