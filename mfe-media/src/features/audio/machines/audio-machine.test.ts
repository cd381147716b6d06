import { createActor, fromCallback, fromPromise } from 'xstate';
import type { SelectedPodcast } from '@site/contracts/events';
import {
  audioMachine,
  FETCH_FAILED_WARNING,
  type AudioCommand,
  type AudioEvent,
  type AudioOutputInput,
} from './audio-machine';

const podcast: SelectedPodcast = {
  podcastId: '2407449',
  title: 'Luther at Worms',
  thumbnailUrl: '/t.svg',
  seasonUid: 'reformation-voices',
};
const other: SelectedPodcast = {
  podcastId: '2408127',
  title: 'Daniel in Babylon',
  thumbnailUrl: null,
  seasonUid: 'bible-lands',
};

/** A fake output that records what it was told and lets a test play the element's part. */
function fakeOutput() {
  const commands: AudioCommand[] = [];
  const inputs: AudioOutputInput[] = [];
  let stopped = 0;
  let emit: (event: AudioEvent) => void = () => undefined;
  const logic = fromCallback<AudioCommand, AudioOutputInput>(({ input, receive, sendBack }) => {
    inputs.push(input);
    emit = sendBack;
    receive((command) => commands.push(command));
    return () => void stopped++;
  });
  return { logic, commands, inputs, emit: (e: AudioEvent) => emit(e), stops: () => stopped };
}

