#!/usr/bin/env node
// The disk's floor for a site build (issue 33): writing N pages, each an HTML file of ~20 kB and a
// page-data file, from a template string, into the same layout the build writes (a folder per
// page, page-data/<key>/page-data.json), one file after another. Nothing is rendered: this is what
// a build could not beat on this machine, so bench/site-build.mjs states the build as a ratio of it.
//   node bench/site-build-floor.mjs <dir> <pages>   prints "floor: <pages> pages in <s> s"
import fs from 'node:fs';
import path from 'node:path';

const [dir, count] = [process.argv[2], Number(process.argv[3])];
if (!dir || !Number.isInteger(count) || count < 1)
  throw new Error('usage: site-build-floor.mjs <dir> <pages>');

const filler = 'Luther nailed his theses to the door of the castle church in Wittenberg. '.repeat(
  260,
);
const html = (i) =>
  `<!doctype html><html><head><title>Page ${i}</title></head><body><div id="root"><p>${filler}</p></div></body></html>`;
const data = (i) =>
  JSON.stringify({
    path: `/read/page-${i}/`,
    routeId: 'read-article',
    data: { title: `Page ${i}`, body: filler.slice(0, 4000) },
  });

const started = process.hrtime.bigint();
for (let i = 0; i < count; i++) {
  const key = `read/page-${i}`;
  fs.mkdirSync(path.join(dir, key), { recursive: true });
  fs.writeFileSync(path.join(dir, key, 'index.html'), html(i));
  fs.mkdirSync(path.join(dir, 'page-data', key), { recursive: true });
  fs.writeFileSync(path.join(dir, 'page-data', key, 'page-data.json'), data(i));
}
const seconds = Number(process.hrtime.bigint() - started) / 1e9;
console.log(`floor: ${count} pages in ${seconds.toFixed(3)} s`);
