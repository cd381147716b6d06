import { createActor, fromCallback, fromPromise } from 'xstate';
import { audioMachine } from './machines/audio-machine';
import { createNowPlayingStore, nowPlayingOf } from './now-playing';

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

describe('the now-playing store', () => {
  it('toggles only the episode the player holds, and only once it has loaded', () => {
    const store = createNowPlayingStore();
    const toggles: number[] = [];
    const release = store.lendToggle(() => void toggles.push(1));
    expect(store.toggle('2407449')).toBe(false); // nothing playing: the caller starts it
    store.publish({ podcastId: '2407449', status: 'loading' });
    expect(store.toggle('2407449')).toBe(false);
    store.publish({ podcastId: '2407449', status: 'playing' });
    expect(store.toggle('2408127')).toBe(false); // another episode: the caller starts that one
    expect(store.toggle('2407449')).toBe(true);
    expect(toggles).toHaveLength(1);
    release();
    expect(store.toggle('2407449')).toBe(false); // the player has gone
  });

  it('tells listeners about changes, not repeats', () => {
    const store = createNowPlayingStore();
    let calls = 0;
    const off = store.subscribe(() => void calls++);
    store.publish({ podcastId: 'a', status: 'playing' });
    store.publish({ podcastId: 'a', status: 'playing' });
    store.publish({ podcastId: 'a', status: 'paused' });
    store.publish(null);
    off();
    store.publish({ podcastId: 'b', status: 'playing' });
    expect(calls).toBe(3);
  });
});