function start(
  fetchImpl: (podcastId: string) => Promise<string> = async (id) => `/audio/${id}.mp3`,
) {
  const output = fakeOutput();
  const paused: boolean[] = [];
  const warnings: string[] = [];
  const actor = createActor(
    audioMachine.provide({
      actors: {
        fetchAudioUrl: fromPromise(({ input }) => fetchImpl(input.podcastId)),
        audioOutput: output.logic,
      },
      actions: {
        setPausedFlag: (_, params) => void paused.push(params.paused),
        warnFetchFailed: () => void warnings.push(FETCH_FAILED_WARNING),
      },
    }),
  ).start();
  return { actor, output, paused, warnings };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

async function playing() {
  const t = start();
  t.actor.send({ type: 'podcast.selected', podcast });
  await settle();
  return t;
}

describe('audio machine', () => {
  it('starts idle with nothing selected and the paused flag set', () => {
    const { actor, paused } = start();
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.podcast).toBeNull();
    expect(paused).toEqual([true]);
  });

  it('on selection fetches the URL, loads it at 0 with volume 0.5, plays and clears the paused flag', async () => {
    const requested: string[] = [];
    const t = start(async (id) => (requested.push(id), `/audio/${id}.mp3`));
    t.actor.send({ type: 'podcast.selected', podcast });
    expect(t.actor.getSnapshot().value).toBe('loading');
    await settle();
    expect(requested).toEqual(['2407449']);
    expect(t.actor.getSnapshot().value).toEqual({ active: 'playing' });
    expect(t.actor.getSnapshot().context).toMatchObject({
      podcast,
      audioUrl: '/audio/2407449.mp3',
      currentTime: 0,
      duration: null,
      volume: 0.5,
    });
    expect(t.output.inputs).toEqual([{ src: '/audio/2407449.mp3', volume: 0.5, startAt: 0 }]);
    expect(t.output.commands).toEqual([{ type: 'output.play' }]);
    expect(t.paused).toEqual([true, false]);
  });

  it('continues an episode started before the app was live from where it is, without fetching it again', async () => {
    const requested: string[] = [];
    const t = start(async (id) => (requested.push(id), `/audio/${id}.mp3`));
    t.actor.send({
      type: 'podcast.resumed',
      podcast,
      audioUrl: '/audio/early.mp3',
      at: 12.5,
      paused: false,
    });
    await settle();
    expect(requested).toEqual([]);
    expect(t.actor.getSnapshot().value).toEqual({ active: 'playing' });
    expect(t.output.inputs).toEqual([{ src: '/audio/early.mp3', volume: 0.5, startAt: 12.5 }]);
    expect(t.paused.at(-1)).toBe(false);
    // One paused there stays paused here.
    t.actor.send({
      type: 'podcast.resumed',
      podcast,
      audioUrl: '/audio/early.mp3',
      at: 3,
      paused: true,
    });
    await settle();
    expect(t.actor.getSnapshot().value).toEqual({ active: 'paused' });
    expect(t.actor.getSnapshot().context.currentTime).toBe(3);
    expect(t.paused.at(-1)).toBe(true);
  });

  it('when the fetch fails, warns once, keeps the episode for a retry and leaves the flag paused', async () => {
    const t = start(() => Promise.reject(new Error('offline')));
    t.actor.send({ type: 'podcast.selected', podcast });
    await settle();
    expect(t.actor.getSnapshot().value).toBe('failed');
    expect(t.actor.getSnapshot().context.podcast).toEqual(podcast);
    expect(t.warnings).toEqual([FETCH_FAILED_WARNING]);
    expect(t.output.inputs).toEqual([]);
    expect(t.paused.at(-1)).toBe(true);
    // Controls of a playing episode do nothing here.
    t.actor.send({ type: 'player.toggled' });
    expect(t.actor.getSnapshot().value).toBe('failed');
  });

  it('a retry after a failed fetch fetches again and plays once it answers', async () => {
    let calls = 0;
    const t = start(async (id) => {
      calls += 1;
      if (calls === 1) throw new Error('offline');
      return `/audio/${id}.mp3`;
    });
    t.actor.send({ type: 'podcast.selected', podcast });
    await settle();
    expect(t.actor.getSnapshot().value).toBe('failed');
    t.actor.send({ type: 'player.retried' });
    expect(t.actor.getSnapshot().value).toBe('loading');
    await settle();
    expect(calls).toBe(2);
    expect(t.actor.getSnapshot().value).toEqual({ active: 'playing' });
    expect(t.output.inputs).toEqual([{ src: '/audio/2407449.mp3', volume: 0.5, startAt: 0 }]);
    expect(t.warnings).toEqual([FETCH_FAILED_WARNING]);
  });

  it('closing a failed episode clears it; a retry does nothing once playing', async () => {
    const t = start(() => Promise.reject(new Error('offline')));
    t.actor.send({ type: 'podcast.selected', podcast });
    await settle();
    t.actor.send({ type: 'player.exited' });
    expect(t.actor.getSnapshot().value).toBe('idle');
    expect(t.actor.getSnapshot().context.podcast).toBeNull();
    const p = await playing();
    p.actor.send({ type: 'player.retried' });
    expect(p.actor.getSnapshot().value).toEqual({ active: 'playing' });
    expect(p.output.inputs).toHaveLength(1);
  });

  it('toggles between playing and paused, and the paused flag follows', async () => {
    const t = await playing();
    t.actor.send({ type: 'player.toggled' });
    expect(t.actor.getSnapshot().value).toEqual({ active: 'paused' });
    t.actor.send({ type: 'player.toggled' });
    expect(t.actor.getSnapshot().value).toEqual({ active: 'playing' });
    expect(t.output.commands).toEqual([
      { type: 'output.play' },
      { type: 'output.pause' },
      { type: 'output.play' },
    ]);
    expect(t.paused).toEqual([true, false, true, false]);
  });

  it('pauses when the audio ends, when play is refused, or on a lock-screen pause; resumes on a lock-screen play', async () => {
    for (const type of ['audio.ended', 'audio.playFailed', 'player.paused'] as const) {
      const t = await playing();
      t.actor.send({ type });
      expect(t.actor.getSnapshot().value).toEqual({ active: 'paused' });
      t.actor.send({ type: 'player.played' });
      expect(t.actor.getSnapshot().value).toEqual({ active: 'playing' });
    }
  });

  it('exit clears the selection, stops the output and sets the paused flag', async () => {
    const t = await playing();
    t.actor.send({ type: 'player.exited' });
    expect(t.actor.getSnapshot().value).toBe('idle');
    expect(t.actor.getSnapshot().context).toMatchObject({
      podcast: null,
      audioUrl: null,
      currentTime: 0,
    });
    expect(t.output.stops()).toBe(1);
    expect(t.paused.at(-1)).toBe(true);
  });

  it('records the time and the duration the output reports', async () => {
    const t = await playing();
    t.output.emit({ type: 'audio.metadataLoaded', duration: 25.4 });
    t.output.emit({ type: 'audio.timeUpdated', time: 3.2 });
    expect(t.actor.getSnapshot().context).toMatchObject({ duration: 25.4, currentTime: 3.2 });
    t.output.emit({ type: 'audio.metadataLoaded', duration: Number.POSITIVE_INFINITY });
    expect(t.actor.getSnapshot().context.duration).toBe(25.4);
  });

  it('skips 15 s either way within the episode', async () => {
    const t = await playing();
    t.output.emit({ type: 'audio.metadataLoaded', duration: 40 });
    t.output.emit({ type: 'audio.timeUpdated', time: 10 });
    t.actor.send({ type: 'player.skipped', seconds: 15 });
    t.actor.send({ type: 'player.skipped', seconds: 15 });
    t.actor.send({ type: 'player.skipped', seconds: -15 });
    t.actor.send({ type: 'player.skipped', seconds: -15 });
    t.actor.send({ type: 'player.skipped', seconds: -15 });
    const seeks = t.output.commands.filter((c) => c.type === 'output.seek');
    expect(seeks).toEqual([25, 40, 25, 10, 0].map((time) => ({ type: 'output.seek', time })));
  });

  it('seeks to a clamped percentage of the duration, and not before the duration is known', async () => {
    const t = await playing();
    t.actor.send({ type: 'player.seeked', percent: 50 });
    expect(t.output.commands.some((c) => c.type === 'output.seek')).toBe(false);
    t.output.emit({ type: 'audio.metadataLoaded', duration: 30 });
    t.actor.send({ type: 'player.seeked', percent: 50 });
    t.actor.send({ type: 'player.seeked', percent: 250 });
    t.actor.send({ type: 'player.seeked', percent: -10 });
    expect(t.output.commands.filter((c) => c.type === 'output.seek')).toEqual(
      [15, 30, 0].map((time) => ({ type: 'output.seek', time })),
    );
  });

  it('sets the volume to the clamped slider value over 100', async () => {
    const t = await playing();
    for (const value of [20, 180, -5]) t.actor.send({ type: 'player.volumeChanged', value });
    expect(t.output.commands.filter((c) => c.type === 'output.volume')).toEqual(
      [0.2, 1, 0].map((volume) => ({ type: 'output.volume', volume })),
    );
    expect(t.actor.getSnapshot().context.volume).toBe(0);
  });

  it('a new selection replaces the playing one and resets volume and time', async () => {
    const t = await playing();
    t.actor.send({ type: 'player.volumeChanged', value: 90 });
    t.output.emit({ type: 'audio.timeUpdated', time: 12 });
    t.actor.send({ type: 'podcast.selected', podcast: other });
    await settle();
    expect(t.actor.getSnapshot().context).toMatchObject({
      podcast: other,
      audioUrl: '/audio/2408127.mp3',
      volume: 0.5,
      currentTime: 0,
    });
    expect(t.output.inputs.at(-1)).toEqual({ src: '/audio/2408127.mp3', volume: 0.5, startAt: 0 });
    expect(t.output.stops()).toBe(1);
  });

  it('ignores player controls while nothing plays', () => {
    const t = start();
    t.actor.send({ type: 'player.toggled' });
    t.actor.send({ type: 'player.skipped', seconds: 15 });
    expect(t.actor.getSnapshot().value).toBe('idle');
    expect(t.paused).toEqual([true]);
  });
});
