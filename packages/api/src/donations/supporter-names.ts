/*
 * Names a donor types are shown to the public (a project's recent supporters) and put into the
 * receipt mail: a name that carries a web address or an e-mail address turns the site into a
 * billboard or a spam relay ("Visit scam-example dot com"). Such names are refused at input and,
 * when one was stored before this check, shown as "Anonymous".
 *
 * The check reads the name the way a person reading the page would: spelled-out and bracketed dots
 * and ats, full-width and ideographic dots, spaces around the dot. It is tuned to let real names
 * through ("J. R. R.", "Dot", "St.John", "O'Brien") and refuse anything that reads as a link.
 */

export const ANONYMOUS = 'Anonymous';

/** Top-level domains a spammer reaches for; a name never ends in one right after a dot ("t.me", "bit.ly"). */
const TLDS = (
  'com net org info biz xyz top online site shop store club live app dev io co me ly gg tk ml ga cf cc tv to ws ' +
  'vip win bet link click email money uk us ru cn de fr in'
).split(' ');
/** Those unlikely after "J. " or "Khin. " in a name, also with spaces around the dot ("example . com"). */
const LOOSE_TLDS = 'com net org info biz xyz online site shop store club click link'.split(' ');
/** The few that also stand alone as a word ("scam-example com"); none is a name. */
const BARE_TLDS = 'com net org info biz xyz'.split(' ');

// "(dot)", "[dot]", "{dot}", "<dot>", " dot ", "-dot-", "d0t" between two words: read as ".".
const SPELLED_DOT = /\s*(?:[([{<]\s*d[o0]t\s*[)\]}>]|(?<=\S)[\s_-]+d[o0]t[\s_-]+(?=\S))\s*/giu;
// "(at)", "[at]", "{at}", "<at>": read as "@". A bare " at " is left alone: "Mary at Home" is no address.
const BRACKETED_AT = /[([{<]\s*at\s*[)\]}>]/iu;
// Dots a browser or a reader takes for one: ideographic and half-width ideographic full stops, one-dot leader, small full stop.
const DOTS = /[\u3002\uff61\u2024\ufe52]/gu;
const LABEL = '[\\p{L}\\p{N}][\\p{L}\\p{N}-]*';
const END = '(?![\\p{L}\\p{N}])';
// "example.com" with any of them; with spaces around the dot ("example . com") only with the loose
// ones, so that "J. De", "Jo. Me" or "Khin. Win" stay names.
const DOMAIN_TIGHT = new RegExp(`${LABEL}\\.(?:${TLDS.join('|')})${END}`, 'iu');
const DOMAIN_LOOSE = new RegExp(`${LABEL}\\s*\\.\\s*(?:${LOOSE_TLDS.join('|')})${END}`, 'iu');
const BARE = new RegExp(`[\\p{L}\\p{N}][\\s_]+(?:${BARE_TLDS.join('|')})${END}`, 'iu');
const SCHEME = /h[tx]{2}ps?\s*[:/]|:\/\/|\bwww\b/iu;

/** Why a name cannot be shown, or null when it reads as a name. */
export function linkInName(raw: string): 'email' | 'link' | null {
  const text = raw.normalize('NFKC').replace(DOTS, '.');
  if (text.includes('@') || BRACKETED_AT.test(text)) return 'email';
  const spelled = text.replace(SPELLED_DOT, '.');
  if (
    SCHEME.test(spelled) ||
    DOMAIN_TIGHT.test(spelled) ||
    DOMAIN_LOOSE.test(spelled) ||
    BARE.test(text)
  )
    return 'link';
  return null;
}

/** The message of a refused name, naming what it carried. */
export function linkInNameMessage(label: string, kind: 'email' | 'link'): string {
  return kind === 'email'
    ? `Your ${label} cannot contain an e-mail address; your e-mail goes in its own field.`
    : `Your ${label} cannot contain a link or a web address (like "example.com" or "example dot com").`;
}

/** A stored name as the public sees it: "Anonymous" when it carries a link or an address. */
export function publicName(name: string): string {
  return linkInName(name) === null ? name : ANONYMOUS;
}
