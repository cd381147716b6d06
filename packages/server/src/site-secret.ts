import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export interface SiteSecretSpec {
  /** The setting that gives it (named in the refusal of a short one). */
  setting: string;
  /** Where a generated one is kept: `<site>/<folder>/<file>`. */
  folder: string;
  file: string;
  minLength: number;
}

/**
 * A secret every process of a site shares: the configured value, else one generated at first start
 * into the site folder (owner-only), which later processes read. Written aside, then linked into
 * place, so a process starting at the same moment reads a whole secret or none, and the first link
 * wins.
 */
export function loadSiteSecret(
  siteDir: string,
  configured: string | undefined,
  { setting, folder, file: name, minLength }: SiteSecretSpec,
): string {
  const value = configured?.trim();
  if (value) {
    if (value.length < minLength)
      throw new Error(`${setting} must be at least ${minLength} characters`);
    return value;
  }
  const dir = path.join(path.resolve(siteDir), folder);
  const file = path.join(dir, name);
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  if (!fs.existsSync(file)) {
    const temp = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
    fs.writeFileSync(temp, `${randomBytes(32).toString('hex')}\n`, { mode: 0o600, flag: 'wx' });
    try {
      fs.linkSync(temp, file);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    } finally {
      fs.rmSync(temp, { force: true });
    }
  }
  if ((fs.statSync(file).mode & 0o077) !== 0)
    throw new Error(`${file} must be readable by its owner only (chmod 600)`);
  const secret = fs.readFileSync(file, 'utf8').trim();
  if (secret.length < minLength)
    throw new Error(`${file} must hold a secret of at least ${minLength} characters`);
  return secret;
}
