import path from 'node:path';
import { PODCAST_CLIPS } from '../../../../../api/src/podcasts/podcast-catalogue';
import { formatDuration, mp3Duration } from '../../../lib/mp3-duration';
import { cmsDir } from './paths';

/** The folder the API serves podcast audio from (`GET /api/podcasts/audio/<clip>.mp3`). */
export const podcastAudioDir = path.resolve(cmsDir, '../api/src/podcasts/audio');

/**
 * The stated length of a podcast: the real playing time of the clip the API serves for
 * it, read from the file whenever the corpus is written, so a page never promises more
 * than the player plays.
 */
export function podcastDuration(podcastId: string, audioDir = podcastAudioDir): string {
  const clip = PODCAST_CLIPS[podcastId];
  if (!clip) throw new Error(`podcast ${podcastId} has no clip in the API's podcast catalogue`);
  return formatDuration(mp3Duration(path.join(audioDir, `${clip}.mp3`)));
}
