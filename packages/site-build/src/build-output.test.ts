import {
  cliBuild as build,
  filesOf,
  haveApps,
  removeScratch,
  scratchSite,
} from './test-support/seed-builds';

/**
 * The fast build writes the same bytes as the reference: the seed corpus built with render threads
 * and with none (every page rendered on the build thread, one after another, with react-router's
 * own links, as the build always did), every file of the two sites compared. It needs the published apps (`pnpm build --no-pages`
 * or any full build) in SITE_DIR or .site/; without them there is nothing to render with, and the
 * test says so and passes.
 */

afterAll(removeScratch);

(haveApps ? test : test.skip)(
  'the seed corpus built with render threads is byte for byte the reference build',
  async () => {
    const reference = scratchSite();
    const fast = scratchSite();
    // The reference renders with react-router's own links (server-links.ts stands in for them).
    const before = await build(reference, 0, undefined, {
      SITE_BUILD_ROUTER_LINKS: 'react-router',
    });
    const after = await build(fast, 2);
    expect(after.pages).toBe(before.pages);
    expect(after.rendered).toBe(before.rendered);

    const want = filesOf(reference);
    const got = filesOf(fast);
    expect(want.size).toBeGreaterThan(before.pages);
    expect([...got.keys()].sort()).toEqual([...want.keys()].sort());
    const differing = [...want]
      .filter(([name, bytes]) => !bytes.equals(got.get(name)!))
      .map(([name]) => name);
    expect(differing).toEqual([]);
  },
  600_000,
);

if (!haveApps) {
  test('(the byte-for-byte comparison needs published apps: run pnpm build --no-pages)', () =>
    undefined);
}
