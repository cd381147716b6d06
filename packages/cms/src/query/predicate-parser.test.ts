import { parsePredicates, PredicateSyntaxError } from './predicate-parser';

describe('parsePredicates', () => {
  it('reads the double-bracket form the client sends, with every value kind', () => {
    expect(
      parsePredicates('[[at(document.type, "read")][any(document.tags, ["a", "b"])]]'),
    ).toEqual([
      {
        name: 'at',
        args: [
          { kind: 'path', path: 'document.type' },
          { kind: 'value', value: 'read' },
        ],
      },
      {
        name: 'any',
        args: [
          { kind: 'path', path: 'document.tags' },
          { kind: 'value', value: ['a', 'b'] },
        ],
      },
    ]);
    expect(
      parsePredicates('[number.inRange(my.people.priority, -1.5, 1e3)]')[0]?.args.slice(1),
    ).toEqual([
      { kind: 'value', value: -1.5 },
      { kind: 'value', value: 1000 },
    ]);
    expect(parsePredicates('[[at(my.events.flag, true)]]')[0]?.args[1]).toEqual({
      kind: 'value',
      value: true,
    });
    expect(
      parsePredicates('[[date.day-of-week(document.first_publication_date, "monday")]]')[0]?.name,
    ).toBe('date.day-of-week');
  });

  it('unescapes quotes inside strings and keeps argument-less predicates', () => {
    expect(parsePredicates('[[fulltext(document, "say \\"hi\\"")]]')[0]?.args[1]).toEqual({
      kind: 'value',
      value: 'say "hi"',
    });
    expect(parsePredicates('[[has(my.read.author1)]]')).toEqual([
      { name: 'has', args: [{ kind: 'path', path: 'my.read.author1' }] },
    ]);
    expect(parsePredicates('[[similar("abc", 5)]]')[0]?.args).toEqual([
      { kind: 'value', value: 'abc' },
      { kind: 'value', value: 5 },
    ]);
  });

  it('accepts the labelled form of document hrefs and an empty query', () => {
    expect(parsePredicates('[[:d = at(document.id, "X1")]]')[0]?.name).toBe('at');
    expect(parsePredicates('[]')).toEqual([]);
    expect(parsePredicates(' [ [ at( document.id , "X" ) ] ] ')).toHaveLength(1);
  });

  it.each([
    ['', 'expected "["'],
    ['[[at(document.type, "read")]', 'expected "]"'],
    ['[[at(document.type, "read)]]', 'unterminated string'],
    ['[[at document.type]]', 'expected "("'],
    ['[[at(document.type, @)]]', 'expected a string'],
    ['[[at(document.type, "a")]] extra', 'unexpected text'],
    ['[[(document.type)]]', 'expected a predicate name'],
    // Deep input is a syntax error, not a stack overflow, whatever its depth.
    [`[[any(document.tags, ${'['.repeat(33)}`, 'nest deeper than 32 levels'],
    [`[[any(document.tags, ${'['.repeat(100_000)}`, 'nest deeper than 32 levels'],
  ])('rejects %j with a positioned error', (text, message) => {
    let caught: unknown;
    try {
      parsePredicates(text);
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(PredicateSyntaxError);
    expect((caught as PredicateSyntaxError).message).toContain(message);
    expect((caught as PredicateSyntaxError).column).toBeGreaterThan(0);
  });
});
