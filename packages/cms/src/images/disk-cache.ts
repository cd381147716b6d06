/**
 * Rendered images on disk, so a restart (or a deploy) does not render everything again and the
 * memory cache can stay small. Files are written whole under a temporary name and renamed, so a
 * reader never sees half an image; the folder is pruned, oldest first, when it passes its budget.
 */
import { randomBytes } from 'node:crypto';
import {
  mkdir,
  readdir,
  readFile,
  rename,
  stat,
  unlink,
  utimes,
  writeFile,
} from 'node:fs/promises';
import path from 'node:path';

export class DiskCache {
  /** Bytes in the folder as far as this process knows; undefined until it has been counted. */
  private bytes: number | undefined;
  private pruning: Promise<void> | undefined;

  constructor(
    readonly dir: string,
    private readonly maxBytes = 512 * 1024 * 1024,
  ) {}

  private file(key: string): string {
    // Two-letter folders keep any one directory from holding tens of thousands of entries.
    return path.join(this.dir, key.slice(0, 2), key);
  }

  async get(key: string): Promise<Buffer | undefined> {
    try {
      const body = await readFile(this.file(key));
      // Touched on use, so that pruning by time removes what was least recently served.
      const now = new Date();
      utimes(this.file(key), now, now).catch(() => undefined);
      return body;
    } catch {
      return undefined;
    }
  }

  async set(key: string, body: Buffer): Promise<void> {
    const file = this.file(key);
    await mkdir(path.dirname(file), { recursive: true });
    const temporary = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
    try {
      await writeFile(temporary, body);
      await rename(temporary, file);
    } catch (error) {
      await unlink(temporary).catch(() => undefined);
      throw error;
    }
    if (this.bytes === undefined) await this.prune();
    else this.bytes += body.byteLength;
    if ((this.bytes ?? 0) > this.maxBytes) await this.prune();
  }

  /** Counts the folder and, when over budget, removes the oldest files down to 80% of it. */
  prune(): Promise<void> {
    this.pruning ??= this.countAndTrim().finally(() => (this.pruning = undefined));
    return this.pruning;
  }

  private async countAndTrim(): Promise<void> {
    const files: { file: string; size: number; time: number }[] = [];
    for (const sub of await readdir(this.dir).catch(() => [] as string[])) {
      const names = await readdir(path.join(this.dir, sub)).catch(() => [] as string[]);
      for (const name of names) {
        const file = path.join(this.dir, sub, name);
        const info = await stat(file).catch(() => undefined);
        if (info?.isFile()) files.push({ file, size: info.size, time: info.mtimeMs });
      }
    }
    let total = files.reduce((sum, f) => sum + f.size, 0);
    if (total > this.maxBytes) {
      files.sort((a, b) => a.time - b.time);
      for (const f of files) {
        if (total <= this.maxBytes * 0.8) break;
        await unlink(f.file).catch(() => undefined);
        total -= f.size;
      }
    }
    this.bytes = total;
  }
}
