import { createHash } from 'node:crypto';

import { codeDigest, worthSaving } from '../cache-files';
import { GrowingFile, TrailedFile, type Place } from '../growing-file';
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

/**
 * The JSON up to `"href":` and from after its value (the ref in `href` changes with any edit): in
 * memory, or where it lies in a cache file (`headBytes` of the body are the head).
 */
type Text = { head: string; tail: string } | { place: Place; headBytes: number };

interface Entry {
  /** The document's file. */
  digest: string;
  /** Hash of the link faces of the documents it links to. */
  links: string;
  targets: string[];
  text: Text;
  /**
   * The entries of `targets` in the last snapshot `links` was found true of (not saved): while
   * the snapshot has the very same entries, their faces are the same, and `links` needs no hash.
   */
  linked?: (IndexedDocument | undefined)[];
  /** `${digest}.${links}`, once made (not saved). */
  version?: string;
}

const version = (digest: string, links: string) => `${digest}.${links}`;
const versionOf = (entry: Entry) => (entry.version ??= version(entry.digest, entry.links));

/** A stand-in for `href` while rendering: JSON-escaped, it cannot occur in the rest of the text. */
const HREF = '\u0000href\u0000';
const HREF_JSON = JSON.stringify(HREF);
/** 2: the bodies first, the header after them (growing-file.ts). */
const FORMAT = 2;

/** A header row: id, digest, links, targets, the body's offset, its head's bytes and its bytes. */
type Row = [string, string, string, string[], number, number, number];

export interface RenderedJsonCacheOptions {
  /**
   * The file that keeps the renderings from one run to the next (read now, written by `save`).
   * Without it, renderings are remembered for the life of the cache.
   */
  file?: string;
  /**
   * With `file`: each rendering is written to the next file as it is made, and read back from a
   * file when asked again, rather than kept in memory; the next file is moved into place by the
   * `save` made when `closing`. For a process that renders each document once (a site build):
   * kept, the renderings were the largest part of its content thread (issue 33's memory).
   */
  onDisk?: boolean;
}

/**
 * Rendered documents as JSON text, remembered by what they are made of: the document's file, what
 * the documents it links to show in a link, the mount point and origin, and this package's code.
 * With a file, what was rendered in one run is reused by the next (a site build renders every
 * document of the corpus each time; usually one or two have changed). Renderings that ask for
 * `fetchLinks` or `fetch` are not remembered.
 */
