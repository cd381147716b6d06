import { createActor, fromPromise } from 'xstate';
import { audioElementOutput } from './audio-element-output';
import { audioMachine } from './audio-machine';

/** Just enough of an HTMLAudioElement: the properties the output sets and the events it hears. */
class FakeAudio extends EventTarget {
  src = '';
  volume = 1;
  currentTime = 0;
  duration = Number.NaN;
  paused = true;
  ended = false;
  playResult: Promise<void> = Promise.resolve();
  removed: string[] = [];
  play() {
    this.paused = false;
    this.dispatchEvent(new Event('play'));
    return this.playResult;
  }
  pause() {
    if (this.paused) return;
    this.paused = true;
    this.dispatchEvent(new Event('pause'));
  }
  removeAttribute(name: string) {
    this.removed.push(name);
  }
  load() {}
}

const podcast = { podcastId: '1', title: 'One', thumbnailUrl: null, seasonUid: null };
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

async function startWith(element: FakeAudio | null) {
  const actor = createActor(
    audioMachine.provide({
      actors: {
        fetchAudioUrl: fromPromise(async () => '/audio/one.mp3'),
        audioOutput: audioElementOutput(() => element as unknown as HTMLAudioElement | null),
      },
      actions: { setPausedFlag: () => undefined },
    }),
  ).start();
  actor.send({ type: 'podcast.selected', podcast });
  await settle();
  return actor;
}

describe('audioElementOutput', () => {
  it('loads the source at volume 0.5 from 0 and plays it', async () => {
    const audio = new FakeAudio();
    audio.currentTime = 30;
    await startWith(audio);
    expect(audio).toMatchObject({
      src: '/audio/one.mp3',
      volume: 0.5,
      currentTime: 0,
      paused: false,
    });
  });

  it('reports time, duration and the end back to the machine', async () => {
    const audio = new FakeAudio();
    const actor = await startWith(audio);
    audio.duration = 24;
    audio.dispatchEvent(new Event('loadedmetadata'));
    audio.currentTime = 7;
    audio.dispatchEvent(new Event('timeupdate'));
    expect(actor.getSnapshot().context).toMatchObject({ duration: 24, currentTime: 7 });
    audio.ended = true;
    audio.dispatchEvent(new Event('ended'));
    expect(actor.getSnapshot().value).toEqual({ active: 'paused' });
  });

  it('applies pause, seek and volume commands', async () => {
    const audio = new FakeAudio();
    const actor = await startWith(audio);
    audio.duration = 40;
    audio.dispatchEvent(new Event('loadedmetadata'));
    actor.send({ type: 'player.seeked', percent: 25 });
    actor.send({ type: 'player.volumeChanged', value: 80 });
    actor.send({ type: 'player.toggled' });
    expect(audio).toMatchObject({ currentTime: 10, volume: 0.8, paused: true });
  });

  it('follows a pause from outside the bar', async () => {
    const audio = new FakeAudio();
    const actor = await startWith(audio);
    audio.pause();
    expect(actor.getSnapshot().value).toEqual({ active: 'paused' });
  });

  it('turns a refused play into the paused state, but not an aborted one', async () => {
    const refused = new FakeAudio();
    refused.playResult = Promise.reject(new DOMException('no gesture', 'NotAllowedError'));
    expect((await startWith(refused)).getSnapshot().value).toEqual({ active: 'paused' });
    const aborted = new FakeAudio();
    aborted.playResult = Promise.reject(new DOMException('overtaken', 'AbortError'));
    expect((await startWith(aborted)).getSnapshot().value).toEqual({ active: 'playing' });
  });

  it('on exit stops, drops the source and stops listening', async () => {
    const audio = new FakeAudio();
    const actor = await startWith(audio);
    actor.send({ type: 'player.exited' });
    expect(audio.paused).toBe(true);
    expect(audio.removed).toEqual(['src']);
    audio.currentTime = 3;
    audio.dispatchEvent(new Event('timeupdate'));
    expect(actor.getSnapshot().context.currentTime).toBe(0);
  });

  it('without an element the machine still runs', async () => {
    const actor = await startWith(null);
    expect(actor.getSnapshot().value).toEqual({ active: 'playing' });
  });
});
