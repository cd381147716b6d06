/**
 * Corpus B authoring tool: writes the timeline, media, giving and tour models,
 * documents and images. Deterministic; re-run after editing the data files:
 *   pnpm exec tsx packages/cms/corpus/src/b/index.ts
 */
import { rmSync } from 'node:fs';
import path from 'node:path';
import { checkLinks } from './build/check';
import { writeGiving } from './build/giving';
import { lookups, writeMedia } from './build/media';
import { writePeople, writePlaces } from './build/people-places';
import { writeTimelineFrame, writeEvents } from './build/timeline';
import { writeTours } from './build/tours';
import { IMAGE_GROUPS, imagesWritten } from './lib/images';
import { deferredLinks } from './lib/links';
import { documentsDir, imagesDir } from './lib/paths';
import { registry, TYPES, writeModels } from './models';

// Start from a clean slate for our own types and image groups, so renamed uids never linger.
for (const t of TYPES) rmSync(path.join(documentsDir, t.id), { recursive: true, force: true });
for (const g of IMAGE_GROUPS) rmSync(path.join(imagesDir, g), { recursive: true, force: true });

writeModels();
const reg = registry();
const counts: Record<string, number> = {
  people: writePeople(reg),
  place: writePlaces(reg),
  ...writeTimelineFrame(reg),
  events: writeEvents(reg, lookups),
  ...writeMedia(reg),
  ...writeGiving(reg),
  ...writeTours(reg),
};
checkLinks();
const waiting = deferredLinks();
if (waiting.length)
  console.warn(`left out until corpus A writes them (re-run then): ${waiting.join(', ')}`);
console.log(JSON.stringify({ ...counts, images: imagesWritten() }, null, 2));