export class RenderedJsonCache {
  private readonly entries = new Map<string, Entry>();
  private readonly file: string | undefined;
  private readonly onDisk: boolean;
  /** The file renderings are written to as they are made (on disk). */
  private next: GrowingFile | null = null;
  /** Files read from by place, closed with the cache. */
  private readonly opened: (GrowingFile | TrailedFile)[] = [];
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
    options: RenderedJsonCacheOptions = {},
  ) {
    this.context = JSON.stringify([FORMAT, codeDigest(), base, origin]);
    this.file = options.file;
    this.onDisk = Boolean(options.file && options.onDisk);
    if (this.file) this.read(this.file);
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
   *
   * A projection (`fetch`: some of its fields) is not kept, but has the whole rendering's version:
   * it is made of the same file and links. The same query and versions still give the same text,
   * and a build knows a document by one version whichever of its answers brought it (a build's
   * document hashes, site-build's content-worker.ts). Links' fields (`fetchLinks`) have none.
   */
  render(entry: IndexedDocument, ctx: RenderContext): { readonly json: string; version?: string } {
    const cacheable =
      entry.digest !== undefined &&
      ctx.fetchLinks.size === 0 &&
      ctx.fetch === undefined &&
      ctx.base === this.base &&
      ctx.origin === this.origin;
    if (!cacheable) {
      const make = () => {
        this.rendered += 1;
        return JSON.stringify(renderDocument(entry, ctx));
      };
      const projected = this.projectionVersion(entry, ctx);
      if (projected === undefined) return { json: make() };
      // A projection's text, too, is made only when read: a warm builder that holds the answer
      // (the same versions) needs none.
      let json: string | undefined;
      return {
        get json() {
          return (json ??= make());
        },
        version: projected,
      };
    }
    const known = this.entries.get(entry.doc.id);
    if (known && known.digest === entry.digest && this.linksHold(known, ctx.snapshot)) {
      // Joined only when read: a caller that holds this version already needs no text (a warm
      // rebuild asks for the whole corpus again, and was making 12,000 strings it did not send).
      return new KeptAnswer(this, known, ctx.base, ctx.snapshot.ref, entry.doc.id);
    }
    const href = () => JSON.stringify(documentHref(ctx.base, ctx.snapshot.ref, entry.doc.id));
    const rendered = renderDocument(entry, ctx);
    this.rendered += 1;
    const text = JSON.stringify({ ...rendered, href: HREF });
    const at = text.indexOf(HREF_JSON);
    if (at < 0) return { json: JSON.stringify(rendered) };
    const targets = linkTargets(entry.doc.data);
    const head = text.slice(0, at);
    const tail = text.slice(at + HREF_JSON.length);
    const fresh: Entry = {
      digest: entry.digest!,
      links: this.linksOf(targets, ctx.snapshot),
      targets,
      linked: targets.map((id) => ctx.snapshot.byId.get(id)),
      text: this.onDisk ? this.written(head, tail) : { head, tail },
    };
    this.entries.set(entry.doc.id, fresh);
    this.stale += 1;
    return { json: head + href() + tail, version: versionOf(fresh) };
  }

  /**
   * A projection's version (see `render`): the kept rendering's when it still holds, which the
   * whole corpus's answer made already, else found from the document's file and links.
   */
  private projectionVersion(entry: IndexedDocument, ctx: RenderContext): string | undefined {
    const { digest } = entry;
    const projection =
      digest !== undefined &&
      ctx.fetch !== undefined &&
      ctx.fetchLinks.size === 0 &&
      ctx.base === this.base &&
      ctx.origin === this.origin;
    if (!projection) return undefined;
    const known = this.entries.get(entry.doc.id);
    if (known && known.digest === digest && this.linksHold(known, ctx.snapshot))
      return versionOf(known);
    return version(digest, this.linksOf(linkTargets(entry.doc.data), ctx.snapshot));
  }

  /** A rendering's text written to the next file, and where it lies. */
  private written(head: string, tail: string): Text {
    const headBody = Buffer.from(head);
    this.next ??= new GrowingFile(this.file!);
    const { offset, bytes } = this.next.append(Buffer.concat([headBody, Buffer.from(tail)]));
    return { place: { file: this.next, offset, bytes }, headBytes: headBody.length };
  }

  /** A kept rendering's text, joined or read back (KeptAnswer). */
  textOf(entry: Entry): { head: string; tail: string } {
    const { text } = entry;
    if ('head' in text) return text;
    const { file, offset, bytes } = text.place;
    const body = file.read(offset, bytes);
    return {
      head: body.toString('utf8', 0, text.headBytes),
      tail: body.toString('utf8', text.headBytes),
    };
  }

  /**
   * Writes what is remembered of the documents still in `snapshot`, when enough has changed (see
   * worthSaving), through a temporary file: a reader never sees half a file. On disk, only when
   * `closing`: the renderings are in the next file already, which then needs only its header.
   */
  save(snapshot: ContentSnapshot, options: { closing?: boolean } = {}): void {
    if (!this.file) return;
    // What is left are the entries kept (a warm builder's thread asks after each edit: no list).
    for (const [id, entry] of this.entries) {
      if (snapshot.byId.get(id)?.digest !== entry.digest) {
        this.entries.delete(id);
        this.stale += 1;
      }
    }
    if (this.onDisk && !options.closing) return;
    if (!worthSaving(this.stale, this.entries.size)) return;
    this.stale = 0;
    const out = this.next ?? new GrowingFile(this.file);
    this.next = null;
    const index: Row[] = [];
    for (const [id, e] of this.entries) {
      const { text } = e;
      let place: Place;
      let headBytes: number;
      if ('place' in text && text.place.file === out) ({ place, headBytes } = text);
      else {
        // Kept in memory, or in the file read at the start: copied into this one.
        const body =
          'head' in text
            ? Buffer.from(text.head + text.tail)
            : text.place.file.read(text.place.offset, text.place.bytes);
        headBytes = 'head' in text ? Buffer.byteLength(text.head) : text.headBytes;
        place = { file: out, ...out.append(body) };
        if (this.onDisk) e.text = { place, headBytes };
      }
      index.push([id, e.digest, e.links, e.targets, place.offset, headBytes, place.bytes]);
    }
    out.commit(JSON.stringify({ context: this.context, index }));
    if (this.onDisk) this.opened.push(out);
    else out.close();
  }

  /** Closes the files read from; a next file never saved is removed. */
  close(): void {
    this.next?.close();
    this.next = null;
    for (const file of this.opened.splice(0)) file.close();
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
    const opened = TrailedFile.open(file);
    if (!opened) return;
    try {
      const header = JSON.parse(opened.header) as { context?: unknown; index?: Row[] };
      if (header.context !== this.context || !Array.isArray(header.index)) {
        opened.close();
        return;
      }
      // In memory, the bodies are read at once; on disk, each when it is asked for.
      const bodies = this.onDisk ? null : opened.read(0, opened.bodiesEnd);
      for (const [id, digest, links, targets, offset, headBytes, bytes] of header.index) {
        const whole = [offset, headBytes, bytes].every((n) => Number.isInteger(n) && n >= 0);
        if (!whole || headBytes > bytes || offset + bytes > opened.bodiesEnd)
          throw new Error('malformed');
        if (!Array.isArray(targets)) throw new Error('malformed');
        const text: Text = bodies
          ? {
              head: bodies.toString('utf8', offset, offset + headBytes),
              tail: bodies.toString('utf8', offset + headBytes, offset + bytes),
            }
          : { place: { file: opened, offset, bytes }, headBytes };
        this.entries.set(id, { digest, links, targets, text });
      }
      if (bodies) opened.close();
      else this.opened.push(opened);
    } catch {
      this.entries.clear();
      opened.close();
    }
  }
}

/** A kept rendering's answer: one object, its text joined only when read (`render`). */
class KeptAnswer {
  constructor(
    private readonly cache: RenderedJsonCache,
    private readonly entry: Entry,
    private readonly base: string,
    private readonly ref: string,
    private readonly id: string,
  ) {}

  get json(): string {
    const { head, tail } = this.cache.textOf(this.entry);
    return head + JSON.stringify(documentHref(this.base, this.ref, this.id)) + tail;
  }

  get version(): string {
    return versionOf(this.entry);
  }
}
