import { ShownDocuments } from './finish-build';

describe('ShownDocuments', () => {
  it('counts the documents that the pages show, the same as counting them afresh, build after build', () => {
    // A seeded generator: the same builds every run.
    let seed = 11;
    const random = (n: number) => ((seed = (seed * 48271) % 2147483647), seed % n);
    const ids = Array.from({ length: 30 }, (_, i) => `d${i}`);
    const list = () => ids.filter(() => random(6) === 0);
    let pages = Array.from({ length: 20 }, (_, i) => ({
      key: `p${i}`,
      page: { dependencies: list() },
    }));
    const shown = new ShownDocuments().update(pages);
    for (let build = 0; build < 60; build++) {
      // Some pages keep their very list, some get an equal copy or a new one; some go, some come.
      pages = pages
        .filter(() => random(10) > 0)
        .map((p) => {
          const roll = random(4);
          if (roll === 0) return { key: p.key, page: { dependencies: list() } };
          if (roll === 1) return { key: p.key, page: { dependencies: [...p.page.dependencies] } };
          return p;
        });
      if (random(2)) pages.push({ key: `p${20 + build}`, page: { dependencies: list() } });
      shown.update(pages);
      const afresh = new Set(pages.flatMap((p) => p.page.dependencies));
      expect(ids.filter((id) => shown.has(id))).toEqual(ids.filter((id) => afresh.has(id)));
    }
  });

  it('forgets a document once no page shows it', () => {
    const shown = new ShownDocuments().update([
      { key: 'a', page: { dependencies: ['x', 'y'] } },
      { key: 'b', page: { dependencies: ['y'] } },
    ]);
    shown.update([{ key: 'b', page: { dependencies: ['y'] } }]);
    expect([shown.has('x'), shown.has('y')]).toEqual([false, true]);
    shown.update([{ key: 'b', page: { dependencies: ['z'] } }]);
    expect([shown.has('y'), shown.has('z')]).toEqual([false, true]);
  });
});
