// Whether a remote's version is published: its client manifest and its SSR bundle are both in the
// site folder (the server needs both).
import fs from 'node:fs';
import path from 'node:path';
import { checkVersion, manifestOf, readRegistry, ssrOf, VERSION } from './registry-store';

/** Refuses a version whose client manifest or SSR bundle is missing: the server needs both. */
export function requirePublished(siteDir: string, name: string, version: string): void {
  checkVersion(version);
  const missing = [manifestOf(siteDir, name, version), ssrOf(siteDir, name, version)]
    .filter((file) => !fs.existsSync(file))
    .map((file) => path.relative(siteDir, file));
  if (missing.length) {
    throw new Error(
      `${name}@${version} is not published (no ${missing.join(' and ')}); ` +
        `build and publish it first (pnpm build), or pick a published version`,
    );
  }
}

export const isPublished = (siteDir: string, name: string, version: string) =>
  VERSION.test(version) &&
  fs.existsSync(manifestOf(siteDir, name, version)) &&
  fs.existsSync(ssrOf(siteDir, name, version));

/** The live version of a remote when its build is published (manifest and SSR bundle), else null. */
export function publishedLiveVersion(siteDir: string, name: string): string | null {
  const entry = readRegistry(siteDir).remotes[name];
  if (!entry || !VERSION.test(entry.version)) return null;
  const ssr = path.join(siteDir, 'ssr', name, entry.version, 'index.js');
  return fs.existsSync(manifestOf(siteDir, name, entry.version)) && fs.existsSync(ssr)
    ? entry.version
    : null;
}
