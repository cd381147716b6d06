/** @jest-environment jsdom */
import { act, render, screen } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { bus } from '@site/event-bus';
import { RemoteWidget } from './remote-widget';
import { resetWidgetsMayLoad } from './deferred-start';

// A player that, like media's, hears `podcast.selected` only once it has mounted.
function Player() {
  const [heard, setHeard] = useState<string[]>([]);
  useEffect(() => bus.on('podcast.selected', ({ title }) => setHeard((h) => [...h, title])), []);
  return <p>heard: {heard.join(', ') || 'nothing'}</p>;
}

const loadWidget = jest.fn(async () => ({ default: Player }));
jest.mock('../../app/federation/remotes', () => ({
  loadWidget: () => loadWidget(),
  isFallback: () => false,
}));

const selection = (title: string) => ({
  podcastId: 'p1',
  title,
  thumbnailUrl: null,
  seasonUid: null,
});

describe('RemoteWidget', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    resetWidgetsMayLoad();
    loadWidget.mockClear();
  });
  afterEach(() => jest.useRealTimers());

  it('loads nothing before the first interaction or idle time', async () => {
    render(
      <MemoryRouter>
        <RemoteWidget remote="media" expose="AudioPlayer" replay="podcast.selected" />
      </MemoryRouter>,
    );
    await act(async () => undefined);
    expect(loadWidget).not.toHaveBeenCalled();
    await act(async () => {
      window.dispatchEvent(new Event('pointerdown'));
    });
    expect(await screen.findByText('heard: nothing')).toBeTruthy();
  });

  it('loads on an event it replays, and the widget hears that event once, then the next ones live', async () => {
    render(
      <MemoryRouter>
        <RemoteWidget remote="media" expose="AudioPlayer" replay="podcast.selected" />
      </MemoryRouter>,
    );
    await act(async () => undefined);
    act(() => bus.emit('podcast.selected', selection('First episode')));
    expect(await screen.findByText('heard: First episode')).toBeTruthy();
    expect(loadWidget).toHaveBeenCalledTimes(1);
    act(() => bus.emit('podcast.selected', selection('Second episode')));
    expect(await screen.findByText('heard: First episode, Second episode')).toBeTruthy();
  });
});
