/** Deepest a GraphQL document may nest brackets, braces and parentheses: far past any real query. */
export const MAX_DOCUMENT_NESTING = 64;

/**
 * How deep `[`, `{` and `(` nest in a GraphQL document, outside strings and comments. Measured
 * before parsing because graphql-js parses recursively: `[[[[…` a few thousand deep, well under
 * the token limit, exhausts the stack of a freshly started process.
 */
export function documentNesting(text: string): number {
  let depth = 0;
  let deepest = 0;
  for (let i = 0; i < text.length; i += 1) {
    const c = text[i];
    if (c === '#') {
      while (i < text.length && text[i] !== '\n' && text[i] !== '\r') i += 1;
    } else if (c === '"') {
      if (text.startsWith('"""', i)) {
        const end = text.indexOf('"""', i + 3);
        // Escaped triple quotes (\""") inside block strings do not end them.
        let close = end;
        while (close > 0 && text[close - 1] === '\\') close = text.indexOf('"""', close + 3);
        if (close < 0) return deepest;
        i = close + 2;
      } else {
        i += 1;
        while (i < text.length && text[i] !== '"' && text[i] !== '\n')
          i += text[i] === '\\' ? 2 : 1;
      }
    } else if (c === '[' || c === '{' || c === '(') {
      depth += 1;
      if (depth > deepest) deepest = depth;
    } else if (c === ']' || c === '}' || c === ')') {
      depth = Math.max(0, depth - 1);
    }
  }
  return deepest;
}
