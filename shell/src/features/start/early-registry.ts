/**
 * The registry (/remotes.json) asked for by the boot script once the page has loaded, so that a first
 * tap seconds later does not wait for its round trip (150 ms on a phone's network) after the app's
 * code has run. It is never cached, so a prefetch cannot carry it: the boot script keeps the
 * response's promise on the window, and the app takes it when it starts, if it is fresh enough;
 * otherwise (a tap minutes later: a release may have happened since) it asks again.
 */
export const EARLY_REGISTRY_MAX_AGE_MS = 60_000;

interface EarlyRegistry {
  at: number;
  body: Promise<unknown>;
}
const KEY = '__siteEarlyRegistry';
type WithEarly = { [KEY]?: EarlyRegistry };

/** In the boot script: asks for the registry now; the body's promise never rejects. */
export function askForRegistryEarly(
  target: typeof globalThis = globalThis,
  url = '/remotes.json',
): void {
  const body = target
    .fetch(url, { cache: 'no-cache' })
    .then((response) => (response.ok ? response.json() : null))
    .catch(() => null);
  (target as WithEarly)[KEY] = { at: target.performance.now(), body };
}

/**
 * In the app: the early body once (null when there is none, it is stale, or it failed), then null
 * again, so that it is never used twice.
 */
export function takeEarlyRegistry(
  target: typeof globalThis = globalThis,
  maxAgeMs = EARLY_REGISTRY_MAX_AGE_MS,
): Promise<unknown> | null {
  const early = (target as WithEarly)[KEY];
  delete (target as WithEarly)[KEY];
  if (!early || target.performance.now() - early.at > maxAgeMs) return null;
  return early.body;
}
