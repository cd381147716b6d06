import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { writeFileAtomically } from './cache-files';

describe('writeFileAtomically', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'cache-files-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('writes parts in order, text and bytes alike, across the chunks it gathers', () => {
    const file = path.join(dir, 'nested', 'cache.bin');
    // More than one gathered chunk of text, with non-ASCII text and bytes between them.
    const long = 'x'.repeat((1 << 20) + 17);
    const parts = ['head\n', long, Buffer.from([0, 1, 2]), 'Zwingli — Zürich', long, 'end'];
    writeFileAtomically(file, parts);
    const expected = Buffer.concat(
      parts.map((p) => (typeof p === 'string' ? Buffer.from(p, 'utf8') : p)),
    );
    expect(readFileSync(file).equals(expected)).toBe(true);
    expect(readdirSync(path.dirname(file))).toEqual(['cache.bin']);
  });

  it('takes parts made one at a time by a generator', () => {
    const file = path.join(dir, 'cache.txt');
    function* parts() {
      for (let i = 0; i < 1000; i++) yield `${i},`;
    }
    writeFileAtomically(file, parts());
    expect(readFileSync(file, 'utf8')).toBe(
      Array.from({ length: 1000 }, (_, i) => `${i},`).join(''),
    );
  });

  it('leaves the old file and no temporary one when making a part fails', () => {
    const file = path.join(dir, 'cache.txt');
    writeFileSync(file, 'before');
    function* parts() {
      yield 'half of a cache';
      throw new Error('a document could not be written');
    }
    expect(() => writeFileAtomically(file, parts())).toThrow('could not be written');
    expect(readFileSync(file, 'utf8')).toBe('before');
    expect(readdirSync(dir)).toEqual(['cache.txt']);
  });
});
