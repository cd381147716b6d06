import { createSiteServer } from './create-site-server';
import {
  createSiteFixture,
  listen,
  shellHtml,
  type Running,
  type SiteFixture,
} from './site-fixture';

let site: SiteFixture;
let server: Running;
let logged: jest.SpyInstance;

const failing = (error: Error & { code?: string; status?: number }) => ({
  path: '/fail',
  handler: (_req: unknown, _res: unknown, next: (e: unknown) => void) => next(error),
});

async function start(error: Error & { code?: string; status?: number }, verboseErrors = false) {
  site = await createSiteFixture();
  await site.write('shell/index.html', shellHtml('shell'));
  server = await listen(
    createSiteServer({ siteDir: site.dir, mounts: [failing(error)], verboseErrors }),
  );
}

beforeEach(() => {
  logged = jest.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(async () => {
  logged.mockRestore();
  await server.close();
  await site.cleanup();
});

describe('the site server error handler', () => {
  it('answers a failure with a terse 500 and logs it', async () => {
    await start(new Error('disk on fire'));
    const res = await fetch(`${server.origin}/fail`);
    expect(res.status).toBe(500);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await res.json()).toEqual({ error: 'internal_error' });
    expect(logged).toHaveBeenCalledWith(
      'site server error:',
      expect.objectContaining({ message: 'disk on fire' }),
    );
  });

  it('gives the message and stack only when errors are verbose (development)', async () => {
    await start(new Error('disk on fire'), true);
    const body = (await (await fetch(`${server.origin}/fail`)).json()) as Record<string, string>;
    expect(body.message).toBe('disk on fire');
    expect(body.stack).toContain('Error: disk on fire');
  });

  it('keeps a client error its status, unlogged', async () => {
    await start(Object.assign(new Error('bad'), { status: 413 }));
    const res = await fetch(`${server.origin}/fail`);
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ error: 'bad_request' });
    expect(logged).not.toHaveBeenCalled();
  });

  it('does not log a visitor going away before the answer began as a server error', async () => {
    await start(Object.assign(new Error('Request aborted'), { code: 'ECONNABORTED' }));
    // The connection is closed without an answer (were anyone still there, no false 200 reaches them).
    await expect(fetch(`${server.origin}/fail`)).rejects.toThrow();
    expect(logged).not.toHaveBeenCalled();
  });
});
