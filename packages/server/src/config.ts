import path from 'node:path';
import { parseCspHosts } from './security-headers';

export interface ServerConfig {
  port: number;
  siteDir: string;
  cspExtraHosts: string[];
}

/** `<repo root>/.site`, found from this package's own location. */
export const DEFAULT_SITE_DIR = path.resolve(__dirname, '..', '..', '..', '.site');

/** Reads PORT, SITE_DIR and CSP_EXTRA_HOSTS; throws with a message naming the bad variable. */
export function readConfig(env: NodeJS.ProcessEnv): ServerConfig {
  const rawPort = env.PORT?.trim() || '3000';
  const port = Number(rawPort);
  if (!/^\d+$/.test(rawPort) || port > 65535)
    throw new Error(`PORT must be 0-65535, got "${rawPort}"`);
  const siteDir = env.SITE_DIR?.trim() ? path.resolve(env.SITE_DIR.trim()) : DEFAULT_SITE_DIR;
  return { port, siteDir, cspExtraHosts: parseCspHosts(env.CSP_EXTRA_HOSTS) };
}
