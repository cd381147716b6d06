import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';

import { codeDigest, worthSaving, writeFileAtomically } from '../cache-files';
import { isRecord } from '../store/text';
import type { ContentSnapshot, IndexedDocument } from '../store/types';
import { documentHref, renderDocument, type RenderContext } from './render-document';

/**
 * What a rendered document is made of, besides its own file: for each document it links to, what
 * a link shows of it (`renderLink` without `fetchLinks`).
 */
function linkFace(target: IndexedDocument): string {
  const { doc } = target;
  return JSON.stringify([
    doc.type,
    doc.tags,
    doc.lang,
    target.slug,
    doc.first_publication_date,
    doc.last_publication_date,
    doc.uid,
  ]);
}

/** Every id `renderValue` treats as a document link, in document order. */
function linkTargets(value: unknown, into: string[] = []): string[] {
  if (Array.isArray(value)) for (const item of value) linkTargets(item, into);
  else if (isRecord(value)) {
    if (value.link_type === 'Document' && typeof value.id === 'string') into.push(value.id);
    else for (const inner of Object.values(value)) linkTargets(inner, into);
  }
  return into;
}

interface Entry {
  /** The document's file. */
  digest: string;
  /** Hash of the link faces of the documents it links to. */
  links: string;
  targets: string[];
  /** The JSON up to `"href":` and from after its value: the ref in `href` changes with any edit. */
  head: string;
  tail: string;
  /**
   * The entries of `targets` in the last snapshot `links` was found true of (not saved): while
   * the snapshot has the very same entries, their faces are the same, and `links` needs no hash.
   */
  linked?: (IndexedDocument | undefined)[];
}

/** A stand-in for `href` while rendering: JSON-escaped, it cannot occur in the rest of the text. */
const HREF = '\u0000href\u0000';
const HREF_JSON = JSON.stringify(HREF);
const FORMAT = 1;

/**
 * Rendered documents as JSON text, remembered by what they are made of: the document's file, what
 * the documents it links to show in a link, the mount point and origin, and this package's code.
 * With a file, what was rendered in one run is reused by the next (a site build renders every
 * document of the corpus each time; usually one or two have changed). Renderings that ask for
 * `fetchLinks` or `fetch` are not remembered.
 */
export class RenderedJsonCache {
  private readonly entries = new Map<string, Entry>();
  /** Documents rendered into the cache, or dropped from it, since it was read or written. */
  private stale = 0;
  /** How many documents were rendered rather than taken from memory. */
  rendered = 0;
  /**
   * Each linked document's face, by its entry: a snapshot made after an edit keeps the entries of
   * the documents that did not change (buildSnapshot), and with them their faces.
   */
  private readonly faces = new WeakMap<IndexedDocument, string>();
  private readonly context: string;

  constructor(
    private readonly base: string,
    private readonly origin: string,
    private readonly file?: string,
  ) {
    this.context = JSON.stringify([FORMAT, codeDigest(), base, origin]);
    if (file) this.read(file);
  }

  /** `JSON.stringify(renderDocument(entry, ctx))`, from memory when nothing it is made of changed. */
  json(entry: IndexedDocument, ctx: RenderContext): string {
    return this.render(entry, ctx).json;
  }

  /**
   * The same JSON, and when the rendering is one this cache keeps, its `version`: what the
   * rendering is made of (the document's file and the link faces of its targets; the mount point,
   * origin and code are the cache's own). Two renderings with one version are the same text but
   * for `href`; an edit to the document or to what its links show gives a new one.
   */
  render(entry: IndexedDocument, ctx: RenderContext): { readonly json: string; version?: string } {
    const cacheable =
      entry.digest !== undefined &&
      ctx.fetchLinks.size === 0 &&
      ctx.fetch === undefined &&
      ctx.base === this.base &&
      ctx.origin === this.origin;
    if (!cacheable) {
      this.rendered += 1;
      return { json: JSON.stringify(renderDocument(entry, ctx)) };
    }
    const href = () => JSON.stringify(documentHref(ctx.base, ctx.snapshot.ref, entry.doc.id));
    const known = this.entries.get(entry.doc.id);
    if (known && known.digest === entry.digest && this.linksHold(known, ctx.snapshot)) {
      // Joined only when read: a caller that holds this version already needs no text (a warm
      // rebuild asks for the whole corpus again, and was making 12,000 strings it did not send).
      return {
        get json() {
          return known.head + href() + known.tail;
        },
        version: `${known.digest}.${known.links}`,
      };
    }
    const rendered = renderDocument(entry, ctx);
    this.rendered += 1;
    const text = JSON.stringify({ ...rendered, href: HREF });
    const at = text.indexOf(HREF_JSON);
    if (at < 0) return { json: JSON.stringify(rendered) };
    const targets = linkTargets(entry.doc.data);
    const fresh: Entry = {
      digest: entry.digest!,
      links: this.linksOf(targets, ctx.snapshot),
      targets,
      linked: targets.map((id) => ctx.snapshot.byId.get(id)),
      head: text.slice(0, at),
      tail: text.slice(at + HREF_JSON.length),
    };
    this.entries.set(entry.doc.id, fresh);
    this.stale += 1;
    return { json: fresh.head + href() + fresh.tail, version: `${fresh.digest}.${fresh.links}` };
  }

