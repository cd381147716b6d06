import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { checkContract, patternError, routeKey } from './contract-check';

let root: string;
let site: string;
beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'contract-'));
  site = path.join(root, '.site');
});
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

const write = (file: string, content: unknown) => {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, typeof content === 'string' ? content : JSON.stringify(content, null, 1));
};

const CONTENT = '0.1.0-aaaaaaaaaa';
const TOURS_LIVE = '0.1.0-bbbbbbbbbb';

/** What the live shell's entry script registers (as Module Federation writes it, minified). */
const SHELL_ENTRY =
  'r.federation.initOptions.shared={react:[{version:"19.3.1",get:()=>Promise.all([r.e(1)]).then(()=>()=>r(2)),' +
  'scope:["default"],shareConfig:{"singleton":true,"requiredVersion":"^19.3.1"}}],"react-dom/client":[{version:"19.3.1",' +
  'get:()=>()=>r(3),scope:["default"],shareConfig:{"singleton":true}}],"@site/event-bus":[{version:"0.1.0",get:()=>()=>r(4),' +
  'scope:["default"],shareConfig:{"singleton":true}}]},r.S={};';

/** What the live shell recorded, at its build, that it loads from each area (contract.json). */
const SHELL_LOADS = {
  commerce: ['./AccountMenu', './CartButton', './CartDrawer', './CurrencyPicker', './routes'],
  content: ['./NotFoundContent', './SearchBox', './routes'],
  giving: ['./DonationPopup', './routes'],
  media: ['./AudioPlayer', './routes'],
  tours: ['./routes'],
};

/** The live site: a shell, content live, tours live, and a canary of content. */
function liveSite({
  shellLoads = SHELL_LOADS,
  contentLoads,
}: { shellLoads?: Record<string, string[]> | null; contentLoads?: Record<string, string[]> } = {}) {
  write(path.join(site, 'shell', 'index.html'), '<!doctype html>');
  if (shellLoads) write(path.join(site, 'shell', 'contract.json'), { loads: shellLoads });
  if (contentLoads)
    write(path.join(site, 'remotes', 'content', CONTENT, 'contract.json'), { loads: contentLoads });
  write(path.join(site, 'shell', 'static', 'main.js'), SHELL_ENTRY);
  write(path.join(site, 'shell', 'routes.json'), [
    { id: 'shell.offline', path: '/offline', title: 'Offline' },
  ]);
  write(path.join(site, 'remotes.json'), {
    remotes: {
      content: {
        version: CONTENT,
        entry: `/remotes/content/${CONTENT}/mf-manifest.json`,
        canary: { version: '0.1.1-cccccccccc', percent: 10 },
      },
      tours: { version: TOURS_LIVE, entry: `/remotes/tours/${TOURS_LIVE}/mf-manifest.json` },
    },
    rev: 3,
  });
  write(path.join(site, 'remotes', 'content', CONTENT, 'routes.json'), [
    { id: 'content.about', path: '/about', title: 'About us' },
    { id: 'content.read', path: '/read/:slug', title: 'Read' },
  ]);
  write(path.join(site, 'remotes', 'content', '0.1.1-cccccccccc', 'routes.json'), [
    { id: 'content.pilgrimages', path: '/pilgrimages/', title: 'Pilgrimages' },
  ]);
  publish(
    path.join(site, 'remotes', 'tours', TOURS_LIVE),
    path.join(site, 'ssr', 'tours', TOURS_LIVE),
    {},
  );
}

const ROUTES = [
  { id: 'tours.upcoming', path: '/tours/upcoming', title: 'Tours' },
  { id: 'tours.tour', path: '/tours/:uid', title: 'Tour' },
  { id: 'tours.payments', path: '/tours/payments', title: 'Tour payments', clientOnly: true },
];

