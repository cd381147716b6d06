/**
 * Answers the boot script asks for once the page has loaded, so that a first tap seconds later does
 * not wait for their round trips (150 ms each on a phone's network) after the app's code has run:
 * the registry (/remotes.json: the shell's start) and, in a session whose region is not known yet,
 * the geolocation lookup (/api/geo: commerce prices the cart by it). Neither may be cached, so a
 * prefetch cannot carry them: the boot script keeps each response's promise on the window, and the
 * app takes it when it starts, if it is fresh enough; otherwise (a tap minutes later: a release may
 * have happened since) it asks again.
 */
export const EARLY_ANSWER_MAX_AGE_MS = 60_000;
/** An answer slower than this counts as failed (null): the app then asks again itself. */
export const EARLY_ANSWER_TIMEOUT_MS = 5_000;

interface EarlyAnswer {
  at: number;
  body: Promise<unknown>;
}
const KEY = '__siteEarlyAnswers';
type WithEarly = { [KEY]?: Record<string, EarlyAnswer> };

/** In the boot script: asks for `url` now (uncached, as JSON); the body's promise never rejects. */
export function askEarly(url: string, target: typeof globalThis = globalThis): void {
  const body = target
    .fetch(url, {
      cache: 'no-cache',
      headers: { Accept: 'application/json' },
      signal: target.AbortSignal?.timeout?.(EARLY_ANSWER_TIMEOUT_MS),
    })
    .then((response) => (response.ok ? response.json() : null))
    .catch(() => null);
  const answers = ((target as WithEarly)[KEY] ??= {});
  answers[url] = { at: target.performance.now(), body };
}

/**
 * In the app: the early body of `url` once (null when there is none, it is stale, or it failed),
 * then null again, so that it is never used twice.
 */
export function takeEarly(
  url: string,
  target: typeof globalThis = globalThis,
  maxAgeMs = EARLY_ANSWER_MAX_AGE_MS,
): Promise<unknown> | null {
  const answers = (target as WithEarly)[KEY];
  const early = answers?.[url];
  if (answers) delete answers[url];
  if (!early || target.performance.now() - early.at > maxAgeMs) return null;
  return early.body;
}
