import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

/** Storage format shared by models and documents: 2-space JSON, trailing newline. */
export function writeJson(file: string, value: unknown): void {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify(value, null, 2)}\n`);
}
