import {
  closeSync,
  fstatSync,
  mkdirSync,
  openSync,
  readdirSync,
  readSync,
  renameSync,
  rmSync,
  writeSync,
} from 'node:fs';
import path from 'node:path';

/** Where some text lies in a cache file this process holds open. */
export interface Place {
  file: ReadableFile;
  offset: number;
  bytes: number;
}

export interface ReadableFile {
  read(offset: number, bytes: number): Buffer;
}

function readFully(fd: number, offset: number, bytes: number): Buffer {
  const buffer = Buffer.allocUnsafe(bytes);
  let done = 0;
  while (done < bytes) {
    const n = readSync(fd, buffer, done, bytes - done, offset + done);
    if (n === 0) throw new Error('the cache file ended early');
    done += n;
  }
  return buffer;
}

/** Appended bodies are written this many bytes or so at a time. */
const FLUSH_BYTES = 1 << 20;

function writeFully(fd: number, buffer: Buffer): void {
  let done = 0;
  while (done < buffer.length) done += writeSync(fd, buffer, done);
}

/**
 * A cache file in the layout both caches use: the bodies, one after the other, then a newline,
 * a JSON header, a newline and the header's byte offset. The header comes last so that each body
 * can be written as it is made, never all of them held at once (issue 33).
 * Opened for reading by place: only the header is read now.
 */
export class TrailedFile implements ReadableFile {
  private constructor(
    private readonly fd: number,
    /** Where the bodies end (the newline before the header). */
    readonly bodiesEnd: number,
    readonly header: string,
  ) {}

  /** The file, or null when it is missing or not in this layout (anything else is the caller's). */
  static open(file: string): TrailedFile | null {
    let fd: number;
    try {
      fd = openSync(file, 'r');
    } catch {
      return null;
    }
    try {
      const { size } = fstatSync(fd);
      const tailBytes = Math.min(size, 24);
      const tail = readFully(fd, size - tailBytes, tailBytes).toString('latin1');
      const last = tail.lastIndexOf('\n');
      const start = Number(tail.slice(last + 1));
      const headerEnd = size - tailBytes + last;
      if (last < 0 || !Number.isInteger(start) || start < 1 || start > headerEnd) {
        closeSync(fd);
        return null;
      }
      const header = readFully(fd, start, headerEnd - start).toString('utf8');
      return new TrailedFile(fd, start - 1, header);
    } catch {
      closeSync(fd);
      return null;
    }
  }

  read(offset: number, bytes: number): Buffer {
    return readFully(this.fd, offset, bytes);
  }

  close(): void {
    closeSync(this.fd);
  }
}

/**
 * A cache file written as its bodies are made: into a temporary file, then given its header and
 * moved into place by a rename, so that a reader never sees half a file. What was written can be
 * read back by place meanwhile, and after the move. Temporary files of processes that are gone
 * (a build killed half way) are removed when the next one begins.
 */
export class GrowingFile implements ReadableFile {
  private readonly fd: number;
  private readonly temporary: string;
  /** Bytes appended, written or not. */
  private size = 0;
  /** Appended and not yet written: written a megabyte or so at a time. */
  private pending: Buffer[] = [];
  private pendingBytes = 0;
  private placed = false;

  constructor(private readonly file: string) {
    mkdirSync(path.dirname(file), { recursive: true });
    removeLeftovers(file);
    this.temporary = `${file}.${process.pid}.${Date.now()}.tmp`;
    this.fd = openSync(this.temporary, 'w+');
  }

  /** Appends a body; where it lies. */
  append(body: string | Buffer): { offset: number; bytes: number } {
    const buffer = typeof body === 'string' ? Buffer.from(body) : body;
    const offset = this.size;
    this.pending.push(buffer);
    this.pendingBytes += buffer.length;
    this.size += buffer.length;
    if (this.pendingBytes >= FLUSH_BYTES) this.flush();
    return { offset, bytes: buffer.length };
  }

  read(offset: number, bytes: number): Buffer {
    if (offset + bytes > this.size - this.pendingBytes) this.flush();
    return readFully(this.fd, offset, bytes);
  }

  /** Ends the file with `header` (the layout of TrailedFile) and moves it into place. */
  commit(header: string): void {
    this.append(`\n${header}\n${this.size + 1}`);
    this.place();
  }

  /** Moves what was appended into place, as it is. It stays readable. */
  place(): void {
    this.flush();
    renameSync(this.temporary, this.file);
    this.placed = true;
  }

  private flush(): void {
    if (this.pendingBytes === 0) return;
    writeFully(this.fd, Buffer.concat(this.pending, this.pendingBytes));
    this.pending = [];
    this.pendingBytes = 0;
  }

  /** Closes the file; one never committed is removed. */
  close(): void {
    closeSync(this.fd);
    if (!this.placed) rmSync(this.temporary, { force: true });
  }
}

const isRunning = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/** `<file>.<pid>.<time>.tmp` of a process no longer running: it will never be moved into place. */
export function removeLeftovers(file: string): void {
  const base = path.basename(file);
  let names: string[];
  try {
    names = readdirSync(path.dirname(file));
  } catch {
    return;
  }
  for (const name of names) {
    if (!name.startsWith(`${base}.`)) continue;
    const match = /^\.(\d+)\.\d+\.tmp$/.exec(name.slice(base.length));
    if (match && Number(match[1]) !== process.pid && !isRunning(Number(match[1])))
      rmSync(path.join(path.dirname(file), name), { force: true });
  }
}
