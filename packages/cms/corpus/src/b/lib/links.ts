import { docId } from '../../../lib/ids';
import { docExists } from './exists';

/** Every Document link made by this script, checked against the files once all are written. */
const made = new Map<string, { type: string; uid: string | null }>();

export interface DocLink {
  link_type: 'Document';
  id: string;
}

export function doc(type: string, uid: string | null): DocLink {
  const id = docId(type, uid);
  made.set(id, { type, uid });
  return { link_type: 'Document', id };
}

/** The (type, uid) a link made by doc() points at; undefined for links made elsewhere. */
export function target(id: string): { type: string; uid: string | null } | undefined {
  return made.get(id);
}

export function madeLinks(): Array<{ type: string; uid: string | null }> {
  return [...made.values()];
}

/** Types written by corpus A: a link to one of its documents waits until the file exists. */
const FOREIGN = new Set([
  'read',
  'readCategory',
  'teamMember',
  'books',
  'gc_chapter',
  'book_chapter',
]);
const deferred = new Set<string>();

/** `[{ person: link }, …]`, the stored shape of a list of relations. */
export function rel(
  key: string,
  type: string,
  uids: readonly string[] = [],
): Array<Record<string, DocLink>> {
  const ready = uids.filter((uid) => {
    if (!FOREIGN.has(type) || docExists(type, uid)) return true;
    deferred.add(`${type}/${uid}`);
    return false;
  });
  return ready.map((uid) => ({ [key]: doc(type, uid) }));
}

/** Links left out because corpus A has not written the target yet; re-run the script once it has. */
export const deferredLinks = (): string[] => [...deferred].sort();

export function products(handles: readonly string[] = []): Array<{ product_handle: string }> {
  return handles.map((product_handle) => ({ product_handle }));
}

export const web = (url: string) => ({ link_type: 'Web' as const, url });
