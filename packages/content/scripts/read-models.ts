import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

import { asCustomType, asSlice, type CustomTypeModel, type SliceModel } from './model-types';

export interface Models {
  customTypes: CustomTypeModel[];
  slices: SliceModel[];
  problems: string[];
}

function readEach<T>(
  dir: string,
  file: string,
  narrow: (raw: unknown) => T | string,
  problems: string[],
): T[] {
  if (!existsSync(dir)) return [];
  const out: T[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const target = path.join(dir, entry.name, file);
    if (!entry.isDirectory() || !existsSync(target)) continue;
    try {
      const model = narrow(JSON.parse(readFileSync(target, 'utf8')));
      if (typeof model === 'string') problems.push(`${entry.name}/${file}: ${model}`);
      else out.push(model);
    } catch (error) {
      problems.push(`${entry.name}/${file}: ${(error as Error).message}`);
    }
  }
  return out;
}

/** Reads `customtypes/<id>/index.json` and `slices/<Name>/model.json` under a cms folder. */
export function readModels(cmsDir: string): Models {
  const problems: string[] = [];
  return {
    customTypes: readEach(path.join(cmsDir, 'customtypes'), 'index.json', asCustomType, problems),
    slices: readEach(path.join(cmsDir, 'slices'), 'model.json', asSlice, problems),
    problems,
  };
}
