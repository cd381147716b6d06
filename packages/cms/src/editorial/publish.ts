import { randomBytes } from 'node:crypto';
import { mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import type { StoredDocument } from '../store/types';
import { publicationDate, prepareWrite, storedJson, type WriteContext } from './writes';

export type Published =
  { ok: true; documents: StoredDocument[] } | { ok: false; problems: string[] };

/**
 * Publishes every draft (the embedded CMS's "migration release"): each is checked against its
 * model again (a draft file may have been edited by hand), and only when all pass are they
 * written. Each is first written beside its target and then renamed over it, all renames in
 * one go, so the documents folder's watcher sees whole files and a failure before the renames
 * leaves master untouched. The watcher then gives master its new ref, as for any edit on disk.
 */
export function publishDrafts(
  documentsDir: string,
  draftsDir: string,
  ctx: WriteContext,
): Published {
  const problems: string[] = [];
  const ready: { doc: StoredDocument; target: string; draftFile?: string }[] = [];
  const now = publicationDate(ctx.now());
  for (const draft of ctx.editorial.drafts.values()) {
    const id = draft.id;
    // Checked as an update of itself: the same rules as a write through the Migration API.
    const checked = prepareWrite({ tags: draft.tags, data: draft.data }, id, ctx);
    if (!checked.ok) {
      const file = ctx.editorial.draftFiles.get(id) ?? id;
      problems.push(...checked.problems.map((p) => `drafts/${file}: ${p}`));
      continue;
    }
    const published = ctx.master.byId.get(id)?.doc;
    const doc: StoredDocument = {
      ...checked.doc,
      first_publication_date: published?.first_publication_date ?? now,
      last_publication_date: now,
    };
    ready.push({
      doc,
      target: path.join(documentsDir, checked.file),
      draftFile: ctx.editorial.draftFiles.get(id),
    });
  }
  if (problems.length) return { ok: false, problems };
  const temps: string[] = [];
  try {
    for (const { doc, target } of ready) {
      mkdirSync(path.dirname(target), { recursive: true });
      const temp = `${target}.${randomBytes(6).toString('hex')}.tmp`;
      temps.push(temp);
      writeFileSync(temp, storedJson(doc));
    }
  } catch (error) {
    for (const temp of temps) rmSync(temp, { force: true });
    throw error;
  }
  ready.forEach(({ target }, i) => renameSync(temps[i] as string, target));
  for (const { draftFile } of ready)
    if (draftFile) rmSync(path.join(draftsDir, draftFile), { force: true });
  return { ok: true, documents: ready.map((r) => r.doc) };
}
