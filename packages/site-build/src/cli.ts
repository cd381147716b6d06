import path from 'node:path';
import { buildSite } from './build-site';

/** `pnpm --filter @site/site-build build [--incremental]`, or `node scripts/site.mjs`. */
async function main(argv: string[]) {
  const unknown = argv.filter((a) => a !== '--incremental');
  if (unknown.length) throw new Error(`unknown option(s): ${unknown.join(' ')} (known: --incremental)`);
  const siteUrl = process.env.SITE_URL ?? `http://localhost:${process.env.PORT ?? 3000}`;
  if (!/^https?:\/\/[^/]+$/.test(siteUrl)) throw new Error(`SITE_URL must be an origin such as https://example.org, got "${siteUrl}"`);
  const report = await buildSite({
    siteDir: path.resolve(process.env.SITE_DIR ?? path.join(__dirname, '../../../.site')),
    siteUrl,
    incremental: argv.includes('--incremental'),
  });
  console.log(
    `site: ${report.pages} pages (${report.rendered} rendered, ${report.unchanged} unchanged, ${report.removed} removed) in ${report.seconds.toFixed(1)} s, ` +
      `${(report.rendered / Math.max(report.seconds, 0.001)).toFixed(0)} pages/s, peak ${report.peakRssMb} MB`,
  );
}

main(process.argv.slice(2)).catch((error: unknown) => {
  console.error(`site build failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
});
