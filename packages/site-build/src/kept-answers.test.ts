import { answerValue, KeptAnswers } from './kept-answers';

const url = (ref: string, page = 1) =>
  `http://content.invalid/cms/api/v2/documents/search?ref=${ref}&pageSize=100&page=${page}`;

test('a query is the same whatever the ref, and none without one', () => {
  expect(KeptAnswers.key(url('a'))).toBe(KeptAnswers.key(url('b')));
  expect(KeptAnswers.key(url('a'), 'Token x')).not.toBe(KeptAnswers.key(url('a')));
  expect(KeptAnswers.key(url('a', 2))).not.toBe(KeptAnswers.key(url('a')));
  expect(KeptAnswers.key('http://content.invalid/cms/api/v2')).toBeNull();
});

test('an answer is parsed and kept, then taken again while its signature is the same', () => {
  const kept = new KeptAnswers();
  const key = KeptAnswers.key(url('a'));
  const value = answerValue(kept, key, { signature: 's1', json: '{"results":[{"id":"x"}]}' });
  expect(value).toEqual({ results: [{ id: 'x' }] });
  expect(kept.signature(KeptAnswers.key(url('b')))).toBe('s1');
  // The same answer at another ref: the very object kept.
  expect(answerValue(kept, KeptAnswers.key(url('b')), { signature: 's1', same: true })).toBe(value);
  // A kept answer is not taken for another signature.
  expect(kept.value(key, 's2')).toBeUndefined();
  expect(() => answerValue(kept, key, { signature: 's2', same: true })).toThrow(/kept/);
  // A new answer replaces it; one without a signature is not kept, and the old one goes.
  expect(answerValue(kept, key, { signature: 's2', json: '{"n":2}' })).toEqual({ n: 2 });
  expect(kept.signature(key)).toBe('s2');
  answerValue(kept, key, { json: '{"n":3}' });
  expect(kept.signature(key)).toBeUndefined();
  expect(kept.size).toBe(0);
});
