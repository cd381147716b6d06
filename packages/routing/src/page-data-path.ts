/**
 * Where a page's data lives: `/page-data/<path>/page-data.json`, with the root as
 * `index` and no trailing slash (the Gatsby layout the spec's hosting uses, §7.9).
 */
export function pageDataUrl(pathname: string): string {
  return `/page-data/${pageKey(pathname).split('/').map(encodeURIComponent).join('/')}/page-data.json`;
}

/** A page's key: its decoded path without slashes at either end; the root is `index`. */
export function pageKey(pathname: string): string {
  const clean = decodeURIComponent(pathname.split(/[?#]/)[0] ?? '/')
    .replace(/\/{2,}/g, '/')
    .replace(/^\/+|\/+$/g, '');
  return clean === '' ? 'index' : clean;
}
