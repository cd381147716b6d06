/**
 * A language project's uid and the tail of its API id (`language-<slug>`, see giving-sdl.ts):
 * lower case, accents dropped, every run of other characters one dash, no dash at either end.
 * "Tok Pisin" → "tok-pisin", "Português" → "portugues".
 */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** The API project id of a language project. */
export function languageProjectId(slug: string): string {
  return `language-${slug}`;
}
