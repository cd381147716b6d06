import fs from 'node:fs';
import path from 'node:path';
import { boundHeapGrowth } from './heap';
import { createWarmBuilder } from './warm-builder';

/**
 * The server's publish process (issue 30): a child that keeps a warm builder (warm-builder.ts) and
 * builds each publish into a generation folder of its own, `<site>/.generations/<id>/`, holding only
 * the files that build wrote, at their site-relative paths. The server serves the generation over
 * the site at once (packages/server/src/live-files.ts), then says `commit`, and only then are the
 * files moved into the site: every request sees the old pages or the new ones, never some of each.
 * Run by the server with `fork`, compiled to dist/run/publish-child.js.
 */
export type ToPublishChild =
  { kind: 'build'; id: number; changedIds: string[] } | { kind: 'commit'; id: number };

export interface StagedGeneration {
  /** The generation's folder (inside `<site>/.generations`). */
  dir: string;
  /** Site-relative paths (with `/`) of every file the build wrote. */
  files: string[];
  /** Site-relative paths of files the build removed. */
  removed: string[];
}

export type FromPublishChild =
  | { kind: 'ready' }
  | {
      kind: 'staged';
      id: number;
      generation: StagedGeneration;
      report: { pages: number; rendered: number; seconds: number; changedIds: string[] };
    }
  | { kind: 'committed'; id: number }
  | { kind: 'failed'; id: number; message: string };

export const GENERATIONS = '.generations';
/** A page set's manifest is moved in last: an incremental build trusts a set that has one. */
const MANIFEST = '.page-set.json';

/** Every file under `dir`, relative to it with `/`. */
export function listFiles(dir: string, prefix = ''): string[] {
  const files: string[] = [];
  for (const entry of fs.readdirSync(path.join(dir, prefix), { withFileTypes: true })) {
    const rel = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) files.push(...listFiles(dir, rel));
    else if (entry.isFile()) files.push(rel);
  }
  return files;
}

/**
 * Moves a generation's files into the site: each is linked in beside its target and renamed over
 * it (the generation keeps its copy, which the server may still be sending), manifests last; then
 * the files the build removed go.
 */
export function commitGeneration(siteDir: string, generation: StagedGeneration): void {
  const ordered = [
    ...generation.files.filter((f) => !f.endsWith(MANIFEST)),
    ...generation.files.filter((f) => f.endsWith(MANIFEST)),
  ];
  for (const rel of ordered) {
    const target = path.join(siteDir, rel);
    fs.mkdirSync(path.dirname(target), { recursive: true });
    const temporary = `${target}.${process.pid}.link`;
    fs.rmSync(temporary, { force: true });
    fs.linkSync(path.join(generation.dir, rel), temporary);
    fs.renameSync(temporary, target);
  }
  for (const rel of generation.removed) fs.rmSync(path.join(siteDir, rel), { force: true });
}

function main() {
  const send = (message: FromPublishChild) => process.send?.(message);
  const siteDir = path.resolve(process.env.SITE_DIR ?? '.site');
  const siteUrl = (process.env.SITE_URL || process.env.PUBLIC_URL || 'http://localhost').replace(
    /\/$/,
    '',
  );
  if (!/^https?:\/\/[^/]+$/.test(siteUrl))
    throw new Error(`SITE_URL must be an origin such as https://example.org, got "${siteUrl}"`);
  // A process of its own that keeps a warm builder: its threads' heaps are sized for that (heap.ts).
  boundHeapGrowth({ warm: true });
  const root = path.join(siteDir, GENERATIONS);
  // Generations a previous server left are not served by this one: they go.
  fs.rmSync(root, { recursive: true, force: true });
  const builder = createWarmBuilder({
    siteDir,
    siteUrl,
    log: (line) => process.env.PUBLISH_VERBOSE === '1' && console.log(`[publish] ${line}`),
  });
  const staged = new Map<number, StagedGeneration>();

  process.on('message', (message: ToPublishChild) => {
    if (message.kind === 'build') {
      const dir = path.join(root, `${Date.now().toString(36)}-${message.id}`);
      fs.mkdirSync(dir, { recursive: true });
      builder.rebuild(message.changedIds, { stage: dir }).then(
        (report) => {
          const generation = { dir, files: listFiles(dir), removed: report.removedFiles ?? [] };
          staged.set(message.id, generation);
          send({
            kind: 'staged',
            id: message.id,
            generation,
            report: {
              pages: report.pages,
              rendered: report.rendered,
              seconds: report.seconds,
              changedIds: [...report.changedIds],
            },
          });
        },
        (error: unknown) => {
          fs.rmSync(dir, { recursive: true, force: true });
          send({
            kind: 'failed',
            id: message.id,
            message: error instanceof Error ? error.message : String(error),
          });
        },
      );
      return;
    }
    const generation = staged.get(message.id);
    staged.delete(message.id);
    try {
      if (!generation) throw new Error(`no staged generation ${message.id}`);
      commitGeneration(siteDir, generation);
      send({ kind: 'committed', id: message.id });
    } catch (error) {
      send({
        kind: 'failed',
        id: message.id,
        message: error instanceof Error ? error.message : String(error),
      });
    }
  });
  // The server going away takes this process with it.
  process.on('disconnect', () => void builder.close().finally(() => process.exit(0)));
  // Warm before the first publish: the apps, the render threads and the corpus loaded.
  builder.warm().then(
    () => send({ kind: 'ready' }),
    (error: unknown) =>
      console.error(`[publish] warming failed: ${error instanceof Error ? error.message : error}`),
  );
}

if (require.main === module) main();
