import { stat } from 'node:fs/promises';
import path from 'node:path';
import { Router } from 'express';
import { NO_CACHE } from './cache-control';
import type { SiteData } from './registry';
import { remoteDir, type SiteLayout } from './site-layout';

async function exists(file: string): Promise<boolean> {
  try {
    return (await stat(file)).isFile();
  } catch {
    return false;
  }
}

/** `GET /remotes.json` (the live registry, read per request) and `GET /healthz`. */
export function siteEndpoints(layout: SiteLayout, data: SiteData): Router {
  const router = Router();

  router.get('/remotes.json', async (_req, res) => {
    const read = await data.composedRegistry();
    res.setHeader('Cache-Control', NO_CACHE);
    if (!read.ok) {
      res.status(500).json({ error: 'invalid_registry', message: read.message });
      return;
    }
    res.json(read.registry);
  });

  // A remote missing on disk is reported, never fatal: the shell falls back for that area.
  router.get('/healthz', async (_req, res) => {
    const [version, read] = await Promise.all([data.shellVersion(), data.registry()]);
    const entries = read.ok ? Object.entries(read.registry.remotes) : [];
    const remotes = await Promise.all(
      entries.map(async ([name, entry]) => ({
        name,
        version: entry.version,
        available: await exists(
          path.join(remoteDir(layout, name, entry.version), 'mf-manifest.json'),
        ),
      })),
    );
    res.setHeader('Cache-Control', 'no-store');
    res.json({
      status: read.ok ? 'ok' : 'degraded',
      shell: { version },
      remotes,
      ...(read.ok ? {} : { registryError: read.message }),
    });
  });

  return router;
}
