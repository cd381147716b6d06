import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import { format, resolveConfig } from 'prettier';

import { generateTypes } from './generate-types';
import { readModels } from './read-models';

/**
 * `pnpm --filter @site/content codegen [--cms DIR] [--out FILE]`: regenerates
 * src/generated/prismic-types.ts from the cms package's models.
 */
async function main(argv: string[]): Promise<void> {
  let cmsDir = path.resolve(__dirname, '..', '..', 'cms');
  let outFile = path.resolve(__dirname, '..', 'src', 'generated', 'prismic-types.ts');
  for (let i = 0; i < argv.length; i += 1) {
    const flag = argv[i];
    const value = argv[i + 1];
    if (flag === '--') continue;
    if ((flag === '--cms' || flag === '--out') && value) {
      if (flag === '--cms') cmsDir = path.resolve(value);
      else outFile = path.resolve(value);
      i += 1;
    } else {
      console.error(
        `codegen: unexpected argument "${flag}"\nusage: codegen [--cms DIR] [--out FILE]`,
      );
      process.exit(2);
    }
  }
  const models = readModels(cmsDir);
  for (const problem of models.problems) console.warn(`codegen: skipped ${problem}`);
  if (models.customTypes.length === 0) {
    console.error(`codegen: no custom types found under ${cmsDir}/customtypes`);
    process.exit(1);
  }
  mkdirSync(path.dirname(outFile), { recursive: true });
  // Formatted with the repository's settings so that regenerating never shows as a style diff.
  const config = (await resolveConfig(outFile)) ?? {};
  writeFileSync(
    outFile,
    await format(generateTypes(models.customTypes, models.slices), {
      ...config,
      parser: 'typescript',
    }),
  );
  console.log(
    `codegen: ${models.customTypes.length} custom types and ${models.slices.length} slices → ${path.relative(process.cwd(), outFile)}`,
  );
}

void main(process.argv.slice(2));
