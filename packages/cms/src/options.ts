import path from 'node:path';

export interface CmsOptions {
  documentsDir: string;
  imagesDir: string;
  customTypesDir: string;
  /** When set, API requests must carry it (`access_token` or `Authorization: Token …`). */
  accessToken?: string;
  /** Scheme and host for absolute URLs (`https://example.org`); defaults to the request's. */
  publicOrigin?: string;
}

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

/** An http(s) origin (`https://example.org`) from what was configured, or undefined for none. */
export function checkOrigin(origin: string | undefined): string | undefined {
  if (origin === undefined || origin === '') return undefined;
  const url = new URL(origin);
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new Error(`publicOrigin must be http(s): ${origin}`);
  return url.origin;
}
