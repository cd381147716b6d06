import path from 'node:path';
import type * as BuildSiteModule from './build-site';
import type * as ContentSourceModule from './content-source';
import { boundHeapGrowth } from './heap';
import { trace } from './trace';

/**
 * `pnpm build` (scripts/build.mjs) or `pnpm --filter @site/site-build build [--incremental] [--areas a,b]`,
 * compiled to dist/run/cli.js. `--areas` renders only those areas' pages (a release).
 */
async function main(argv: string[]) {
  const at = argv.indexOf('--areas');
  // `--areas tours` renders tours' live version; `--areas tours@0.2.0-ab12cd34ef` a published one not live yet.
  const named = at >= 0 ? (argv[at + 1] ?? '').split(',').filter(Boolean) : undefined;
  if (named && named.length === 0)
    throw new Error('--areas needs a comma-separated list of area names');
  const areas = named?.map((a) => a.split('@')[0]!);
  const versions = Object.fromEntries(
    (named ?? []).filter((a) => a.includes('@')).map((a) => a.split('@') as [string, string]),
  );
  const unknown = argv.filter((a, i) => a !== '--incremental' && i !== at && i !== at + 1);
  if (unknown.length)
    throw new Error(`unknown option(s): ${unknown.join(' ')} (known: --incremental, --areas a,b)`);
  // Pages are rendered with React's production build (the same markup, without the development
  // checks that make every render several times slower), unless NODE_ENV says otherwise. React reads
  // it when first loaded, so the build is loaded only now.
  process.env.NODE_ENV ??= 'production';
  // Canonical links and the sitemap name the site where it is served: SITE_URL, else PUBLIC_URL.
  const siteUrl = (
    process.env.SITE_URL ||
    process.env.PUBLIC_URL ||
    `http://localhost:${process.env.PORT ?? 3000}`
  ).replace(/\/$/, '');
  if (!/^https?:\/\/[^/]+$/.test(siteUrl))
    throw new Error(`SITE_URL must be an origin such as https://example.org, got "${siteUrl}"`);
  const siteDir = path.resolve(process.env.SITE_DIR ?? path.join(__dirname, '../../../.site'));
  const incremental = argv.includes('--incremental');
  // Before any thread starts: theirs are bounded too.
  boundHeapGrowth();
  // The content thread starts loading the documents while the rest of the build's code loads.
  trace('cli started');
  // Required here, in this order: the content thread first, then the rest of the build.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { openContentSource } = require('./content-source') as typeof ContentSourceModule;
  const content = openContentSource({ siteDir, reuse: incremental || Boolean(areas) });
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { buildSite } = require('./build-site') as typeof BuildSiteModule;
  // SITE_BUILD_THREADS: how many threads render pages (0: all on this one, the reference path);
  // SITE_BUILD_TIME: the build's time as pages record it (the byte-for-byte test pins it).
  const threads = process.env.SITE_BUILD_THREADS;
  if (threads !== undefined && !/^\d{1,2}$/.test(threads))
    throw new Error(`SITE_BUILD_THREADS must be a number of threads, got "${threads}"`);
  const builtAt = process.env.SITE_BUILD_TIME;
  if (builtAt !== undefined && Number.isNaN(Date.parse(builtAt)))
    throw new Error(`SITE_BUILD_TIME must be an ISO time, got "${builtAt}"`);
  const renderThreads = threads === undefined ? undefined : Number(threads);
  const report = await buildSite({
    siteDir,
    siteUrl,
    incremental,
    content,
    areas,
    versions,
    renderThreads,
    builtAt,
  });
  console.log(
    `site: ${report.pages} pages (${report.rendered} rendered, ${report.unchanged} unchanged, ${report.removed} removed) in ${report.seconds.toFixed(1)} s, ` +
      `${(report.rendered / Math.max(report.seconds, 0.001)).toFixed(0)} pages/s, peak ${report.peakRssMb} MB, cpu ${report.cpuSeconds.toFixed(1)} s`,
  );
}

main(process.argv.slice(2)).catch((error: unknown) => {
  console.error(`site build failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
});