const MANIFEST = {
  id: 'tours',
  name: 'tours',
  metaData: { name: 'tours', remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' } },
  shared: [
    {
      id: 'tours:react',
      name: 'react',
      version: '19.3.1',
      singleton: true,
      requiredVersion: '^19.3.1',
    },
    {
      id: 'tours:react-dom/client',
      name: 'react-dom/client',
      version: '19.3.1',
      singleton: true,
      requiredVersion: '^19.3.1',
    },
    {
      id: 'tours:@site/event-bus',
      name: '@site/event-bus',
      version: '0.1.0',
      singleton: true,
      requiredVersion: '^0.1.0',
    },
    // The shell does not share it: a remote's own copy is used, nothing to compare.
    {
      id: 'tours:xstate',
      name: 'xstate',
      version: '5.33.3',
      singleton: true,
      requiredVersion: '^5.33.3',
    },
  ],
  remotes: [],
  exposes: [
    {
      id: 'tours:routes',
      name: 'routes',
      path: './routes',
      assets: { js: { sync: [], async: [] } },
    },
  ],
};

const GENERATOR = `exports.generator = {
  area: 'tours',
  generate: async () => [],
  pages: { 'tours.upcoming': () => Promise.resolve({}), 'tours.tour': () => Promise.resolve({}) },
};`;

/** What a test changes of the good build (and the area's extra source files). */
interface Change {
  manifest?: unknown;
  routes?: unknown;
  ssr?: string;
  source?: Record<string, string>;
}

/** A build of tours (client and SSR), good unless `change` says otherwise. */
function publish(clientDir: string, ssrDir: string, change: Change) {
  write(path.join(clientDir, 'mf-manifest.json'), change.manifest ?? MANIFEST);
  write(path.join(clientDir, 'remoteEntry.js'), 'var tours;');
  write(path.join(clientDir, 'routes.json'), change.routes ?? ROUTES);
  write(path.join(clientDir, 'css.json'), []);
  write(path.join(ssrDir, 'index.js'), change.ssr ?? GENERATOR);
}

/** The area's source: one emit and one listener, both declared, plus a test that may use anything. */
function source(extra: Record<string, string> = {}) {
  const dir = path.join(root, 'mfe-tours');
  write(
    path.join(dir, 'src', 'features', 'booking', 'book.ts'),
    "bus.emit('toast.requested', { message: 'Booked' });\n",
  );
  write(
    path.join(dir, 'src', 'features', 'booking', 'cart.tsx'),
    "useEffect(() => bus.on(\n  'cart.changed',\n  () => {},\n), []);\n",
  );
  write(
    path.join(dir, 'src', 'features', 'booking', 'book.test.ts'),
    "bus.emit('test.only', {});\n",
  );
  for (const [file, text] of Object.entries(extra)) write(path.join(dir, 'src', file), text);
  return dir;
}

/** Checks a candidate of tours staged with `change`, against the live site. */
function check(change: Change = {}, name = 'tours', live: Parameters<typeof liveSite>[0] = {}) {
  liveSite(live);
  const clientDir = path.join(site, '.staging', name, 'client');
  const ssrDir = path.join(site, '.staging', name, 'ssr');
  publish(clientDir, ssrDir, change);
  return checkContract({
    siteDir: site,
    name,
    clientDir,
    ssrDir,
    sourceDir: source(change.source),
  });
}

const only = (result: ReturnType<typeof checkContract>, pattern: RegExp) => {
  expect(result.ok).toBe(false);
  expect(result.problems).toEqual([expect.stringMatching(pattern)]);
};

describe('checkContract', () => {
  it('passes a candidate that keeps the contract, saying what it checked', () => {
    const result = check();
    expect(result.problems).toEqual([]);
    expect(result.ok).toBe(true);
    expect(result.checked).toEqual([
      'exposes: ./routes (what the live builds load)',
      expect.stringMatching(
        /^shared: react \^19\.3\.1 \(shell 19\.3\.1\), react-dom\/client .*@site\/event-bus \^0\.1\.0 \(shell 0\.1\.0\); not provided by the shell: xstate; shell versions from the live shell build$/,
      ),
      "routes: 3 well formed, none also the shell's or another area's",
      'ssr: generator for tours with page loaders for all 2 built routes',
      'events: cart.changed, toast.requested, all declared in packages/contracts',
    ]);
  });

  describe('exposes', () => {
    it('refuses a build without ./routes, which the shell loads from every area', () => {
      only(
        check({ manifest: { ...MANIFEST, exposes: [] } }),
        /^tours: expose \.\/routes is missing from mf-manifest\.json.*tours\/routes/,
      );
    });

    it('knows the widgets another live area loads (content’s pages load commerce’s ./ProductCards)', () => {
      const exposes = ['routes', 'CartButton', 'CartDrawer', 'AccountMenu', 'CurrencyPicker'].map(
        (n) => ({ id: `commerce:${n}`, name: n, path: `./${n}` }),
      );
      const manifest = { ...MANIFEST, id: 'commerce', name: 'commerce', exposes };
      const routes = [{ id: 'commerce.shop', path: '/shop', title: 'Shop' }];
      const ssr =
        "exports.generator = { area: 'commerce', generate: async () => [], pages: { 'commerce.shop': () => null } };";
      const contentLoads = { commerce: ['./ProductCards', './routes'] };
      only(
        check({ manifest, routes, ssr }, 'commerce', { contentLoads }),
        new RegExp(
          `^commerce: expose \\./ProductCards is missing .*but the live site loads commerce/ProductCards \\(recorded by content@${CONTENT}\\)`,
        ),
      );
    });

    it('judges by what the live shell was built to load, not by the checkout’s contract', () => {
      // The candidate renamed ./routes (and may have edited packages/contracts to match): the live
      // shell still loads tours/routes, so the build is refused, naming the shell.
      const manifest = {
        ...MANIFEST,
        exposes: [{ id: 'tours:pages', name: 'pages', path: './pages' }],
      };
      only(
        check({ manifest }),
        /^tours: expose \.\/routes is missing from mf-manifest\.json, but the live site loads tours\/routes \(recorded by the live shell\); it exposes \.\/pages$/,
      );
      // A shell built to load more from tours than the checkout lists holds the candidate to that too.
      const more = check({}, 'tours', {
        shellLoads: { ...SHELL_LOADS, tours: ['./BookingWidget', './routes'] },
      });
      expect(more.problems).toEqual([
        expect.stringMatching(
          /^tours: expose \.\/BookingWidget is missing .*the live site loads tours\/BookingWidget \(recorded by the live shell\)/,
        ),
      ]);
    });

    it('falls back to the checkout’s contract only when no live build recorded one, and says so', () => {
      const result = check({}, 'tours', { shellLoads: null });
      expect(result.ok).toBe(true);
      expect(result.checked[0]).toBe(
        'exposes: ./routes (from the checkout: no live build records its contract)',
      );
    });

    it('refuses a build whose manifest is missing', () => {
      liveSite();
      const result = checkContract({
        siteDir: site,
        name: 'tours',
        clientDir: path.join(root, 'nowhere'),
        ssrDir: path.join(site, 'ssr', 'tours', TOURS_LIVE),
      });
      expect(result.problems).toContainEqual(
        expect.stringMatching(/^tours: mf-manifest\.json: .*nowhere.*does not exist/),
      );
    });
  });

  describe('shared singletons', () => {
    it('refuses a requiredVersion the live shell’s version does not satisfy, naming the module and both versions', () => {
      const shared = MANIFEST.shared.map((s) =>
        s.name === 'react' ? { ...s, requiredVersion: '^19.4.0' } : s,
      );
      only(
        check({ manifest: { ...MANIFEST, shared } }),
        /^tours: shared react \(singleton\) requires \^19\.4\.0, but the live shell provides 19\.3\.1/,
      );
    });

    it('without a shell build, compares with what the shell’s package.json resolves to in node_modules', () => {
      liveSite();
      fs.rmSync(path.join(site, 'shell', 'static'), { recursive: true });
      const clientDir = path.join(site, 'remotes', 'tours', TOURS_LIVE);
      const result = checkContract({
        siteDir: site,
        name: 'tours',
        clientDir,
        ssrDir: path.join(site, 'ssr', 'tours', TOURS_LIVE),
      });
      expect(result.checked).toContainEqual(
        expect.stringMatching(
          /^shared: react .*; shell versions from shell\/package\.json's installed dependencies$/,
        ),
      );
    });

    it('refuses a requiredVersion that is not a range', () => {
      const shared = [{ ...MANIFEST.shared[0], requiredVersion: 'latest please' }];
      only(
        check({ manifest: { ...MANIFEST, shared } }),
        /^tours: shared react: requiredVersion "latest please" is not a semver range/,
      );
    });
  });

  describe('routes', () => {
    it('refuses a path another area has live, ignoring case and :param names', () => {
      const routes = [
        ...ROUTES,
        { id: 'tours.about', path: '/About', title: 'About tours' },
        { id: 'tours.read', path: '/read/:tour', title: 'Read' },
      ];
      const result = check({
        routes,
        ssr: GENERATOR.replace(
          "'tours.tour'",
          "'tours.about': () => null, 'tours.read': () => null, 'tours.tour'",
        ),
      });
      expect(result.ok).toBe(false);
      expect(result.problems).toEqual([
        `tours: route tours.about "/About" collides with content@${CONTENT}'s live route content.about "/about"`,
        `tours: route tours.read "/read/:tour" collides with content@${CONTENT}'s live route content.read "/read/:slug"`,
      ]);
    });

    it('refuses a path of the shell’s, or of another area’s canary', () => {
      const routes = [
        ...ROUTES,
        { id: 'tours.offline', path: '/offline/', title: 'Offline', clientOnly: true },
        { id: 'tours.pilgrimages', path: '/pilgrimages', title: 'P', clientOnly: true },
      ];
      const result = check({ routes });
      expect(result.problems).toEqual([
        expect.stringMatching(
          /^tours: route tours\.offline "\/offline\/" collides with the shell's route shell\.offline/,
        ),
        expect.stringMatching(
          /^tours: route tours\.pilgrimages "\/pilgrimages" collides with content@0\.1\.1-cccccccccc's canary route/,
        ),
      ]);
    });

    it('refuses a malformed route, naming it and what is wrong', () => {
      const routes = [
        { id: 'content.tour', path: 'tours/x', title: '', clientOnly: true },
        { id: 'tours.splat', path: '/tours/*/more', title: 'Splat', clientOnly: true },
        'not a route',
      ];
      const result = check({ routes });
      expect(result.problems).toEqual([
        'tours: routes.json route #1 (content.tour "tours/x"): the id must be "tours.<page>"; the path must be a string starting with /; the title must be a non-empty string',
        'tours: routes.json route #2 (tours.splat "/tours/*/more"): a * splat may only be the last segment',
        'tours: routes.json route #3: is not an object',
      ]);
    });

    it('refuses two routes of its own that match the same URLs', () => {
      const routes = [
        ...ROUTES,
        { id: 'tours.other', path: '/Tours/:id/', title: 'Other', clientOnly: true },
      ];
      only(
        check({ routes }),
        /^tours: routes\.json: \/Tours\/:id\/ and \/tours\/:uid match the same URLs/,
      );
    });

    it('refuses a routes.json that is not a list', () => {
      only(check({ routes: { routes: [] } }), /^tours: routes\.json must be a non-empty array/);
    });
  });

  describe('the SSR generator', () => {
    it('refuses a bundle that exports no generator', () => {
      only(
        check({ ssr: 'exports.somethingElse = 1;' }),
        /^tours: SSR bundle .*index\.js: exports no generator$/,
      );
    });

    it('refuses a generator with no page loader for a built route (client-only routes need none)', () => {
      only(
        check({ ssr: GENERATOR.replace("'tours.tour': () => Promise.resolve({}) ", '') }),
        /^tours: SSR bundle .*: generator\.pages has no page loader for route tours\.tour \(\/tours\/:uid\)$/,
      );
    });

    it('refuses a generator of another area, or without generate', () => {
      const result = check({ ssr: "exports.generator = { area: 'media', pages: {} };" });
      expect(result.problems).toEqual([
        expect.stringMatching(/SSR bundle .*: generator\.area is "media", not "tours"$/),
        expect.stringMatching(/SSR bundle .*: generator\.generate is not a function$/),
      ]);
    });

    it('refuses a bundle that fails to load, saying why', () => {
      only(
        check({ ssr: "require('left-pad'); exports.generator = {};" }),
        /^tours: SSR bundle .* failed to load: it requires "left-pad", which it should have bundled$/,
      );
      only(
        check({ ssr: 'throw new Error("boom at start")' }),
        /^tours: SSR bundle .* failed to load: boom at start$/,
      );
    });
  });

  describe('bus events', () => {
    it('refuses an event packages/contracts does not declare, naming it and where it is used', () => {
      const result = check({
        source: {
          'features/booking/booked.ts':
            "\nexport const booked = () =>\n  bus.emit(\n    'tour.booked', { id: 1 });\n",
        },
      });
      only(
        result,
        /^tours: bus event "tour\.booked" \(bus\.emit at mfe-tours\/src\/features\/booking\/booked\.ts:3\) is not declared in packages\/contracts/,
      );
    });

    it('finds listeners and the useBusEvent hook too, and ignores test files', () => {
      const result = check({
        source: {
          'a.tsx': "useBusEvent('tour.viewed', f);",
          'b.ts': 'eventBus.once(`tour.left`, f);',
          '__tests__/c.ts': "bus.on('x.y', f)",
        },
      });
      expect(result.problems).toEqual([
        expect.stringMatching(
          /^tours: bus event "tour\.viewed" \(useBusEvent at mfe-tours\/src\/a\.tsx:1\)/,
        ),
        expect.stringMatching(
          /^tours: bus event "tour\.left" \(bus\.once at mfe-tours\/src\/b\.ts:1\)/,
        ),
      ]);
    });
  });
});

describe('route patterns', () => {
  it('accepts what react-router accepts and says what is wrong otherwise', () => {
    for (const ok of [
      '/',
      '/team/',
      '/read/*',
      '/read/:season/:section',
      '/language/:lang?',
      '/press-kit',
      '/a/b?',
    ])
      expect(patternError(ok)).toBeNull();
    expect(patternError('/a//b')).toMatch(/empty segment/);
    expect(patternError('/x/:id/:id')).toMatch(/:id appears twice/);
    expect(patternError('/a b')).toMatch(/not a valid path segment/);
    expect(patternError('/:1x')).toMatch(/not a :param name/);
  });

  it('compares paths without case, :param names or a trailing slash', () => {
    expect(routeKey('/Tours/:uid/')).toBe(routeKey('/tours/:id'));
    expect(routeKey('/lang/:l?')).not.toBe(routeKey('/lang/:l'));
    expect(routeKey('/')).toBe('/');
  });
});

describe('the command line', () => {
  const run = (...args: string[]) => {
    try {
      // site-release contract check, its sources run through tsx.
      const cli = `require(${JSON.stringify(path.join(__dirname, 'cli.ts'))}).main(['contract', 'check', ...process.argv.slice(1)]).then((code) => (process.exitCode = code))`;
      return {
        code: 0,
        out: execFileSync(process.execPath, ['--import', 'tsx', '-e', cli, ...args], {
          encoding: 'utf8',
          stdio: ['ignore', 'pipe', 'pipe'],
        }),
      };
    } catch (error) {
      const failed = error as { status: number; stdout: string; stderr: string };
      return { code: failed.status, out: `${failed.stdout}${failed.stderr}` };
    }
  };

  it('checks the live version by default, prints each check, and exits 0 when the contract holds', () => {
    liveSite();
    const { code, out } = run('tours', '--site', site, '--source', source());
    expect(out).toContain(`contract check of tours@${TOURS_LIVE}`);
    expect(out).toMatch(/ok {2}exposes: \.\/routes/);
    expect(out).toContain('tours: the contract holds');
    expect(code).toBe(0);
  });

  it('exits 1 and prints each problem for a broken candidate', () => {
    check({ manifest: { ...MANIFEST, exposes: [] } });
    const staged = path.join(site, '.staging', 'tours');
    const { code, out } = run(
      'tours',
      '--site',
      site,
      '--client',
      `${staged}/client`,
      '--ssr',
      `${staged}/ssr`,
      '--source',
      path.join(root, 'mfe-tours'),
    );
    expect(out).toMatch(/BROKEN {2}tours: expose \.\/routes is missing/);
    expect(out).toContain('tours: 1 problem(s); not releasable');
    expect(code).toBe(1);
  });

  it('exits 1 with usage for an area that is not live and no candidate', () => {
    liveSite();
    const { code, out } = run('giving', '--site', site);
    expect(out).toMatch(/giving has no live version .*pass --client and --ssr/);
    expect(code).toBe(1);
  });
});
