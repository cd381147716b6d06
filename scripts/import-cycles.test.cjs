/* global describe, it, expect, beforeAll, afterAll -- Jest provides them */
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { chainWithin, findCycles, importGraph } = require('./import-cycles.cjs');

describe('import cycles', () => {
  let dir;
  const file = (name, text) => {
    fs.writeFileSync(path.join(dir, name), text);
    return fs.realpathSync(path.join(dir, name));
  };

  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'import-cycles-'));
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('finds a cycle held together by type-only imports, which import/no-cycle skips', () => {
    const a = file('a.ts', "import type { B } from './b';\nexport type A = { b: B };\n");
    const b = file('b.ts', "import { type A } from './a';\nexport type B = { a?: A };\n");
    const c = file('c.ts', "import type { A } from './a';\nexport const c = (a: A) => a;\n");
    const graph = importGraph(dir, [a, b, c]);
    expect(findCycles(graph)).toEqual([[a, b].sort()]);
    expect(chainWithin(graph, [a, b].sort())).toHaveLength(3);
  });

  it('counts re-exports and import() types as imports', () => {
    const d = file('d.ts', "export type { E } from './e';\nexport const d = 1;\n");
    const e = file('e.ts', "export type E = typeof import('./d').d;\n");
    expect(findCycles(importGraph(dir, [d, e]))).toEqual([[d, e].sort()]);
  });

  it('follows JavaScript imports and requires, as import/no-cycle did', () => {
    const f = file('f.mjs', "import { g } from './g.cjs';\nexport const f = () => g;\n");
    const g = file('g.cjs', "const { h } = require('./h.js');\nmodule.exports = { g: h };\n");
    const h = file('h.js', "export { f as h } from './f.mjs';\n");
    const graph = importGraph(dir, [f, g, h]);
    expect(findCycles(graph)).toEqual([[f, g, h].sort()]);
  });

  it('finds none in a chain that only goes down', () => {
    const graph = new Map([
      ['top', ['middle', 'bottom']],
      ['middle', ['bottom']],
      ['bottom', []],
    ]);
    expect(findCycles(graph)).toEqual([]);
  });

  it('names the shortest way round a cycle', () => {
    const graph = new Map([
      ['a', ['b']],
      ['b', ['c', 'a']],
      ['c', ['a']],
    ]);
    expect(chainWithin(graph, ['a', 'b', 'c'])).toEqual(['a', 'b', 'a']);
  });
});
