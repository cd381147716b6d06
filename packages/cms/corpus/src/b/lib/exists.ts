import { existsSync } from 'node:fs';
import path from 'node:path';
import { documentsDir } from './paths';

export function docExists(type: string, uid: string | null): boolean {
  return existsSync(path.join(documentsDir, type, `${uid ?? type}.json`));
}