  /**
   * Writes what is remembered of the documents still in `snapshot`, when enough has changed (see
   * worthSaving), atomically: a reader never sees half a file.
   */
  save(snapshot: ContentSnapshot): void {
    if (!this.file) return;
    const kept: [string, Entry][] = [];
    for (const [id, entry] of this.entries) {
      if (snapshot.byId.get(id)?.digest === entry.digest) kept.push([id, entry]);
      else {
        this.entries.delete(id);
        this.stale += 1;
      }
    }
    if (!worthSaving(this.stale, this.entries.size)) return;
    this.stale = 0;
    const index = kept.map(([id, e]) => [
      id,
      e.digest,
      e.links,
      e.targets,
      Buffer.byteLength(e.head),
      Buffer.byteLength(e.tail),
    ]);
    const header = JSON.stringify({ context: this.context, index });
    // Each rendering's own text after the header, in the index's order: none joined.
    function* parts() {
      yield `${header}\n`;
      for (const [, e] of kept) yield* [e.head, e.tail];
    }
    writeFileAtomically(this.file, parts());
  }

  /**
   * Whether what `entry`'s links show is what it was rendered with: at once when the snapshot has
   * the same entries for its targets as when this was last found, else by the hash of their faces
   * (a warm rebuild asks for the whole corpus again after each edit, and hashed every link).
   */
  private linksHold(entry: Entry, snapshot: ContentSnapshot): boolean {
    const { targets, linked } = entry;
    if (linked && targets.every((id, i) => snapshot.byId.get(id) === linked[i])) return true;
    if (this.linksOf(targets, snapshot) !== entry.links) return false;
    entry.linked = targets.map((id) => snapshot.byId.get(id));
    return true;
  }

  private linksOf(targets: string[], snapshot: ContentSnapshot): string {
    if (targets.length === 0) return '';
    // Hashed in one update (the same bytes as one per part).
    let text = '';
    for (const id of targets) {
      const target = snapshot.byId.get(id);
      let face = '';
      if (target) {
        face = this.faces.get(target) ?? linkFace(target);
        this.faces.set(target, face);
      }
      text += `${id}\0${face}\0`;
    }
    return createHash('sha1').update(text).digest('base64url');
  }

  /** Anything unreadable or made for another context is ignored: the cache only ever saves work. */
  private read(file: string): void {
    let buffer: Buffer;
    try {
      buffer = readFileSync(file);
    } catch {
      return;
    }
    try {
      const newline = buffer.indexOf(0x0a);
      if (newline < 0) return;
      const header = JSON.parse(buffer.toString('utf8', 0, newline)) as {
        context?: unknown;
        index?: [string, string, string, string[], number, number][];
      };
      if (header.context !== this.context || !Array.isArray(header.index)) return;
      let offset = newline + 1;
      for (const [id, digest, links, targets, headBytes, tailBytes] of header.index) {
        if (
          !Number.isInteger(headBytes) ||
          !Number.isInteger(tailBytes) ||
          !Array.isArray(targets)
        ) {
          throw new Error('malformed');
        }
        const head = buffer.toString('utf8', offset, (offset += headBytes));
        const tail = buffer.toString('utf8', offset, (offset += tailBytes));
        if (offset > buffer.length) throw new Error('truncated');
        this.entries.set(id, { digest, links, targets, head, tail });
      }
    } catch {
      this.entries.clear();
    }
  }
}
