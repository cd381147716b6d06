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

  it('lists the changed documents when there are only a few', () => {
    const before = { same: 'a', edited: 'b', gone: 'c' };
    const now = { same: 'a', edited: 'B', added: 'd' };
    expect(changedDocuments(before, now).few!()).toEqual(['edited', 'added', 'gone']);
    expect(changedDocuments(now, now).few!()).toEqual([]);
    const nine = Object.fromEntries(Array.from({ length: 9 }, (_, i) => [`d${i}`, 'h']));
    expect(changedDocuments({}, nine).few!()).toBeNull();
    expect(changedDocuments(nine, {}).few!()).toBeNull();
    expect(changedDocuments(nine, nine).few!()).toEqual([]);
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

  it('decides the same by the few changed documents as by asking for each one', () => {
    // A seeded generator: the same cases every run.
    let seed = 7;
    const random = (n: number) => ((seed = (seed * 48271) % 2147483647), seed % n);
    const ids = 'abcdefghijkl'.split('');
    const record = () =>
      Object.fromEntries(ids.filter(() => random(4) > 0).map((id) => [id, String(random(3))]));
    const list = () => ids.filter(() => random(3) === 0);
    let listed = 0;
    for (let i = 0; i < 500; i++) {
      const changed = changedDocuments(record(), record());
      if (changed.few!()) listed++;
      const asked = { has: (id: string) => changed.has(id) };
      const page = { dependencies: list(), dependenciesComplete: random(2) === 0 };
      const last = { dataHash: 'h', dependencies: random(2) ? page.dependencies : list() };
      expect(renderDecision(page, last, changed)).toBe(renderDecision(page, last, asked));
    }
    // Both ways were taken.
    expect(listed).toBeGreaterThan(50);
    expect(listed).toBeLessThan(450);
  });
});
