export { buildHref, definePaths } from './paths';
export type { PathDef, PathEntry, PathParams, PathTable } from './paths';
export { redirects, resolveRedirect } from './redirects';
export type { RedirectRule } from './redirects';
