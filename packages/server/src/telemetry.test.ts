import { mkdtemp, readFile, readdir, rm, writeFile, mkdir } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import express from 'express';
import { listen, type Running } from './site-fixture';
import { parseFailure, telemetryRouter } from './telemetry';

let dir: string;
let server: Running;
let clock = Date.parse('2026-11-25T10:00:00Z');

beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'telemetry-'));
  const app = express();
  app.use('/api/telemetry', telemetryRouter({ siteDir: dir, perAddressPerMinute: 3, now: () => clock }));
  server = await listen(app);
});
afterEach(async () => {
  await server.close();
  await rm(dir, { recursive: true, force: true });
});

const report = (body: string, type = 'text/plain') => fetch(`${server.origin}/api/telemetry/remote-failure`, { method: 'POST', headers: { 'content-type': type }, body });
const lines = async () => (await readFile(path.join(dir, 'telemetry', 'remote-failures-2026-11-25.jsonl'), 'utf8')).trim().split('\n').map((l) => JSON.parse(l) as Record<string, unknown>);

describe('POST /api/telemetry/remote-failure', () => {
  it('appends a beacon’s report (text/plain JSON) with the server’s time', async () => {
    expect((await report('{"area":"tours","version":"0.1.0-abc","kind":"chunk","extra":1}')).status).toBe(204);
    expect((await report('{"area":"giving","version":null,"kind":"manifest"}', 'application/json')).status).toBe(204);
    expect(await lines()).toEqual([
      { at: '2026-11-25T10:00:00.000Z', area: 'tours', version: '0.1.0-abc', kind: 'chunk' },
      { at: '2026-11-25T10:00:00.000Z', area: 'giving', version: null, kind: 'manifest' },
    ]);
  });

  it('refuses malformed reports and stores nothing', async () => {
    for (const body of ['', 'nope', '[]', '{"area":"../x","kind":"chunk"}', '{"area":"tours","version":"1 2","kind":"chunk"}', '{"area":"tours","kind":"explode"}'])
      expect((await report(body)).status).toBe(400);
    expect(parseFailure({ area: 'tours', kind: 'render' }, 0)).toMatchObject({ version: null });
    await expect(readdir(path.join(dir, 'telemetry'))).rejects.toThrow();
  });

  it('limits each address per minute, then lets it report again the next minute', async () => {
    const body = '{"area":"tours","version":"0.1.0","kind":"entry"}';
    for (let i = 0; i < 3; i++) expect((await report(body)).status).toBe(204);
    const limited = await report(body);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    clock += 60_000;
    expect((await report(body)).status).toBe(204);
  });

  it('removes days older than a week when a new day starts', async () => {
    await mkdir(path.join(dir, 'telemetry'), { recursive: true });
    await writeFile(path.join(dir, 'telemetry', 'remote-failures-2026-11-01.jsonl'), '{}\n');
    await writeFile(path.join(dir, 'telemetry', 'remote-failures-2026-11-24.jsonl'), '{}\n');
    await report('{"area":"tours","version":"0.1.0","kind":"entry"}');
    expect((await readdir(path.join(dir, 'telemetry'))).sort()).toEqual(['remote-failures-2026-11-24.jsonl', 'remote-failures-2026-11-25.jsonl']);
  });
});
