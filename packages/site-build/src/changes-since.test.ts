import { ChangesSince } from './changes-since';

const edit = (id: string) => [{ id, types: ['read'] }];

describe('ChangesSince', () => {
  it('tells the work what changed only when it was done from the snapshot just before', () => {
    const since = new ChangesSince();
    // The first work knows nothing of what came before.
    const first = since.begin();
    expect(first.changes).toBeUndefined();
    first.done();
    since.snapshot(edit('a'));
    const second = since.begin();
    expect(second.changes).toEqual(edit('a'));
    second.done();
    // Two snapshots since the work was done: the first one's changes are not known here.
    since.snapshot(edit('b'));
    since.snapshot(edit('c'));
    expect(since.begin().changes).toBeUndefined();
  });

  it('makes the work afresh after a failure (it never said it was done)', () => {
    const since = new ChangesSince();
    since.begin().done();
    since.snapshot(edit('a'));
    since.begin(); // failed: `done` is not called
    since.snapshot(edit('b'));
    expect(since.begin().changes).toBeUndefined();
    // Done afresh, the next snapshot's changes are told again.
    since.begin().done();
    since.snapshot(edit('c'));
    expect(since.begin().changes).toEqual(edit('c'));
  });
});
