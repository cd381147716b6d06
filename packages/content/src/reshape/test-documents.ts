import type * as prismic from '@prismicio/client';

// Test support for the reshapers' tests and the areas' (no test runs here): stored documents and
// rich-text blocks as the Prismic API returns them, with only what a test cares about to give.

/** A published document of `type`; its id is `<type>-<uid>` (`<type>-single` without a uid). */
export function testDocument(
  type: string,
  uid: string | null,
  data: Record<string, unknown>,
  tags: string[] = [],
): prismic.PrismicDocument {
  return {
    id: `${type}-${uid ?? 'single'}`,
    uid,
    url: null,
    type,
    href: '',
    tags,
    first_publication_date: '2026-01-05T09:00:00+0000',
    last_publication_date: '2026-01-05T09:00:00+0000',
    slugs: [],
    linked_documents: [],
    lang: 'en-us',
    alternate_languages: [],
    data,
  };
}

/** A title field of one heading. */
export const heading = (text: string) => [{ type: 'heading1', text, spans: [] }];
/** A rich-text field of one paragraph. */
export const paragraph = (text: string) => [{ type: 'paragraph', text, spans: [] }];
