import { createNowPlayingStore } from './now-playing';

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
