import { changedDocuments } from './manifest';

describe('changedDocuments', () => {
  it('names the documents edited, added and gone since the last build', () => {
    const before = { same: 'a', edited: 'b', gone: 'c' };
    const now = { same: 'a', edited: 'B', added: 'd' };
    expect([...changedDocuments(before, now)].sort()).toEqual(['added', 'edited', 'gone']);
    expect(changedDocuments(now, now).size).toBe(0);
    expect([...changedDocuments({}, now)].sort()).toEqual(['added', 'edited', 'same']);
  });
});
