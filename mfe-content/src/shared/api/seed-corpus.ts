import fs from 'node:fs';
import path from 'node:path';
import type * as prismic from '@prismicio/client';

/** The seed corpus's documents, read from disk (for tests: the pages come out of what the site ships with). */
export function seedDocuments(): prismic.PrismicDocument[] {
  const corpus = path.resolve(__dirname, '../../../../packages/cms/corpus/documents');
  return fs
    .readdirSync(corpus)
    .flatMap((type) =>
      fs
        .readdirSync(path.join(corpus, type))
        .map(
          (f) =>
            JSON.parse(
              fs.readFileSync(path.join(corpus, type, f), 'utf8'),
            ) as prismic.PrismicDocument,
        ),
    );
}
