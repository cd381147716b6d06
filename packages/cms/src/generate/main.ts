import path from 'node:path';

import { ArgumentError, parseGenerateArgs, USAGE } from './args';
import { writeCorpus } from './write-corpus';

/** `pnpm --filter @site/cms generate --articles 2000 --events 10000` → packages/cms/corpus-large. */
function main(): void {
  let options;
  try {
    options = parseGenerateArgs(process.argv.slice(2));
  } catch (error) {
    if (!(error instanceof ArgumentError)) throw error;
    console.error(`generate: ${error.message}\n${USAGE}`);
    process.exit(2);
  }
  const out = path.resolve(options.out ?? path.join(__dirname, '..', '..', 'corpus-large'));
  const started = Date.now();
  const counts = writeCorpus({ ...options, out });
  const total = Object.values(counts).reduce((a, b) => a + b, 0);
  console.log(
    `generate: wrote ${total} documents to ${path.join(out, 'documents')} in ${Date.now() - started} ms`,
  );
  console.log(
    `          ${Object.entries(counts)
      .map(([type, n]) => `${type} ${n}`)
      .join(', ')}`,
  );
  console.log(
    `          serve it with CMS_DOCUMENTS_DIR=${path.join(out, 'documents')} CMS_IMAGES_DIR=${path.join(out, 'images')}`,
  );
}

main();
