import { pageKey } from '@site/routing/page-data-path';

/**
 * Set by the server beside Prismic's HttpOnly `io.prismic.preview` cookie (which no script can
 * read): this browser previews drafts. It holds no secret; the server checks the real cookie on
 * every preview request, so a forged marker only makes the shell ask and be told "no".
 */
export const PREVIEW_MARKER_COOKIE = 'site-preview';

export function isPreviewing(doc: Pick<Document, 'cookie'> | undefined = globalThis.document) {
  if (!doc) return false;
  return doc.cookie.split(';').some((part) => part.trim() === `${PREVIEW_MARKER_COOKIE}=1`);
}

/**
 * A page's data while previewing: made by the server from the preview ref with the area's
 * generator, instead of the build's `page-data.json`. Its own path, so that no cache keyed on
 * page-data (the offline worker's included) ever holds it.
 */
export function previewPageDataUrl(pathname: string): string {
  const key = pageKey(pathname);
  return `/preview/page-data?path=${encodeURIComponent(key === 'index' ? '/' : `/${key}`)}`;
}

/** The page-data loader's options, pointed at the preview's page data when this browser previews. */
export function withPreview<T extends object>(
  options: T,
  doc?: Pick<Document, 'cookie'>,
): T & { url?: (pathname: string) => string } {
  return isPreviewing(doc) ? { ...options, url: previewPageDataUrl } : options;
}
