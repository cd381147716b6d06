import path from 'node:path';
import { DEFAULT_SITE_DIR, readConfig } from './config';
import { contentSecurityPolicy, parseCspHosts } from './security-headers';

describe('readConfig', () => {
  it('defaults to port 3000 and the repository .site folder', () => {
    expect(readConfig({})).toEqual({
      port: 3000,
      siteDir: DEFAULT_SITE_DIR,
      cspExtraHosts: [],
      mode: 'production',
      publicUrl: 'http://localhost:3000',
      devRoutes: false,
      serveSourceMaps: false,
      canaryCheckMs: 30_000,
    });
    expect(path.basename(DEFAULT_SITE_DIR)).toBe('.site');
    // The repository root is the folder that holds packages/server.
    expect(path.join(DEFAULT_SITE_DIR, '..', 'packages', 'server')).toBe(
      path.resolve(__dirname, '..'),
    );
  });

  it('takes a QA override secret of 32 characters or more, and a canary check interval in range', () => {
    const secret = 's'.repeat(32);
    expect(readConfig({ OVERRIDE_SECRET: secret, CANARY_CHECK_MS: '1000' })).toMatchObject({
      overrideSecret: secret,
      canaryCheckMs: 1000,
    });
    expect(() => readConfig({ OVERRIDE_SECRET: 'short' })).toThrow(
      /OVERRIDE_SECRET must be at least 32/,
    );
    for (const bad of ['999', '3600001', '1e4', 'soon'])
      expect(() => readConfig({ CANARY_CHECK_MS: bad })).toThrow(/CANARY_CHECK_MS/);
  });

  it('reads PORT, SITE_DIR and CSP_EXTRA_HOSTS', () => {
    const config = readConfig({
      PORT: '8080',
      SITE_DIR: 'some/site',
      CSP_EXTRA_HOSTS: ' https://a.example.com, *.cdn.example.org ',
    });
    expect(config).toMatchObject({
      port: 8080,
      siteDir: path.resolve('some/site'),
      cspExtraHosts: ['https://a.example.com', '*.cdn.example.org'],
      publicUrl: 'http://localhost:8080',
    });
  });

  it('is production unless NODE_ENV=development; development routes and source maps only by mode or opt-in', () => {
    for (const NODE_ENV of [undefined, '', 'production', 'test', 'staging'])
      expect(readConfig({ NODE_ENV })).toMatchObject({
        mode: 'production',
        devRoutes: false,
        serveSourceMaps: false,
      });
    expect(readConfig({ NODE_ENV: 'development' })).toMatchObject({
      mode: 'development',
      devRoutes: true,
      serveSourceMaps: true,
    });
    expect(readConfig({ OUTBOX_HTTP: '1' })).toMatchObject({
      mode: 'production',
      devRoutes: true,
      serveSourceMaps: false,
    });
    expect(readConfig({ OUTBOX_HTTP: 'yes' }).devRoutes).toBe(false);
    expect(readConfig({ SOURCE_MAPS_PUBLIC: '1' }).serveSourceMaps).toBe(true);
  });

  it('takes PUBLIC_URL as an origin and refuses anything else', () => {
    expect(readConfig({ PUBLIC_URL: 'https://history.example.org' }).publicUrl).toBe(
      'https://history.example.org',
    );
    expect(readConfig({ PUBLIC_URL: 'https://history.example.org/' }).publicUrl).toBe(
      'https://history.example.org',
    );
    for (const bad of [
      'history.example.org',
      'ftp://x.org',
      'https://x.org/site',
      'https://x.org/?a=1',
      'https://u:p@x.org',
    ])
      expect(() => readConfig({ PUBLIC_URL: bad })).toThrow(/PUBLIC_URL/);
  });

  it.each(['-1', '70000', '80a', '1e3'])('refuses PORT=%s', (port) => {
    expect(() => readConfig({ PORT: port })).toThrow(/PORT/);
  });
});

describe('parseCspHosts', () => {
  it.each([
    "'unsafe-inline'",
    'https://a.example.com/path',
    'a.example.com;script-src *',
    'javascript:x',
    '*',
  ])('refuses %p', (host) => {
    expect(() => parseCspHosts(`https://ok.example.com,${host}`)).toThrow(/CSP_EXTRA_HOSTS/);
  });

  it('accepts hosts with scheme, wildcard and port', () => {
    expect(parseCspHosts('cdn.example.com,https://img.example.com:8443,,')).toEqual([
      'cdn.example.com',
      'https://img.example.com:8443',
    ]);
  });
});

describe('contentSecurityPolicy', () => {
  it('is the base policy without extra hosts', () => {
    expect(contentSecurityPolicy([])).toBe(
      "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:; " +
        "media-src 'self' blob:; connect-src 'self'; font-src 'self'; frame-src 'self' https://www.youtube-nocookie.com; " +
        "object-src 'none'; base-uri 'self'; frame-ancestors 'self'",
    );
  });

  it('adds extra hosts to content directives only', () => {
    const csp = contentSecurityPolicy(['https://cdn.example.com']);
    expect(csp).toContain("script-src 'self' https://cdn.example.com;");
    expect(csp).toContain("font-src 'self' https://cdn.example.com;");
    expect(csp).toContain("frame-src 'self' https://www.youtube-nocookie.com;");
    expect(csp).toMatch(/frame-ancestors 'self'$/);
  });
});
