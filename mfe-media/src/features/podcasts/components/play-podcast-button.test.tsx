/** @jest-environment jsdom */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { bus } from '@site/event-bus';
import { nowPlaying } from '../../../shared/now-playing';
import { PlayPodcastButton } from './play-podcast-button';

const selection = {
  podcastId: '2407449',
  title: 'Luther at Worms',
  thumbnailUrl: null,
  seasonUid: 'reformation-voices',
};

afterEach(() => act(() => nowPlaying.publish(null)));

describe('PlayPodcastButton', () => {
  it('starts its episode through the bus when the player holds another', () => {
    const selected: string[] = [];
    const off = bus.on('podcast.selected', (p) => void selected.push(p.podcastId));
    act(() => nowPlaying.publish({ podcastId: '2408127', status: 'playing' }));
    render(<PlayPodcastButton selection={selection} />);
    fireEvent.click(screen.getByRole('button', { name: 'Play episode: Luther at Worms' }));
    off();
    expect(selected).toEqual(['2407449']);
  });

  it('shows that its episode is playing, and pauses it instead of restarting it', () => {
    const selected: string[] = [];
    const off = bus.on('podcast.selected', (p) => void selected.push(p.podcastId));
    const release = nowPlaying.lendToggle(() =>
      nowPlaying.publish({ podcastId: '2407449', status: 'paused' }),
    );
    act(() => nowPlaying.publish({ podcastId: '2407449', status: 'playing' }));
    render(<PlayPodcastButton selection={selection} />);
    const button = screen.getByRole('button', { name: 'Pause: Luther at Worms' });
    expect(button.textContent).toContain('Now playing');
    act(() => fireEvent.click(button));
    expect(screen.getByRole('button', { name: 'Resume: Luther at Worms' })).toBeTruthy();
    release();
    off();
    expect(selected).toEqual([]);
  });
});
