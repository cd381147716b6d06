export { slugify } from '@site/content/slug';

/** The API project id of a language project. */
export function languageProjectId(slug: string): string {
  return `language-${slug}`;
}
