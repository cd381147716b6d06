import { changedDocuments, renderDecision } from './manifest';

describe('changedDocuments', () => {
  it('names the documents edited, added and gone since the last build', () => {
    const before = { same: 'a', edited: 'b', gone: 'c' };
    const now = { same: 'a', edited: 'B', added: 'd' };
    const ids = ['same', 'edited', 'gone', 'added', 'never', 'constructor'];
    const changed = (a: Record<string, string>, b: Record<string, string>) =>
      ids.filter((id) => changedDocuments(a, b).has(id));
    expect(changed(before, now)).toEqual(['edited', 'gone', 'added']);
    expect(changed(now, now)).toEqual([]);
    expect(changed({}, now)).toEqual(['same', 'edited', 'added']);
  });
});

describe('renderDecision', () => {
  const before = { dataHash: 'h', dependencies: ['a', 'b'] };
  const complete = { dependencies: ['a', 'b'], dependenciesComplete: true };

  it('renders a page that is new or shows a changed document, now or last time', () => {
    expect(renderDecision(complete, undefined, new Set())).toBe('render');
    expect(renderDecision(complete, before, new Set(['b']))).toBe('render');
    // The page no longer lists `c`: it went, or stopped being linked; either way the page changed.
    expect(
      renderDecision(complete, { dataHash: 'h', dependencies: ['a', 'b', 'c'] }, new Set(['c'])),
    ).toBe('render');
  });

  it('skips a page whose data is made from the same unchanged documents alone', () => {
    expect(renderDecision(complete, before, new Set(['z']))).toBe('skip');
  });

  it('compares the data of a page with other inputs, or whose documents are not the same list', () => {
    expect(renderDecision({ dependencies: ['a', 'b'] }, before, new Set())).toBe('compare');
    expect(renderDecision({ ...complete, dependencies: ['b', 'a'] }, before, new Set())).toBe(
      'compare',
    );
    expect(renderDecision({ ...complete, dependencies: ['a'] }, before, new Set())).toBe('compare');
  });
});
