import { createActor, fromCallback, fromPromise } from 'xstate';
import { audioMachine } from './machines/audio-machine';
import { nowPlayingOf } from './now-playing';

const podcast = {
  podcastId: '2407449',
  title: 'Luther at Worms',
  thumbnailUrl: null,
  seasonUid: 'reformation-voices',
};

function player() {
  let finish: (url: string) => void = () => undefined;
  const actor = createActor(
    audioMachine.provide({
      actors: {
        fetchAudioUrl: fromPromise(() => new Promise<string>((resolve) => (finish = resolve))),
        audioOutput: fromCallback(() => () => undefined),
      },
      actions: { setPausedFlag: () => undefined },
    }),
  ).start();
  return { actor, finish: (url: string) => finish(url) };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('nowPlayingOf', () => {
  it('follows the player from idle through loading to playing and paused', async () => {
    const { actor, finish } = player();
    expect(nowPlayingOf(actor.getSnapshot())).toBeNull();
    actor.send({ type: 'podcast.selected', podcast });
    expect(nowPlayingOf(actor.getSnapshot())).toEqual({ podcastId: '2407449', status: 'loading' });
    finish('/api/podcasts/audio/reformation-voices-v1.mp3');
    await settle();
    expect(nowPlayingOf(actor.getSnapshot())).toEqual({ podcastId: '2407449', status: 'playing' });
    actor.send({ type: 'player.toggled' });
    expect(nowPlayingOf(actor.getSnapshot())?.status).toBe('paused');
    actor.send({ type: 'player.exited' });
    expect(nowPlayingOf(actor.getSnapshot())).toBeNull();
  });
});
