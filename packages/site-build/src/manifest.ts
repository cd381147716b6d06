import fs from 'node:fs';
import path from 'node:path';

/** What the last build produced, so an incremental build can skip pages that did not change. */
export interface BuildManifest {
  buildHash: string;
  /** Hash of every document the generators read, by id. */
  documents: Record<string, string>;
  /** By page key: the hash of its data, and the documents it shows. */
  pages: Record<string, { dataHash: string; dependencies: string[] }>;
}

const FILE = '.build-manifest.json';

export function readManifest(pagesDir: string): BuildManifest | null {
  try {
    return JSON.parse(fs.readFileSync(path.join(pagesDir, FILE), 'utf8')) as BuildManifest;
  } catch {
    return null;
  }
}

export function writeManifest(pagesDir: string, manifest: BuildManifest): void {
  fs.mkdirSync(pagesDir, { recursive: true });
  fs.writeFileSync(path.join(pagesDir, FILE), JSON.stringify(manifest));
}

/** Documents whose hash differs from the last build's: edited, added, or gone since. */
export function changedDocuments(
  before: Record<string, string>,
  now: Record<string, string>,
): Set<string> {
  const changed = new Set(Object.keys(now).filter((id) => before[id] !== now[id]));
  for (const id of Object.keys(before)) if (!(id in now)) changed.add(id);
  return changed;
}
