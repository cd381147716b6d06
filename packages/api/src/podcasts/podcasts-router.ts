import path from 'node:path';
import { Router, type Response } from 'express';
import { PODCAST_CLIPS } from './podcast-catalogue';

export interface PodcastsRouterOptions {
  /** Folder holding `<clip>.mp3`; defaults to the clips shipped beside this file. */
  audioDir?: string;
  /** Podcast id → clip name; defaults to the shipped catalogue. */
  clips?: Readonly<Record<string, string>>;
}

export const DEFAULT_AUDIO_DIR = path.join(__dirname, 'audio');
// Podcast ids are the numeric ids of the hosting service the API stands in for.
const PODCAST_ID = /^[0-9]{1,12}$/;
const CLIP_FILE = /^([a-z0-9]+(?:-[a-z0-9]+)*)\.mp3$/;
// Clip names are versioned (see podcast-catalogue.ts), so a year-long immutable cache is safe.
const AUDIO_MAX_AGE = '365d';

/**
 * Every error answer. After a failed sendFile the response already carries the file's headers
 * (audio type, a year of immutable caching, validators): left in place they would describe the
 * error as audio and let caches keep it for a year. `Content-Range` stays: a 416 carries the size.
 */
function fail(res: Response, status: number, error: string, message: string) {
  for (const name of ['Content-Type', 'ETag', 'Last-Modified']) res.removeHeader(name);
  res.status(status).set('Cache-Control', 'no-store').json({ error, message });
}

/**
 * `GET /podcasts/:id` → `{ payload: { audioUrl } }` (spec §7.2) and the audio itself at
 * `GET /podcasts/audio/<clip>.mp3`, with byte ranges so players can seek and resume.
 * Mount it under `/api`; the audio URL follows wherever it is mounted.
 */
export function createPodcastsRouter(options: PodcastsRouterOptions = {}): Router {
  const audioDir = path.resolve(options.audioDir ?? DEFAULT_AUDIO_DIR);
  const clips = options.clips ?? PODCAST_CLIPS;
  const known = new Set(Object.values(clips));
  const router = Router();

  router.get('/podcasts/audio/:file', (req, res) => {
    const clip = CLIP_FILE.exec(req.params.file)?.[1];
    if (!clip || !known.has(clip))
      return fail(res, 404, 'audio_not_found', 'No such podcast audio file.');
    res.sendFile(
      `${clip}.mp3`,
      {
        root: audioDir,
        maxAge: AUDIO_MAX_AGE,
        immutable: true,
        acceptRanges: true,
        headers: { 'Content-Type': 'audio/mpeg' },
      },
      (error?: Error & { status?: number; code?: string }) => {
        // A player that drops a request mid-way (it seeks, or moves on) is routine, not a server error.
        if (!error || res.headersSent || error.code === 'ECONNABORTED') return;
        // send has already set `Content-Range: bytes */<size>` for an unsatisfiable range.
        if (error.status === 416)
          return fail(
            res,
            416,
            'range_not_satisfiable',
            'The requested byte range is outside the file.',
          );
        if (error.status === 404)
          return fail(res, 404, 'audio_not_found', 'No such podcast audio file.');
        if (error.status === 412)
          return fail(res, 412, 'precondition_failed', 'The audio file has changed.');
        // Answered here rather than by the API's error handler, which would keep the audio headers.
        console.error('podcast audio:', error);
        fail(res, 500, 'internal_error', 'Something went wrong on our side.');
      },
    );
  });

  router.get('/podcasts/:id', (req, res) => {
    const { id } = req.params;
    if (!PODCAST_ID.test(id))
      return fail(res, 400, 'invalid_podcast_id', 'A podcast id is 1 to 12 digits.');
    const clip = Object.hasOwn(clips, id) ? clips[id] : undefined;
    if (!clip) return fail(res, 404, 'podcast_not_found', `No podcast has the id ${id}.`);
    res.set('Cache-Control', 'no-cache');
    res.json({ payload: { audioUrl: `${req.baseUrl}/podcasts/audio/${clip}.mp3` } });
  });

  return router;
}
