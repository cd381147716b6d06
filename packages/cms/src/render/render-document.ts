import { createHash } from 'node:crypto';

import { isRecord } from '../store/text';
import type { ContentSnapshot, IndexedDocument } from '../store/types';

export interface RenderContext {
  snapshot: ContentSnapshot;
  /** Absolute URL the router is mounted at, e.g. `http://localhost:3000/cms`. */
  base: string;
  /** Scheme and host that stored `/cms/images/…` URLs are made absolute against. */
  origin: string;
  fetchLinks: Map<string, Set<string>>;
  fetch?: Map<string, Set<string>>;
}

/** Prismic serves images through imgix with these defaults; our image route understands them. */
const IMAGE_DEFAULTS = 'auto=format,compress';

export function imageUrl(url: string, origin: string): string {
  if (!url.startsWith('/') || url.startsWith('//')) return url;
  if (/[?&]auto=/.test(url)) return `${origin}${url}`;
  return `${origin}${url}${url.includes('?') ? '&' : '?'}${IMAGE_DEFAULTS}`;
}

function isImage(value: Record<string, unknown>): boolean {
  return typeof value.url === 'string' && isRecord(value.dimensions);
}

function renderImage(
  value: Record<string, unknown>,
  ctx: RenderContext,
  depth: number,
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, inner] of Object.entries(value)) out[key] = renderValue(inner, ctx, depth);
  const url = String(value.url);
  out.url = imageUrl(url, ctx.origin);
  // Prismic images always carry an id and crop settings; ours are derived from the file path.
  out.id ??= createHash('sha1').update(url).digest('base64url').slice(0, 16);
  out.edit ??= { x: 0, y: 0, zoom: 1, background: 'transparent' };
  out.alt ??= null;
  out.copyright ??= null;
  return out;
}

export function renderLink(
  value: Record<string, unknown>,
  ctx: RenderContext,
  depth: number,
): Record<string, unknown> {
  const id = typeof value.id === 'string' ? value.id : '';
  const target = ctx.snapshot.byId.get(id);
  if (!target) {
    return {
      link_type: 'Document',
      id,
      type: 'broken_type',
      tags: [],
      lang: 'en-us',
      slug: '-',
      isBroken: true,
    };
  }
  const { doc } = target;
  const link: Record<string, unknown> = {
    link_type: 'Document',
    id: doc.id,
    type: doc.type,
    tags: doc.tags,
    lang: doc.lang,
    slug: target.slug,
    first_publication_date: doc.first_publication_date,
    last_publication_date: doc.last_publication_date,
    isBroken: false,
  };
  if (doc.uid !== null) link.uid = doc.uid;
  const fields = ctx.fetchLinks.get(doc.type);
  // Depth 0 only: a linked document's own links are not expanded again, which also rules out cycles.
  if (fields && depth === 0) {
    const data: Record<string, unknown> = {};
    for (const field of fields.has('*') ? Object.keys(doc.data) : fields) {
      if (Object.hasOwn(doc.data, field))
        data[field] = renderValue(doc.data[field], ctx, depth + 1);
    }
    link.data = data;
  }
  return link;
}

/** Walks a stored value, enriching document links and making image URLs absolute. */
export function renderValue(value: unknown, ctx: RenderContext, depth: number): unknown {
  if (Array.isArray(value)) return value.map((item) => renderValue(item, ctx, depth));
  if (!isRecord(value)) return value;
  if (value.link_type === 'Document' && typeof value.id === 'string')
    return renderLink(value, ctx, depth);
  if (isImage(value)) return renderImage(value, ctx, depth);
  const out: Record<string, unknown> = {};
  for (const [key, inner] of Object.entries(value)) out[key] = renderValue(inner, ctx, depth);
  return out;
}

export function documentHref(base: string, ref: string, id: string): string {
  const q = encodeURIComponent(`[[:d = at(document.id, "${id}")]]`);
  return `${base}/api/v2/documents/search?ref=${encodeURIComponent(ref)}&q=${q}`;
}

/** One result as the Content API returns it. */
export function renderDocument(
  entry: IndexedDocument,
  ctx: RenderContext,
): Record<string, unknown> {
  const { doc } = entry;
  const keep = ctx.fetch?.get(doc.type);
  const source = keep
    ? Object.fromEntries(Object.entries(doc.data).filter(([k]) => keep.has(k)))
    : doc.data;
  return {
    id: doc.id,
    uid: doc.uid,
    url: null,
    type: doc.type,
    href: documentHref(ctx.base, ctx.snapshot.ref, doc.id),
    tags: doc.tags,
    first_publication_date: doc.first_publication_date,
    last_publication_date: doc.last_publication_date,
    slugs: [entry.slug],
    linked_documents: [],
    lang: doc.lang,
    alternate_languages: doc.alternate_languages,
    data: renderValue(source, ctx, 0),
  };
}
