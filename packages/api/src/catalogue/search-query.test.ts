import { containsPattern, parseSearchQuery } from './search-query';
import { decodeCursor, encodeCursor } from './cursor';

describe('parseSearchQuery', () => {
  it('splits fields, quoted values and plain words', () => {
    expect(
      parseSearchQuery(
        'tag:dvd title:"Great Controversy" luther available_for_sale:true color:red',
      ),
    ).toEqual([
      { field: 'tag', value: 'dvd' },
      { field: 'title', value: 'Great Controversy' },
      { field: 'text', value: 'luther' },
      { field: 'available_for_sale', value: true },
      { field: 'text', value: 'color:red' },
    ]);
  });

  it('escapes LIKE wildcards', () => {
    expect(containsPattern('100%_a\\')).toBe('%100\\%\\_a\\\\%');
  });
});

describe('cursors', () => {
  it('round-trips offsets and rejects forged cursors', () => {
    expect(decodeCursor(encodeCursor(42))).toBe(42);
    expect(decodeCursor(null)).toBe(-1);
    expect(() => decodeCursor('not-a-cursor')).toThrow(/Invalid cursor/);
  });
});
