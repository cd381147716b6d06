import { AreaGenerators } from './preview-generators';
import { describeToken, fingerprint } from './preview-session';
import { createSiteFixture, type SiteFixture } from './site-fixture';
import { siteLayout } from './site-layout';

let site: SiteFixture;
let generators: AreaGenerators;

beforeEach(async () => {
  site = await createSiteFixture();
  generators = new AreaGenerators(siteLayout(site.dir));
});
afterEach(() => site.cleanup());

const message = (promise: Promise<unknown>) =>
  promise.then(
    () => 'resolved',
    (error: Error) => error.message,
  );

describe('area generators for previews', () => {
  it('loads an area’s generator from its server bundle once, with the shared React', async () => {
    await site.write(
      'ssr/content/1.0.0/index.js',
      `const React = require('react');
       exports.generator = { area: 'content', reactVersion: React.version,
         generate: async () => [], pages: {} };`,
    );
    const first = await generators.get('content', '1.0.0');
    expect((first as unknown as { reactVersion: string }).reactVersion).toMatch(/^\d+\./);
    expect(await generators.get('content', '1.0.0')).toBe(first);
  });

  it('refuses a bundle that needs a module it should have bundled, and tries again later', async () => {
    await site.write(
      'ssr/tours/1.0.0/index.js',
      `require('left-pad'); exports.generator = { generate: async () => [] };`,
    );
    expect(await message(generators.get('tours', '1.0.0'))).toBe(
      'tours@1.0.0: its server bundle requires "left-pad", not bundled',
    );
    await site.write(
      'ssr/tours/1.0.0/index.js',
      `exports.generator = { area: 'tours', generate: async () => [], pages: {} };`,
    );
    await expect(generators.get('tours', '1.0.0')).resolves.toMatchObject({ area: 'tours' });
  });

  it('refuses a bundle without a generator, and names that are no area version', async () => {
    await site.write('ssr/media/1.0.0/index.js', `exports.other = 1;`);
    expect(await message(generators.get('media', '1.0.0'))).toBe(
      'media@1.0.0: its server bundle exports no generator',
    );
    expect(await message(generators.get('../shell', '1.0.0'))).toMatch(/not an area version/);
    expect(await message(generators.get('media', '../../x'))).toMatch(/not an area version/);
  });
});

describe('what the Preview bar may say about a token', () => {
  const token = (payload: object) =>
    `http://localhost:3000/cms/previews/${Buffer.from(JSON.stringify(payload)).toString('base64url')}.${'s'.repeat(43)}`;

  it('reads the release and the end from an embedded CMS token', () => {
    expect(describeToken(token({ e: Date.UTC(2026, 10, 26, 15, 30), r: 'spring-issue' }))).toEqual({
      release: 'spring-issue',
      expires: '2026-11-26T15:30:00.000Z',
    });
  });

  it('says nothing it cannot read: a hosted token, a bad payload, an odd release name', () => {
    expect(describeToken('https://repo.prismic.io/previews/XYZ:abc?websitePreviewId=1')).toEqual(
      {},
    );
    expect(describeToken('http://localhost/cms/previews/%%%.sig')).toEqual({});
    expect(describeToken(token({ e: 'soon', r: '<script>' }))).toEqual({});
  });

  it('shows a fingerprint, never the token', () => {
    const print = fingerprint(token({ e: 1 }));
    expect(print).toMatch(/^[0-9a-f]{8}$/);
    expect(token({ e: 1 })).not.toContain(print);
  });
});
