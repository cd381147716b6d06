export { createSiteServer } from './create-site-server';
export type { SiteMount, SiteServerOptions } from './create-site-server';
export { DEFAULT_SITE_DIR, readConfig } from './config';
export type { ServerConfig } from './config';
export { contentSecurityPolicy, parseCspHosts } from './security-headers';
