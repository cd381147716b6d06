import path from 'node:path';

export interface CmsOptions {
  documentsDir: string;
  imagesDir: string;
  customTypesDir: string;
  /** When set, API requests must carry it (`access_token` or `Authorization: Token …`). */
  accessToken?: string;
  /** Drafts and releases (`drafts/`, `releases/<id>/`); unset, the CMS has published content only. */
  editorialDir?: string;
  /** Shared slice models, for checking writes; default: this package's `slices/`. */
  slicesDir?: string;
  /** Bearer token of the Migration API routes (writes, publish, previews); unset, they answer 403. */
  writeToken?: string;
  /** Signs preview tokens; unset, a random secret per process (tokens good in that process only). */
  previewSecret?: string;
  /** Scheme and host for absolute URLs (`https://example.org`); never taken from a request. */
  publicOrigin?: string;
  /** Where the image route keeps rendered images between runs; unset, it keeps them in memory only. */
  imageCacheDir?: string;
  /** Image renders at once and renders waiting; past both the image route answers 503. */
  imageRenders?: { running: number; waiting: number };
}

const PACKAGE_ROOT = path.resolve(__dirname, '..');

/** The write token outside production when none is configured (documented in the README). */
export const DEVELOPMENT_WRITE_TOKEN = 'dev-write-token';

/**
 * Options for the package's own corpus. `CMS_DOCUMENTS_DIR`, `CMS_IMAGES_DIR` and
 * `CMS_CUSTOMTYPES_DIR` point elsewhere (e.g. the generated `corpus-large`); `CMS_ACCESS_TOKEN`
 * makes the API private and `CMS_PUBLIC_ORIGIN` fixes the origin of absolute URLs (the site server
 * passes its PUBLIC_URL; the site build keeps its own placeholder origin, which it makes relative).
 */
export function defaultCmsOptions(env: NodeJS.ProcessEnv = process.env): CmsOptions {
  return {
    documentsDir: env.CMS_DOCUMENTS_DIR || path.join(PACKAGE_ROOT, 'corpus', 'documents'),
    imagesDir: env.CMS_IMAGES_DIR || path.join(PACKAGE_ROOT, 'corpus', 'images'),
    customTypesDir: env.CMS_CUSTOMTYPES_DIR || path.join(PACKAGE_ROOT, 'customtypes'),
    accessToken: env.CMS_ACCESS_TOKEN || undefined,
    editorialDir: env.CMS_EDITORIAL_DIR || path.join(PACKAGE_ROOT, 'corpus', 'editorial'),
    slicesDir: env.CMS_SLICES_DIR || path.join(PACKAGE_ROOT, 'slices'),
    // A known token is only safe on a developer's machine: like the site server, only an explicit
    // NODE_ENV=development (what `pnpm dev` sets) counts as one; anywhere else writes need CMS_WRITE_TOKEN.
    writeToken:
      env.CMS_WRITE_TOKEN || (env.NODE_ENV === 'development' ? DEVELOPMENT_WRITE_TOKEN : undefined),
    previewSecret: env.CMS_PREVIEW_SECRET || undefined,
    imageCacheDir:
      env.CMS_IMAGE_CACHE_DIR ||
      path.join(env.SITE_DIR || path.join(PACKAGE_ROOT, '..', '..', '.site'), '.cache', 'images'),
    imageRenders: {
      running: wholeEnv(env, 'CMS_IMAGE_RENDERS', 2, 1),
      // Waiting costs a socket, not memory: enough for a page full of new images on a cold cache.
      waiting: wholeEnv(env, 'CMS_IMAGE_QUEUE', 32, 0),
    },
    publicOrigin: env.CMS_PUBLIC_ORIGIN || undefined,
  };
}

/** A whole-number setting of at least `min`, or `fallback` when unset; anything else stops the start. */
function wholeEnv(env: NodeJS.ProcessEnv, name: string, fallback: number, min: number): number {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  if (!/^\d+$/.test(raw) || Number(raw) < min)
    throw new Error(`${name} must be a whole number of at least ${min}, got "${raw}"`);
  return Number(raw);
}

/** An http(s) origin (`https://example.org`) from what was configured, or undefined for none. */
export function checkOrigin(origin: string | undefined): string | undefined {
  if (origin === undefined || origin === '') return undefined;
  const url = new URL(origin);
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new Error(`publicOrigin must be http(s): ${origin}`);
  return url.origin;
}
