import fs from 'node:fs';
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import express from 'express';
import { createCmsRouter, defaultCmsOptions } from '@site/cms';
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

/**
 * Content from a hosted endpoint (PRISMIC_ENDPOINT: here the embedded CMS over HTTP on a loopback
 * port) has no content thread to make the areas' files on: an incremental build makes them here,
 * as a full build does.
 */
(haveApps ? test : test.skip)(
  'an incremental build from a hosted endpoint makes the areas’ files again',
  async () => {
    const cms = createCmsRouter({ ...defaultCmsOptions({}), editorialDir: undefined });
    const server = express().use('/cms', cms).listen(0, '127.0.0.1');
    await once(server, 'listening');
    const { port } = server.address() as AddressInfo;
    try {
      const site = scratchSite();
      const hosted = { PRISMIC_ENDPOINT: `http://127.0.0.1:${port}/cms/api/v2` };
      const full = await build(site, 2, undefined, hosted);
      const [index] = [...filesOf(site).keys()].filter((f) => f.endsWith('/search-index.json'));
      expect(index).toBeDefined();
      const made = fs.readFileSync(path.join(site, index!));
      expect(made.length).toBeGreaterThan(1000);
      // Gone, and made again by an incremental build that renders nothing.
      fs.rmSync(path.join(site, index!));
      const again = await build(site, 2, undefined, hosted, ['--incremental']);
      expect(again.pages).toBe(full.pages);
      expect(again.rendered).toBe(0);
      expect(fs.readFileSync(path.join(site, index!)).equals(made)).toBe(true);
    } finally {
      server.close();
      cms.close();
    }
  },
  600_000,
);
