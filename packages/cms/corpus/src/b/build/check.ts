import { madeLinks } from '../lib/links';
import { docExists } from '../lib/exists';

/** Every Document link written must resolve; returns nothing or throws naming the missing targets. */
export function checkLinks(): void {
  const missing = madeLinks().filter((l) => !docExists(l.type, l.uid));
  if (missing.length)
    throw new Error(`broken links: ${missing.map((l) => `${l.type}/${l.uid}`).join(', ')}`);
}
