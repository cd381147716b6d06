/**
 * A slug for a name the content gives no uid for (a language project's `language_name`): lower case,
 * accents dropped, every run of other characters one dash, no dash at either end.
 * "Tok Pisin" → "tok-pisin", "Português" → "portugues". mfe-giving's pages and the giving API both
 * use it, so a page and the API name a project the same way.
 */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
