import { stat, readFile } from 'node:fs/promises';

export type JsonRead =
  { kind: 'missing' } | { kind: 'invalid'; message: string } | { kind: 'ok'; value: unknown };

interface Entry {
  stamp: string;
  result: JsonRead;
}

/**
 * Reads JSON files that ops and builds replace while the server runs. Each call
 * stats the file and reparses only when it changed, so an edit shows on the next request.
 */
export class JsonFileCache {
  private readonly entries = new Map<string, Entry>();

  async read(file: string): Promise<JsonRead> {
    let stamp: string;
    try {
      const s = await stat(file);
      if (!s.isFile()) return { kind: 'missing' };
      // An atomic rename changes the inode; an in-place edit changes mtime/ctime or size.
      stamp = `${s.ino}:${s.size}:${s.mtimeMs}:${s.ctimeMs}`;
    } catch {
      this.entries.delete(file);
      return { kind: 'missing' };
    }
    const cached = this.entries.get(file);
    if (cached && cached.stamp === stamp) return cached.result;
    const result = await parse(file);
    this.entries.set(file, { stamp, result });
    return result;
  }
}

async function parse(file: string): Promise<JsonRead> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch {
    return { kind: 'missing' };
  }
  try {
    return { kind: 'ok', value: JSON.parse(text) as unknown };
  } catch (error) {
    return { kind: 'invalid', message: error instanceof Error ? error.message : String(error) };
  }
}
