import { documentNesting } from './document-nesting';

describe('documentNesting', () => {
  it('counts brackets, braces and parentheses', () => {
    expect(documentNesting('{ a }')).toBe(1);
    expect(documentNesting('query ($v: [[Int]]) { a(x: { y: [1] }) { b } }')).toBe(4);
    expect(
      documentNesting(`{ product(handle: ${'['.repeat(2000)}"x"${']'.repeat(2000)}) { id } }`),
    ).toBe(2002);
  });

  it('skips strings, block strings and comments', () => {
    expect(documentNesting('{ a(s: "[[[{{{((") }')).toBe(2);
    expect(documentNesting('{ a(s: "\\"[[[") }')).toBe(2);
    expect(documentNesting('{ a(s: """ [[[ \\""" [[[ """) }')).toBe(2);
    expect(documentNesting('# [[[[[[\n{ a }')).toBe(1);
  });
});
