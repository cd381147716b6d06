/** Hashed, versioned files never change under their URL. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** HTML, the registry and the shell's manifests change on every release and must be revalidated. */
export const NO_CACHE = 'no-cache';
