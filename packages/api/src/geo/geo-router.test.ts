import http from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { geoRouter, type GeoOptions } from './geo-router';

async function listen(
  handler: http.RequestListener,
): Promise<{ url: string; close: () => Promise<void> }> {
  const server = http.createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise((r) => server.close(() => r())),
  };
}

async function geoApp(options: GeoOptions) {
  const app = express();
  app.use('/api', geoRouter(options));
  return listen(app);
}

const EMBEDDED: GeoOptions = { defaultCountry: null, ipinfoToken: null, ipinfoUrl: null };

describe('GET /api/geo', () => {
  it('takes the country from X-Country, then GEO_COUNTRY, then US', async () => {
    const plain = await geoApp(EMBEDDED);
    const withEnv = await geoApp({ ...EMBEDDED, defaultCountry: 'NZ' });
    try {
      const fromHeader = await fetch(`${plain.url}/api/geo`, { headers: { 'X-Country': 'de' } });
      expect(await fromHeader.json()).toEqual({ ip: '127.0.0.1', country: 'DE' });
      expect(await (await fetch(`${plain.url}/api/geo?token=abc123`)).json()).toMatchObject({
        country: 'US',
      });
      expect(await (await fetch(`${withEnv.url}/api/geo`)).json()).toMatchObject({ country: 'NZ' });
      const invalid = await fetch(`${withEnv.url}/api/geo`, {
        headers: { 'X-Country': 'Germany' },
      });
      expect(await invalid.json()).toMatchObject({ country: 'NZ' });
    } finally {
      await plain.close();
      await withEnv.close();
    }
  });

  it('rejects a malformed token like ipinfo does', async () => {
    const app = await geoApp(EMBEDDED);
    try {
      const response = await fetch(`${app.url}/api/geo?token=${encodeURIComponent('<script>')}`);
      expect(response.status).toBe(403);
    } finally {
      await app.close();
    }
  });

  it('refuses an invalid GEO_COUNTRY at start', () => {
    expect(() => geoRouter({ ...EMBEDDED, defaultCountry: 'XX' })).toThrow(/GEO_COUNTRY/);
  });

  it('proxies to an ipinfo-compatible service with the configured token', async () => {
    const seen: string[] = [];
    const fake = await listen((req, res) => {
      seen.push(req.url ?? '');
      res.setHeader('Content-Type', 'application/json');
      res.end(
        JSON.stringify({
          ip: '203.0.113.9',
          city: 'Turin',
          country: 'IT',
          loc: '45.07,7.69',
          secret: 'not passed on',
        }),
      );
    });
    const app = await geoApp({
      defaultCountry: null,
      ipinfoToken: 'tok_live',
      ipinfoUrl: `${fake.url}/`,
    });
    try {
      const body = await (await fetch(`${app.url}/api/geo?token=client`)).json();
      expect(body).toEqual({ ip: '203.0.113.9', city: 'Turin', country: 'IT', loc: '45.07,7.69' });
      expect(seen).toEqual(['/127.0.0.1/json?token=tok_live']);
    } finally {
      await app.close();
      await fake.close();
    }
  });

  it('falls back to the embedded answer when the service fails or answers nonsense', async () => {
    let mode: 'error' | 'bogon' = 'error';
    const fake = await listen((_req, res) => {
      if (mode === 'error') {
        res.statusCode = 500;
        res.end('down');
      } else {
        res.setHeader('Content-Type', 'application/json');
        res.end(JSON.stringify({ ip: '127.0.0.1', bogon: true }));
      }
    });
    const app = await geoApp({ defaultCountry: 'GB', ipinfoToken: 'tok', ipinfoUrl: fake.url });
    try {
      expect(await (await fetch(`${app.url}/api/geo`)).json()).toMatchObject({ country: 'GB' });
      mode = 'bogon';
      expect(
        await (await fetch(`${app.url}/api/geo`, { headers: { 'X-Country': 'AU' } })).json(),
      ).toMatchObject({ country: 'AU' });
    } finally {
      await app.close();
      await fake.close();
    }
    const unreachable = await geoApp({
      defaultCountry: null,
      ipinfoToken: 'tok',
      ipinfoUrl: 'http://127.0.0.1:9',
      timeoutMs: 500,
    });
    try {
      expect(await (await fetch(`${unreachable.url}/api/geo`)).json()).toMatchObject({
        country: 'US',
      });
    } finally {
      await unreachable.close();
    }
  });
});
