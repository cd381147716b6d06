import { readFileSync } from 'node:fs';

/**
 * The playing time of an MPEG audio Layer III file (what `.mp3` clips are), found by
 * walking its frames: every frame carries a fixed number of samples, so the sum over
 * frames is exact for constant and variable bit rates alike, with no decoder needed.
 * A Xing/Info frame (encoder metadata, silent to players) is not counted.
 */

const BITRATES_V1 = [0, 32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320];
const BITRATES_V2 = [0, 8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160];
const RATES: Record<number, number[]> = {
  3: [44100, 48000, 32000], // MPEG 1
  2: [22050, 24000, 16000], // MPEG 2
  0: [11025, 12000, 8000], // MPEG 2.5
};

export type Mp3Frame = { size: number; samples: number; sampleRate: number };

/** The Layer III frame header at `at`, or null when the bytes there are not one. */
export function frameAt(bytes: Uint8Array, at: number): Mp3Frame | null {
  if (at + 4 > bytes.length) return null;
  const [b0, b1, b2] = [bytes[at]!, bytes[at + 1]!, bytes[at + 2]!];
  if (b0 !== 0xff || (b1 & 0xe0) !== 0xe0) return null;
  const version = (b1 >> 3) & 3;
  const layer = (b1 >> 1) & 3;
  if (version === 1 || layer !== 1) return null; // reserved version, or not Layer III
  const bitrateIndex = b2 >> 4;
  const rateIndex = (b2 >> 2) & 3;
  if (bitrateIndex === 0 || bitrateIndex === 15 || rateIndex === 3) return null;
  const mpeg1 = version === 3;
  const kbps = (mpeg1 ? BITRATES_V1 : BITRATES_V2)[bitrateIndex]!;
  const sampleRate = RATES[version]![rateIndex]!;
  const padding = (b2 >> 1) & 1;
  const size = Math.floor(((mpeg1 ? 144 : 72) * kbps * 1000) / sampleRate) + padding;
  return { size, samples: mpeg1 ? 1152 : 576, sampleRate };
}

/** Where the audio starts: after an ID3v2 tag, if there is one. */
function audioStart(bytes: Uint8Array): number {
  if (bytes.length < 10 || bytes[0] !== 0x49 || bytes[1] !== 0x44 || bytes[2] !== 0x33) return 0;
  // The tag size is "syncsafe": four bytes of seven bits each.
  const size = ((bytes[6]! << 21) | (bytes[7]! << 14) | (bytes[8]! << 7) | bytes[9]!) >>> 0;
  const footer = bytes[5]! & 0x10 ? 10 : 0;
  return 10 + size + footer;
}

const isInfoFrame = (bytes: Uint8Array, at: number, size: number): boolean => {
  const text = Buffer.from(bytes.subarray(at, at + Math.min(size, 64))).toString('latin1');
  return text.includes('Xing') || text.includes('Info');
};

/** Seconds of audio in an MP3 held in memory; throws when no run of frames is found. */
export function mp3DurationOf(bytes: Uint8Array): number {
  let at = audioStart(bytes);
  // Tolerate a little junk before the first frame, then require frames back to back.
  const limit = Math.min(bytes.length, at + 4096);
  while (at < limit && !frameAt(bytes, at)) at++;
  let seconds = 0;
  let frames = 0;
  for (let frame = frameAt(bytes, at); frame; frame = frameAt(bytes, at)) {
    if (at + frame.size > bytes.length) break; // a truncated last frame does not play
    if (!(frames === 0 && isInfoFrame(bytes, at, frame.size)))
      seconds += frame.samples / frame.sampleRate;
    frames++;
    at += frame.size;
  }
  if (seconds === 0) throw new Error('no MPEG audio Layer III frames found');
  return seconds;
}

/** Seconds of audio in the MP3 file at `file`. */
export function mp3Duration(file: string): number {
  try {
    return mp3DurationOf(readFileSync(file));
  } catch (error) {
    throw new Error(`${file}: ${(error as Error).message}`, { cause: error });
  }
}

/** "m:ss" (or "h:mm:ss"), rounded down to the whole second as players show it. */
export function formatDuration(seconds: number): string {
  if (!Number.isFinite(seconds) || seconds < 0) throw new Error(`not a duration: ${seconds}`);
  const whole = Math.floor(seconds);
  const [h, m, s] = [Math.floor(whole / 3600), Math.floor(whole / 60) % 60, whole % 60];
  const pad = (n: number) => String(n).padStart(2, '0');
  return h ? `${h}:${pad(m)}:${pad(s)}` : `${m}:${pad(s)}`;
}
