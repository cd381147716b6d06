/**
 * The entry of a render process (see render-workers.ts for why renders leave the server process).
 * It renders one job at a time and answers with the image and its own memory use, so that the
 * parent can retire it when libvips has left it holding too much.
 */
import { readFile } from 'node:fs/promises';

import sharp from 'sharp';

import type { RenderJob, RenderReply } from './render-workers';
import { renderImage } from './render-image';

// One libvips thread per render and no operation cache: the parent runs a fixed number of these
// processes, so CPU and memory are bounded by how many there are, not by what one of them caches.
sharp.concurrency(1);
sharp.cache(false);

function reply(message: RenderReply): void {
  process.send?.(message);
}

process.on('message', (job: RenderJob) => {
  readFile(job.file)
    .then((source) => renderImage(source, job.isSvg, job.params, job.timeoutSeconds))
    .then(
      (body) => reply({ ok: true, body, rss: process.memoryUsage().rss }),
      (error: unknown) =>
        reply({
          ok: false,
          message: error instanceof Error ? error.message : String(error),
          rss: process.memoryUsage().rss,
        }),
    );
});
// The parent went away (crash, restart): nothing is left to render for.
process.on('disconnect', () => process.exit(0));
reply({ ready: true });
