import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import express from 'express';
import { PODCAST_CLIPS } from './podcast-catalogue';
import { createPodcastsRouter, DEFAULT_AUDIO_DIR } from './podcasts-router';

let base = '';
let server: http.Server;

/** An error answer must not be cached (least of all as immutable audio) and must say it is JSON. */
function expectUncachedJsonError(res: Response): void {
  expect(res.headers.get('cache-control')).toBe('no-store');
  expect(res.headers.get('content-type')).toMatch(/^application\/json/);
  // The file's validators describe the audio, not this answer (Express tags the JSON body itself).
  expect(res.headers.get('etag') ?? 'W/').toMatch(/^W\//);
  expect(res.headers.get('last-modified')).toBeNull();
}

beforeAll(async () => {
  const app = express();
  app.use('/api', createPodcastsRouter());
  server = http.createServer(app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const clipSize = (clip: string) => fs.statSync(path.join(DEFAULT_AUDIO_DIR, `${clip}.mp3`)).size;

describe('GET /api/podcasts/:id', () => {
  it('gives the audio URL of a known podcast, under the mount point', async () => {
    const res = await fetch(`${base}/podcasts/2407449`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      payload: { audioUrl: '/api/podcasts/audio/reformation-voices-v1.mp3' },
    });
  });

  it('answers an unknown id with a 404 and a clear JSON error', async () => {
    const res = await fetch(`${base}/podcasts/999`);
    expect(res.status).toBe(404);
    expectUncachedJsonError(res);
    expect(await res.json()).toEqual({
      error: 'podcast_not_found',
      message: 'No podcast has the id 999.',
    });
  });

  it.each(['abc', '12345678901234', '1%2F2', 'toString', '__proto__'])(
    'rejects the malformed id %s with a 400',
    async (id) => {
      const res = await fetch(`${base}/podcasts/${id}`);
      expect(res.status).toBe(400);
      expectUncachedJsonError(res);
      expect(await res.json()).toMatchObject({ error: 'invalid_podcast_id' });
    },
  );
});

describe('GET /api/podcasts/audio/:file', () => {
  const clip = 'bible-lands-v1';
  const url = () => `${base}/podcasts/audio/${clip}.mp3`;

  it('serves the whole clip as cacheable MPEG audio that accepts ranges', async () => {
    const res = await fetch(url());
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('audio/mpeg');
    expect(res.headers.get('accept-ranges')).toBe('bytes');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const body = Buffer.from(await res.arrayBuffer());
    expect(body.length).toBe(clipSize(clip));
    expect(body.subarray(0, 3).toString('latin1')).toBe('ID3');
  });

  it('serves a byte range with 206 and Content-Range', async () => {
    const res = await fetch(url(), { headers: { Range: 'bytes=100-199' } });
    expect(res.status).toBe(206);
    expect(res.headers.get('content-range')).toBe(`bytes 100-199/${clipSize(clip)}`);
    const whole = fs.readFileSync(path.join(DEFAULT_AUDIO_DIR, `${clip}.mp3`));
    expect(Buffer.from(await res.arrayBuffer()).equals(whole.subarray(100, 200))).toBe(true);
  });

  it('serves an open-ended and a suffix range', async () => {
    const size = clipSize(clip);
    const open = await fetch(url(), { headers: { Range: `bytes=${size - 10}-` } });
    expect(open.status).toBe(206);
    expect((await open.arrayBuffer()).byteLength).toBe(10);
    const suffix = await fetch(url(), { headers: { Range: 'bytes=-25' } });
    expect(suffix.headers.get('content-range')).toBe(`bytes ${size - 25}-${size - 1}/${size}`);
  });

  it('answers a range past the end with an uncached JSON 416 and the file size', async () => {
    const size = clipSize(clip);
    const res = await fetch(url(), { headers: { Range: `bytes=${size + 5}-${size + 10}` } });
    expect(res.status).toBe(416);
    expect(res.headers.get('content-range')).toBe(`bytes */${size}`);
    expectUncachedJsonError(res);
    expect(await res.json()).toMatchObject({ error: 'range_not_satisfiable' });
  });

  it.each(['nothing-v1.mp3', 'bible-lands-v1.wav', '..%2Fpodcasts-router.ts', '.mp3'])(
    'refuses %s with a 404',
    async (file) => {
      const res = await fetch(`${base}/podcasts/audio/${file}`);
      expect(res.status).toBe(404);
      expectUncachedJsonError(res);
      expect(await res.json()).toMatchObject({ error: 'audio_not_found' });
    },
  );

  it('answers with a 404 when a catalogued clip is missing on disk', async () => {
    const app = express();
    app.use(
      '/api',
      createPodcastsRouter({
        audioDir: path.join(DEFAULT_AUDIO_DIR, 'missing'),
        clips: { '1': 'gone-v1' },
      }),
    );
    const missing = http.createServer(app);
    await new Promise<void>((resolve) => missing.listen(0, '127.0.0.1', resolve));
    try {
      const res = await fetch(
        `http://127.0.0.1:${(missing.address() as AddressInfo).port}/api/podcasts/audio/gone-v1.mp3`,
      );
      expect(res.status).toBe(404);
      expectUncachedJsonError(res);
    } finally {
      await new Promise<void>((resolve) => missing.close(() => resolve()));
    }
  });
});

describe('the shipped clips', () => {
  it('exist, are small, and cover every podcast in the content corpus', () => {
    for (const clip of new Set(Object.values(PODCAST_CLIPS)))
      expect(clipSize(clip)).toBeLessThan(150_000);
    const corpus = path.resolve(__dirname, '../../../cms/corpus/documents/podCast');
    const ids = fs
      .readdirSync(corpus)
      .filter((f) => f.endsWith('.json'))
      .map(
        (f) =>
          (
            JSON.parse(fs.readFileSync(path.join(corpus, f), 'utf8')) as {
              data: { podcast_id: { text: string }[] };
            }
          ).data.podcast_id[0]?.text,
      );
    expect(ids.length).toBeGreaterThan(0);
    expect(ids.filter((id) => !id || !Object.hasOwn(PODCAST_CLIPS, id))).toEqual([]);
  });
});
