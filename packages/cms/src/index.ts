import path from 'node:path';

import type { CmsOptions } from './router';

export { createCmsRouter, type CmsOptions, type CmsRouter } from './router';

const PACKAGE_ROOT = path.resolve(__dirname, '..');

/**
 * Options for the package's own corpus. `CMS_DOCUMENTS_DIR`, `CMS_IMAGES_DIR` and
 * `CMS_CUSTOMTYPES_DIR` point elsewhere (e.g. the generated `corpus-large`); `CMS_ACCESS_TOKEN`
 * makes the API private and `CMS_PUBLIC_ORIGIN` fixes the origin of absolute URLs.
 */
export function defaultCmsOptions(env: NodeJS.ProcessEnv = process.env): CmsOptions {
  return {
    documentsDir: env.CMS_DOCUMENTS_DIR || path.join(PACKAGE_ROOT, 'corpus', 'documents'),
    imagesDir: env.CMS_IMAGES_DIR || path.join(PACKAGE_ROOT, 'corpus', 'images'),
    customTypesDir: env.CMS_CUSTOMTYPES_DIR || path.join(PACKAGE_ROOT, 'customtypes'),
    accessToken: env.CMS_ACCESS_TOKEN || undefined,
    publicOrigin: env.CMS_PUBLIC_ORIGIN || undefined,
  };
}
