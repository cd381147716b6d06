import { QueryError } from './query-error';

/**
 * The subset of Prismic's `graphQuery` the site needs: which fields of each queried type to keep,
 * and which fields of linked documents to copy into links (like `fetchLinks`).
 *   { read { title author1 { ...on people { title image } } } }
 * `...readFields` style spreads mean "every field"; they are recorded as `*`. Linked fields are
 * collected per linked type, not per path (a simplification of Prismic's per-field selection).
 */
export interface GraphQuerySelection {
  fetch: Map<string, Set<string>>;
  fetchLinks: Map<string, Set<string>>;
}

/** Real graph queries nest a handful of levels; the bound keeps hostile input off the stack limit. */
export const MAX_GRAPH_DEPTH = 32;

/** Every graphQuery mistake is a parse failure, reported like a `q` one. */
function fail(message: string): never {
  throw new QueryError(`graphQuery: ${message}`, 'parsing-error');
}

const TOKEN = /\s+|,|\.\.\.|[{}]|[A-Za-z_][A-Za-z0-9_-]*|./gy;

function tokenize(text: string): string[] {
  const out: string[] = [];
  TOKEN.lastIndex = 0;
  for (let m = TOKEN.exec(text); m; m = TOKEN.exec(text)) {
    const token = m[0];
    if (/^\s+$/.test(token) || token === ',') continue;
    if (token.length === 1 && !/[{}A-Za-z_]/.test(token)) fail(`unexpected "${token}"`);
    out.push(token);
  }
  return out;
}

function add(map: Map<string, Set<string>>, type: string, field: string): void {
  const set = map.get(type) ?? new Set<string>();
  set.add(field);
  map.set(type, set);
}

export function parseGraphQuery(text: string): GraphQuerySelection {
  const tokens = tokenize(text);
  let pos = 0;
  const next = () => tokens[pos++];
  const peek = () => tokens[pos];
  const expect = (token: string) => {
    if (next() !== token) fail(`expected "${token}" near token ${pos}`);
  };
  const result: GraphQuerySelection = { fetch: new Map(), fetchLinks: new Map() };

  /** Reads `{ … }`; `owner` is the type whose fields are listed, `linked` when it is a linked document. */
  const block = (owner: string | null, linked: boolean, depth: number): void => {
    if (depth > MAX_GRAPH_DEPTH) fail(`blocks nest deeper than ${MAX_GRAPH_DEPTH} levels`);
    expect('{');
    while (peek() !== '}') {
      const token = next();
      if (token === undefined) fail('unbalanced braces');
      if (token === '...') {
        const name = next() ?? '';
        if (name === 'on') {
          const type = next();
          if (!type || type === '{') fail('"...on" needs a type');
          block(type, true, depth + 1);
        } else if (owner) {
          add(linked ? result.fetchLinks : result.fetch, owner, '*');
        }
        continue;
      }
      if (token === '{' || token === '}') fail('expected a field name');
      if (owner) add(linked ? result.fetchLinks : result.fetch, owner, token);
      // A nested block lists a link's or a group's contents; `...on` blocks inside name linked types.
      if (peek() === '{') block(null, false, depth + 1);
    }
    expect('}');
  };

  expect('{');
  while (peek() !== '}') {
    const type = next();
    if (type === undefined || type === '{' || type === '...') fail('expected a custom type name');
    block(type, false, 1);
  }
  expect('}');
  if (pos !== tokens.length) fail('unexpected text after the query');
  return result;
}
