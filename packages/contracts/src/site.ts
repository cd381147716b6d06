/**
 * The site's name and its default description. Every page's title ends with the name; a page
 * whose generator gives no description gets this one, at build time and on client navigation,
 * so no page goes without (and none keeps the description of the page before it).
 */
export const SITE_NAME = 'Faith & Heritage';
export const SITE_DESCRIPTION =
  'Church and Reformation history: read, watch, listen, explore the timeline, shop, tour and give.';
