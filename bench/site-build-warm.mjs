#!/usr/bin/env node
// The incremental rebuild in a warm build process (issue 33: what the editorial loop will keep up
// beside the server): createWarmBuilder from the compiled site build, one rebuild to start from
// (the site is built already: nothing to render), then one article's title changed and rebuilt
// RUNS times. Prints one line of JSON: the seconds (and CPU seconds, every thread) of each edit's
// rebuild and pages rendered.
//   node bench/site-build-warm.mjs <compiled warm-builder.js> <article file>   (SITE_DIR, CMS_DOCUMENTS_DIR set)
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const [entry, file] = process.argv.slice(2);
const runs = Number(process.env.RUNS ?? 3);
// React's production build, as the server's publish process runs (packages/server/src/publisher.ts):
// React is loaded with the builder below, and its render threads inherit this.
process.env.NODE_ENV ??= 'production';
const { createWarmBuilder, boundHeapGrowth } = createRequire(import.meta.url)(path.resolve(entry));
// As the server's publish process does (publish-child.ts).
boundHeapGrowth({ warm: true });
const builder = createWarmBuilder({
  siteDir: process.env.SITE_DIR,
  siteUrl: process.env.SITE_URL ?? 'http://localhost:3000',
  log: () => undefined,
});
const original = fs.readFileSync(file, 'utf8');
try {
  const warmUp = await builder.rebuild();
  const edits = [];
  for (let i = 1; i <= runs; i++) {
    const doc = JSON.parse(original);
    doc.data.title = [
      { ...doc.data.title[0], text: `${doc.data.title[0].text} (warm revision ${i})` },
    ];
    fs.writeFileSync(file, JSON.stringify(doc, null, 2));
    const started = process.hrtime.bigint();
    const cpu = process.cpuUsage();
    const report = await builder.rebuild([doc.id]);
    const { user, system } = process.cpuUsage(cpu);
    edits.push({
      seconds: Number(process.hrtime.bigint() - started) / 1e9,
      cpu: (user + system) / 1e6,
      rendered: report.rendered,
      pages: report.pages,
    });
  }
  const peakMb = Math.round((process.resourceUsage().maxRSS * 1024) / 1048576);
  console.log(
    JSON.stringify({
      warmUp: { seconds: warmUp.seconds, rendered: warmUp.rendered },
      edits,
      peakMb,
    }),
  );
} finally {
  fs.writeFileSync(file, original);
  await builder.close();
}
