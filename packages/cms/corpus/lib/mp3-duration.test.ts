import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { podcastAudioDir } from '../src/b/lib/podcast-audio';
import { formatDuration, frameAt, mp3Duration, mp3DurationOf } from './mp3-duration';

/** One MPEG-1 Layer III frame header (128 kbit/s, 44.1 kHz, no padding) and its 417-byte body. */
function frame(fill = 0): Uint8Array {
  const bytes = new Uint8Array(417).fill(fill);
  bytes.set([0xff, 0xfb, 0x90, 0x64]);
  return bytes;
}

function concat(...parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

describe('mp3DurationOf', () => {
  it('reads a frame header', () => {
    expect(frameAt(frame(), 0)).toEqual({ size: 417, samples: 1152, sampleRate: 44100 });
    expect(frameAt(new Uint8Array([0xff, 0xfd, 0x90, 0x64]), 0)).toBeNull(); // Layer II
  });

  it('sums the samples of every frame after an ID3v2 tag, leaving out the Info frame', () => {
    const id3 = new Uint8Array(10 + 300);
    id3.set([0x49, 0x44, 0x33, 4, 0, 0, 0, 0, 2, 44]); // "ID3", syncsafe size 2*128+44 = 300
    const info = frame();
    info.set(Buffer.from('Info', 'latin1'), 36);
    const frames = Array.from({ length: 100 }, () => frame(7));
    const seconds = mp3DurationOf(concat(id3, info, ...frames));
    expect(seconds).toBeCloseTo((100 * 1152) / 44100, 9);
  });

  it('stops at a truncated last frame and at a trailing ID3v1 tag', () => {
    const tag = new Uint8Array(128);
    tag.set(Buffer.from('TAG', 'latin1'));
    const bytes = concat(frame(), frame(), tag, frame().subarray(0, 100));
    expect(mp3DurationOf(bytes)).toBeCloseTo((2 * 1152) / 44100, 9);
    expect(mp3DurationOf(concat(frame(), frame().subarray(0, 200)))).toBeCloseTo(1152 / 44100, 9);
  });

  it('refuses bytes that hold no MP3 audio', () => {
    expect(() => mp3DurationOf(Buffer.from('RIFF....WAVEfmt '.repeat(40)))).toThrow(
      'no MPEG audio Layer III frames found',
    );
    expect(() => mp3Duration(path.join(__dirname, 'mp3-duration.ts'))).toThrow(
      /mp3-duration\.ts: no MPEG audio/,
    );
  });
});

describe('the shipped podcast clips', () => {
  it('read back as the length their size gives at their bit rate', () => {
    const clips = readdirSync(podcastAudioDir).filter((f) => f.endsWith('.mp3'));
    expect(clips.length).toBeGreaterThan(0);
    for (const clip of clips) {
      const file = path.join(podcastAudioDir, clip);
      const seconds = mp3Duration(file);
      // 24 kbit/s mono (make-audio.sh): 3000 bytes a second, less the tags.
      expect(seconds).toBeGreaterThan(10);
      expect(seconds).toBeLessThanOrEqual(statSync(file).size / 3000);
      expect(seconds).toBeGreaterThan((statSync(file).size - 4096) / 3000);
    }
  });
});

describe('formatDuration', () => {
  it('shows whole seconds as players do', () => {
    expect(formatDuration(27.79)).toBe('0:27');
    expect(formatDuration(38 * 60 + 24)).toBe('38:24');
    expect(formatDuration(3600 + 62)).toBe('1:01:02');
    expect(() => formatDuration(Number.NaN)).toThrow('not a duration');
  });
});
