import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { Express } from 'express';

/** Test support: a throw-away site directory shaped like a real build. */
export interface SiteFixture {
  dir: string;
  write(relative: string, content: string | object): Promise<void>;
  remove(relative: string): Promise<void>;
  cleanup(): Promise<void>;
}

export async function createSiteFixture(): Promise<SiteFixture> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'site-server-'));
  const write = async (relative: string, content: string | object) => {
    const file = path.join(dir, relative);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, typeof content === 'string' ? content : JSON.stringify(content));
  };
  return {
    dir,
    write,
    remove: (relative) => rm(path.join(dir, relative), { recursive: true, force: true }),
    // Retried: a server closing may still be writing below the folder (ENOTEMPTY on a fresh clone's CI).
    cleanup: () => rm(dir, { recursive: true, force: true, maxRetries: 5, retryDelay: 50 }),
  };
}

/** A shell index.html big enough (> 1 KB) for compression to apply. */
export const shellHtml = (marker: string): string =>
  `<!doctype html><html><head><title>${marker}</title></head><body><div id="root"></div>` +
  `<!-- ${'padding '.repeat(200)} --></body></html>`;

export interface Running {
  origin: string;
  port: number;
  close(): Promise<void>;
}

export function listen(app: Express): Promise<Running> {
  return new Promise((resolve) => {
    const server = app.listen(0, () => {
      const { port } = server.address() as AddressInfo;
      resolve({
        origin: `http://127.0.0.1:${port}`,
        port,
        close: () => new Promise<void>((done) => server.close(() => done())),
      });
    });
  });
}

/** A request whose path is sent exactly as given (fetch would normalise "..", "%2e" …). */
export function rawGet(port: number, rawPath: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, path: rawPath, method: 'GET' }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

/**
 * A registry (remotes.json) of one area live at `version` and, when given, a canary beside it
 * (written as given: a test of a malformed canary passes one).
 */
export const oneAreaRegistry = (
  area: string,
  version: string,
  canary?: { version: string; percent: number },
) => ({
  remotes: {
    [area]: {
      version,
      entry: `/remotes/${area}/${version}/mf-manifest.json`,
      ...(canary ? { canary } : {}),
    },
  },
});
