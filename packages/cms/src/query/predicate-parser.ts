/**
 * Parser for Prismic's predicate syntax as the client sends it in `q`:
 *   [[at(document.type, "read")][any(document.tags, ["a", "b"])]]
 * A single predicate `[at(...)]` and the labelled form used by document hrefs
 * (`[[:d = at(document.id, "X")]]`) are accepted too.
 */

export type PredicateValue = string | number | boolean | PredicateValue[];

/** A path argument (`document.type`, `my.read.title`) is kept apart from string literals. */
export interface PathArg {
  kind: 'path';
  path: string;
}

export type PredicateArg = PathArg | { kind: 'value'; value: PredicateValue };

export interface Predicate {
  name: string;
  args: PredicateArg[];
}

/** Thrown with the position Prismic reports in its `parsing-error` body. */
export class PredicateSyntaxError extends Error {
  constructor(
    message: string,
    readonly column: number,
    readonly source: string,
  ) {
    super(message);
  }
}

/**
 * Arrays nest at most this deep. Prismic values are flat or one level deep; the bound keeps the
 * recursive descent far from the stack limit whatever the input (12,000 `[` used to overflow it).
 */
export const MAX_NESTING = 32;

const NAME = /[A-Za-z][A-Za-z0-9_.-]*/y;
const PATH = /[A-Za-z_][A-Za-z0-9_-]*(?:\.[A-Za-z0-9_-]+)*/y;
const NUMBER = /-?(?:\d+(?:\.\d+)?|\.\d+)(?:[eE][+-]?\d+)?/y;

class Cursor {
  pos = 0;
  constructor(readonly text: string) {}

  fail(message: string): never {
    throw new PredicateSyntaxError(`${message} at column ${this.pos + 1}`, this.pos + 1, this.text);
  }

  skipSpace(): void {
    while (this.pos < this.text.length && /\s/.test(this.text[this.pos] ?? '')) this.pos += 1;
  }

  peek(): string {
    this.skipSpace();
    return this.text[this.pos] ?? '';
  }

  expect(char: string): void {
    if (this.peek() !== char) this.fail(`expected "${char}"`);
    this.pos += 1;
  }

  match(pattern: RegExp): string | undefined {
    this.skipSpace();
    pattern.lastIndex = this.pos;
    const found = pattern.exec(this.text);
    if (!found) return undefined;
    this.pos += found[0].length;
    return found[0];
  }
}

function parseString(cur: Cursor): string {
  const quote = cur.peek();
  cur.pos += 1;
  let out = '';
  while (cur.pos < cur.text.length) {
    const ch = cur.text[cur.pos] ?? '';
    cur.pos += 1;
    if (ch === quote) return out;
    if (ch === '\\') {
      const next = cur.text[cur.pos];
      if (next === undefined) break;
      out += next === 'n' ? '\n' : next === 't' ? '\t' : next;
      cur.pos += 1;
    } else {
      out += ch;
    }
  }
  return cur.fail('unterminated string');
}

function parseValue(cur: Cursor, depth: number): PredicateValue {
  const ch = cur.peek();
  if (ch === '"' || ch === "'") return parseString(cur);
  if (ch === '[') {
    if (depth >= MAX_NESTING) cur.fail(`arrays nest deeper than ${MAX_NESTING} levels`);
    cur.pos += 1;
    const items: PredicateValue[] = [];
    if (cur.peek() === ']') {
      cur.pos += 1;
      return items;
    }
    for (;;) {
      items.push(parseValue(cur, depth + 1));
      if (cur.peek() === ',') {
        cur.pos += 1;
        continue;
      }
      cur.expect(']');
      return items;
    }
  }
  const num = cur.match(NUMBER);
  if (num !== undefined) return Number(num);
  const word = cur.match(PATH);
  if (word === 'true' || word === 'false') return word === 'true';
  return cur.fail('expected a string, number, boolean or array');
}

function parseArg(cur: Cursor): PredicateArg {
  const ch = cur.peek();
  if (/[A-Za-z_]/.test(ch)) {
    const start = cur.pos;
    const word = cur.match(PATH) ?? '';
    if (word === 'true' || word === 'false') return { kind: 'value', value: word === 'true' };
    if (!word) cur.pos = start;
    return { kind: 'path', path: word };
  }
  return { kind: 'value', value: parseValue(cur, 0) };
}

/** `name(arg, ...)`, optionally labelled `:d = name(...)`. */
function parseCall(cur: Cursor): Predicate {
  if (cur.peek() === ':') {
    cur.pos += 1;
    if (!cur.match(PATH)) cur.fail('expected a label');
    cur.expect('=');
  }
  const name = cur.match(NAME);
  if (!name) return cur.fail('expected a predicate name');
  cur.expect('(');
  const args: PredicateArg[] = [];
  if (cur.peek() !== ')') {
    for (;;) {
      args.push(parseArg(cur));
      if (cur.peek() === ',') {
        cur.pos += 1;
        continue;
      }
      break;
    }
  }
  cur.expect(')');
  return { name, args };
}

/** Parses one `q` value into its predicates (a query with no predicates, `[]`, is allowed). */
export function parsePredicates(text: string): Predicate[] {
  const cur = new Cursor(text);
  const out: Predicate[] = [];
  cur.expect('[');
  const next = cur.peek();
  if (next === '[') {
    while (cur.peek() === '[') {
      cur.pos += 1;
      out.push(parseCall(cur));
      cur.expect(']');
    }
    cur.expect(']');
  } else if (next !== ']') {
    out.push(parseCall(cur));
    cur.expect(']');
  } else {
    cur.pos += 1;
  }
  if (cur.peek() !== '') cur.fail('unexpected text after the query');
  return out;
}
