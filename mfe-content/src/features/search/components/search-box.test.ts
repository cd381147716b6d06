import { MAX_QUERY_LENGTH, validateQuery } from './search-box';

describe('validateQuery', () => {
  it('trims and folds white space', () => {
    expect(validateQuery('  martin   luther ')).toEqual({ query: 'martin luther' });
  });
  it('refuses an empty query with a message', () => {
    expect(validateQuery('   ')).toEqual({ error: 'Type a word to search for.' });
  });
  it('refuses an over-long query', () => {
    expect(validateQuery('a'.repeat(MAX_QUERY_LENGTH + 1))).toHaveProperty('error');
    expect(validateQuery('a'.repeat(MAX_QUERY_LENGTH))).toEqual({
      query: 'a'.repeat(MAX_QUERY_LENGTH),
    });
  });
});
