import { stat } from 'node:fs/promises';
import path from 'node:path';
import { type RequestHandler, Router } from 'express';
import { NO_CACHE } from './cache-control';
import type { SiteData } from './registry';
import { remoteDir, type SiteLayout } from './site-layout';
import { visitorVersions, type VisitorOptions } from './visitor-versions';

async function exists(file: string): Promise<boolean> {
  try {
    return (await stat(file)).isFile();
  } catch {
    return false;
  }
}

/** `GET /remotes.json` (the live registry, read per request) and `GET /healthz`. */
export function siteEndpoints(
  layout: SiteLayout,
  data: SiteData,
  options: VisitorOptions = {},
): Router {
  const router = Router();

  // The registry as this visitor's browser must load it: each area at the version they get (a
  // canary share, a QA pin), the same versions their pages were served from.
  router.get('/remotes.json', async (req, res) => {
    res.setHeader('Cache-Control', NO_CACHE);
    const live = await data.registry();
    if (!live.ok) {
      res.status(500).json({ error: 'invalid_registry', message: live.message });
      return;
    }
    const { versions } = await visitorVersions(req, res, live.registry, layout, options);
    const read = await data.composedRegistry(versions);
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
        ...(entry.canary ? { canary: entry.canary } : {}),
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

/**
 * `X-Site-Versions` on every answer: the shell's version and each area's live one, with its canary
 * ("shell=0.1.0, content=0.1.0-aa1edf193d, tours=0.1.0-8631766b25 (canary 0.1.1-0c9d 10%)"), so a
 * report or a support ticket can say which versions served a page.
 */
export function versionHeader(data: SiteData): RequestHandler {
  return (_req, res, next) => {
    void Promise.all([data.shellVersion(), data.registry()])
      .then(([shell, read]) => {
        const parts = shell ? [`shell=${shell}`] : [];
        if (read.ok)
          for (const [name, entry] of Object.entries(read.registry.remotes).sort(([a], [b]) =>
            a.localeCompare(b),
          ))
            parts.push(
              `${name}=${entry.version}${entry.canary ? ` (canary ${entry.canary.version} ${entry.canary.percent}%)` : ''}`,
            );
        if (parts.length > 0 && !res.headersSent)
          res.setHeader('X-Site-Versions', parts.join(', '));
      })
      .catch(() => undefined)
      .finally(next);
  };
}
