/*
 * Free text a visitor writes that ends up in a mail (names in every tour mail, the interest
 * message): no link of theirs may reach an inbox through us (issue 26: the forms were a spam
 * relay). We refuse the text with a clear message rather than strip it, so nothing the sender
 * wrote is silently changed. What counts as a link: a scheme (`https://`, `mailto:`), `www.`, an
 * e-mail address, or a host name — a dotted name ending in a common top-level domain, also written
 * out as "example dot com" or "example[.]com".
 */

const TLDS =
  'com|net|org|info|biz|io|co|me|ru|cn|xyz|top|site|online|shop|store|app|dev|link|click|live|club|tk|ml|ga|cf|gq|ly|gl|to|cc|tv|us|uk|de|fr|nl|eu|in|br|pl|it|es|ca|au|ch|be|se|no|dk|fi|cz|at|pt|gr|tr|ir|ua|kz|vn|id|ph|my|sg|jp|kr|ws|su|pw|icu|win|bid|loan|work|vip|pro|mobi|name';

/** A dot between host labels: `.` itself, or written out (`[.]`, `(dot)`, ` dot `). */
const DOT = '(?:\\.|\\s*(?:\\[\\.\\]|\\(\\.\\)|\\[dot\\]|\\(dot\\))\\s*|\\s+dot\\s+)';

const LINK_PATTERNS: RegExp[] = [
  /\b[a-z][a-z0-9+.-]*:\/\//i,
  /\b(?:mailto|tel|sms|javascript|data):/i,
  /\bwww\d?\s*\./i,
  /[^\s@]+@[^\s@]+\.[a-z]{2,}/i,
  new RegExp(`\\b[a-z0-9-]{2,}(?:${DOT}[a-z0-9-]{2,})*${DOT}(?:${TLDS})\\b`, 'i'),
  /\b[a-z0-9-]+\.[a-z]{2,}\//i,
];

/** True when the text carries something a mail client could turn into a link. */
export function containsLink(text: string): boolean {
  return LINK_PATTERNS.some((pattern) => pattern.test(text));
}

export const LINK_REFUSED =
  'Leave out web addresses and e-mail addresses: we do not send links written in this form.';
