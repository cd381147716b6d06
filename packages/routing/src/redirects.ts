/**
 * The permanent redirects of spec §2, shared by the server (HTTP 301) and the shell (client navigation).
 * Matching ignores case and one or more trailing slashes; query strings are the caller's business.
 * A target is never redirected again (the tests check that no target matches a source).
 */
export interface RedirectRule {
  /** An exact path, or for `prefix` rules a path ending in `*` that captures the rest. */
  from: string;
  /** For `prefix` rules, `*` is replaced by the captured rest. */
  to: string;
  kind: 'exact' | 'prefix';
}

const GC_CHAPTERS = 42;

/** Old Reformation article paths and the read slug that replaced each one. */
const REFORMATION_ARTICLES: ReadonlyArray<readonly [string, string]> = [
  ['reformers/columba', 'columba-of-iona'],
  ['movements/waldenses', 'the-waldenses'],
  ['reformers/huss-and-jerome', 'huss-and-jerome'],
  ['reformers/martin-luther', 'martin-luther'],
  ['reformers/william-tyndale', 'william-tyndale'],
  ['reformers/john-calvin', 'john-calvin'],
  ['reformers/john-knox', 'john-knox'],
  ['movements/english-reformation', 'the-english-reformation'],
  ['movements/puritans', 'the-puritans'],
  ['movements/huguenot-resistance', 'the-huguenot-resistance'],
  ['reformers/the-wesleys', 'john-and-charles-wesley'],
  ['movements/global-missionary-movement', 'the-global-missionary-movement'],
  ['locations/reformation-wall', 'the-reformation-wall'],
  ['locations/iona', 'columba-of-iona'],
  ['locations/wittenberg', 'martin-luther'],
  ['locations/geneva', 'john-calvin'],
];

const exact = (from: string, to: string): RedirectRule => ({ from, to, kind: 'exact' });

export const redirects: readonly RedirectRule[] = Object.freeze([
  exact('/gc', '/books/the-great-controversy'),
  exact('/sitemap-index.xml', '/sitemap.xml/'),
  exact('/meet-the-team', '/team/'),
  // Issue 31: /donate-page was a second copy of the donation form at /give.
  exact('/donate-page', '/give'),
  // Only these two: /tours/coming-soon and every other /tours/<slug> are real pages.
  exact('/tours', '/tours/coming-soon'),
  exact('/tours/gv', '/tours/coming-soon'),
  ...Array.from({ length: GC_CHAPTERS }, (_, i) =>
    exact(`/books/gc-chapter${i + 1}`, `/greatcontroversy-chapter${i + 1}`),
  ),
  ...REFORMATION_ARTICLES.map(([old, slug]) => exact(`/reformation/${old}`, `/read/${slug}`)),
  { from: '/books/gc-chapter*', to: '/greatcontroversy-chapter*', kind: 'prefix' },
]);

/** Lower-cased, trailing slashes removed; the root stays "/". */
function normalise(pathname: string): string {
  const trimmed = pathname.replace(/\/+$/, '');
  return (trimmed === '' ? '/' : trimmed).toLowerCase();
}

const exactRules = new Map<string, string>();
const prefixRules: Array<{ prefix: string; to: string }> = [];
for (const rule of redirects) {
  if (rule.kind === 'exact') exactRules.set(normalise(rule.from), rule.to);
  else prefixRules.push({ prefix: rule.from.slice(0, -1).toLowerCase(), to: rule.to });
}

/**
 * The target path for `pathname`, or null when it is not redirected.
 * A prefix rule needs a non-empty rest, which keeps its original case.
 */
export function resolveRedirect(pathname: string): string | null {
  if (typeof pathname !== 'string' || !pathname.startsWith('/')) return null;
  const key = normalise(pathname);
  const target = exactRules.get(key);
  if (target !== undefined) return target;
  for (const { prefix, to } of prefixRules) {
    if (key.length > prefix.length && key.startsWith(prefix)) {
      const rest = pathname.replace(/\/+$/, '').slice(prefix.length);
      return to.replace('*', rest);
    }
  }
  return null;
}
