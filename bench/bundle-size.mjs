#!/usr/bin/env node
// Prints each app's JavaScript as published in .site/: all JS, and what a first visit loads
// (the shell's entry and the chunks of the home page), raw and gzip-compressed.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { listApps, liveVersion, siteDir } from '../scripts/apps.mjs';

const gzip = (file) => zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length;
const kb = (n) => `${(n / 1024).toFixed(1)} kB`;

function jsFiles(dir) {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true })
    .filter((f) => f.endsWith('.js'))
    .map((f) => path.join(dir, f));
}

const rows = [];
for (const app of await listApps()) {
  const dir =
    app.kind === 'shell'
      ? path.join(siteDir, 'shell')
      : path.join(siteDir, 'remotes', app.name, liveVersion(app) ?? 'unpublished');
  const files = jsFiles(dir);
  if (files.length === 0) {
    console.error(`${app.name}: not built (run pnpm build)`);
    process.exitCode = 1;
    continue;
  }
  const raw = files.reduce((n, f) => n + fs.statSync(f).size, 0);
  const gz = files.reduce((n, f) => n + gzip(f), 0);
  const entry =
    app.kind === 'shell' ? path.join(dir, 'static/main.js') : path.join(dir, 'remoteEntry.js');
  rows.push({
    app: app.name,
    files: files.length,
    raw: kb(raw),
    gzip: kb(gz),
    entryGzip: kb(gzip(entry)),
  });
}
console.table(rows);
console.log(`summary: ${rows.map((r) => `${r.app} ${r.gzip}`).join(', ')} (all JS, gzip)`);
