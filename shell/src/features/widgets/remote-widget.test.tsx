/** @jest-environment jsdom */
import { act, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
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

const loadWidget = jest.fn(async (): Promise<unknown> => ({ default: Player }));
jest.mock('../../app/federation/remotes', () => ({
  loadWidget: () => loadWidget(),
  isFallback: (mod: { __fallback?: boolean }) => mod.__fallback === true,
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

  describe('with a fallback (the header search form)', () => {
    const widget = (onLanded = () => {}) => (
      <MemoryRouter>
        <RemoteWidget
          remote="content"
          expose="SearchBox"
          fallback={<input aria-label="Plain search" />}
          onLanded={onLanded}
        />
      </MemoryRouter>
    );

    it('is in the served HTML, and stays, the same element, until the widget is in', async () => {
      expect(renderToString(widget())).toContain('aria-label="Plain search"');
      const onLanded = jest.fn(() => {
        // Both are in the page at that moment: what was typed can be handed over.
        expect(screen.getByLabelText('Plain search')).toBeTruthy();
        expect(screen.getByText('heard: nothing')).toBeTruthy();
      });
      render(widget(onLanded));
      const plain = screen.getByLabelText('Plain search');
      await act(async () => {
        window.dispatchEvent(new Event('pointerdown'));
      });
      expect(await screen.findByText('heard: nothing')).toBeTruthy();
      expect(onLanded).toHaveBeenCalledTimes(1);
      expect(plain.isConnected).toBe(false);
      expect(screen.queryByLabelText('Plain search')).toBeNull();
    });

    it("stays when the widget's area cannot be loaded", async () => {
      loadWidget.mockResolvedValueOnce({ __fallback: true, remote: 'content', reason: 'down' });
      const onLanded = jest.fn();
      render(widget(onLanded));
      await act(async () => {
        window.dispatchEvent(new Event('pointerdown'));
      });
      await act(async () => {
        await Promise.resolve();
      });
      await act(async () => {
        jest.runOnlyPendingTimers();
      });
      expect(loadWidget).toHaveBeenCalledTimes(1);
      expect(screen.getByLabelText('Plain search')).toBeTruthy();
      expect(onLanded).not.toHaveBeenCalled();
    });
  });
});
