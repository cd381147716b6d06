import type * as prismic from '@prismicio/client';

/** A document that links to another, and the top-level field it links from. */
export interface Referrer {
  doc: prismic.PrismicDocument;
  field: string;
}

/** Adds the id of every Document link inside `value` to `into`: a walk of plain data, nothing else. */
function collectLinks(value: unknown, into: string[]): void {
  if (typeof value !== 'object' || value === null) return;
  if (Array.isArray(value)) {
    for (const item of value) collectLinks(item, into);
    return;
  }
  const v = value as Record<string, unknown>;
  if (v.link_type === 'Document' && typeof v.id === 'string' && !into.includes(v.id))
    into.push(v.id);
  for (const key in v) {
    const child = v[key];
    if (typeof child === 'object' && child !== null) collectLinks(child, into);
  }
}

/**
 * Each document's links as field, target, field, target…: field by field in the data's order,
 * each target once per field. Found once per document object: a warm build's catalog holds the
 * very objects of the documents that did not change.
 */
const linkLists = new WeakMap<prismic.PrismicDocument, string[]>();

function linksOf(doc: prismic.PrismicDocument): string[] {
  let links = linkLists.get(doc);
  if (links) return links;
  links = [];
  const targets: string[] = [];
  const data = doc.data as Record<string, unknown>;
  for (const field in data) {
    targets.length = 0;
    collectLinks(data[field], targets);
    for (const target of targets) links.push(field, target);
  }
  linkLists.set(doc, links);
  return links;
}

/** Each document's links, added to the lists of their targets in `index`, in the documents' order. */
function addLinks(
  index: Map<string, Referrer[]>,
  docs: readonly prismic.PrismicDocument[],
): Map<string, Referrer[]> {
  for (const doc of docs) {
    const links = linksOf(doc);
    for (let i = 0; i < links.length; i += 2) {
      const target = links[i + 1]!;
      let list = index.get(target);
      if (!list) index.set(target, (list = []));
      list.push({ doc, field: links[i]! });
    }
  }
  return index;
}

/** Every document's links, by target, in the documents' order and then their fields'. */
export const fullReferrersIndex = (docs: readonly prismic.PrismicDocument[]) =>
  addLinks(new Map(), docs);

/** At most this share of the documents changed for an index to be brought up to date, not made again. */
const MOST_CHANGED = 0.1;

/** What an index was made of: its documents, and each one's place by id (made when first needed). */
interface Made {
  docs: readonly prismic.PrismicDocument[];
  index: Map<string, Referrer[]>;
  places?: Map<string, number>;
}

const placesOf = (docs: readonly prismic.PrismicDocument[]) =>
  new Map(docs.map((doc, i) => [doc.id, i]));

/**
 * The documents of `docs` that are not the very ones at their places in `before`, and the ones they
 * replaced, when the two hold the same ids in the same places (an edit): found by comparing the
 * lists place by place, where a map of 12,000 ids was made for each edit. Null otherwise.
 */
function replacedInPlace(
  before: readonly prismic.PrismicDocument[],
  docs: readonly prismic.PrismicDocument[],
): { changed: prismic.PrismicDocument[]; gone: Set<prismic.PrismicDocument> } | null {
  if (before.length !== docs.length) return null;
  const changed: prismic.PrismicDocument[] = [];
  const gone = new Set<prismic.PrismicDocument>();
  for (let i = 0; i < docs.length; i++) {
    const was = before[i]!;
    const now = docs[i]!;
    if (was === now) continue;
    if (was.id !== now.id) return null;
    changed.push(now);
    gone.add(was);
  }
  return { changed, gone };
}

/** The documents changed, added or removed since `before`, or null when the ones that stayed moved. */
function changesSince(
  before: readonly prismic.PrismicDocument[],
  docs: readonly prismic.PrismicDocument[],
): { changed: prismic.PrismicDocument[]; gone: Set<prismic.PrismicDocument> } | null {
  const was = new Map(before.map((doc, i) => [doc.id, { doc, at: i }]));
  const changed: prismic.PrismicDocument[] = [];
  const gone = new Set<prismic.PrismicDocument>();
  let lastAt = -1;
  for (const doc of docs) {
    const old = was.get(doc.id);
    if (old) {
      if (old.at < lastAt) return null;
      lastAt = old.at;
      was.delete(doc.id);
    }
    if (old?.doc !== doc) {
      changed.push(doc);
      if (old) gone.add(old.doc);
    }
  }
  for (const { doc } of was.values()) gone.add(doc);
  return { changed, gone };
}

/**
 * `before`'s index brought up to date for `docs`: the lists of the targets that a changed, added or
 * removed document links (or linked) to are made again, every other list is shared. The same index
 * as `fullIndex(docs)`, list for list. Null when too much changed, or when the documents that stayed
 * are not in the order they were (their lists would be too).
 */
function updatedIndex(before: Made, docs: readonly prismic.PrismicDocument[]): Made | null {
  const inPlace = replacedInPlace(before.docs, docs);
  const found = inPlace ?? changesSince(before.docs, docs);
  if (!found) return null;
  const { changed, gone } = found;
  if (changed.length + gone.size > docs.length * MOST_CHANGED) return null;

  // The same ids in the same places: the places of the index before are this one's.
  const places = inPlace ? before.places : undefined;
  const touched = new Set<string>();
  for (const doc of [...gone, ...changed]) {
    const links = linksOf(doc);
    for (let i = 1; i < links.length; i += 2) touched.add(links[i]!);
  }
  if (touched.size === 0) return { docs, index: before.index, places };
  const position = places ?? placesOf(docs);
  const index = new Map(before.index);
  const fresh = addLinks(new Map(), changed);
  // Where a link stands among its document's links: the order of one document's referrals.
  const rank = (r: Referrer, target: string) => {
    const links = linksOf(r.doc);
    for (let i = 0; i < links.length; i += 2)
      if (links[i] === r.field && links[i + 1] === target) return i;
    return -1;
  };
  for (const target of touched) {
    const list = [
      ...(before.index.get(target) ?? []).filter((r) => !gone.has(r.doc)),
      ...(fresh.get(target) ?? []),
    ];
    list.sort(
      (a, b) =>
        position.get(a.doc.id)! - position.get(b.doc.id)! || rank(a, target) - rank(b, target),
    );
    if (list.length > 0) index.set(target, list);
    else index.delete(target);
  }
  return { docs, index, places: position };
}

/** The index made last in this process, with the documents it was made of. */
let last: Made | null = null;

/**
 * The documents that link to each document, by its id. Made from the last index this process made
 * when few documents changed since (a warm build, issue 33): walking every link of 12,000
 * documents was a tenth of a one-article rebuild. The lists are shared: they must not be changed.
 * Without `keep` (a build after which the process ends), nothing is kept: a kept index holds the
 * whole corpus alive while the pages are rendered.
 */
export function referrersIndex(
  docs: readonly prismic.PrismicDocument[],
  keep = true,
): Map<string, Referrer[]> {
  const made =
    last?.docs === docs
      ? last
      : (last && updatedIndex(last, docs)) || { docs, index: fullReferrersIndex(docs) };
  last = keep ? made : null;
  return made.index;
}
