/** @jest-environment jsdom */
import { ISLAND_READY_ATTR } from '@site/contracts/islands';
import { answerLanded, loadIsland, offerPress } from '@site/contracts/island-testing';
import { earlyPlayback, takeEarlyPlayback } from '../shared/early-playback';

const selection = {
  podcastId: '2407449',
  title: 'Daniel in Babylon',
  thumbnailUrl: null,
  seasonUid: 'season-1',
};
let asked: string[];
let answer: () => unknown;
const bar = () => document.querySelector('section[aria-label="Audio player"]');

describe('the play island', () => {
  let button: HTMLElement;
  let paused: boolean;
  beforeEach(async () => {
    asked = [];
    answer = () => ({ payload: { audioUrl: 'https://media.example.org/daniel.mp3' } });
    paused = true;
    Object.defineProperty(HTMLMediaElement.prototype, 'paused', {
      configurable: true,
      get: () => paused,
    });
    HTMLMediaElement.prototype.play = jest.fn(async function (this: HTMLMediaElement) {
      paused = false;
      this.dispatchEvent(new Event('play'));
    });
    HTMLMediaElement.prototype.pause = jest.fn(function (this: HTMLMediaElement) {
      paused = true;
      this.dispatchEvent(new Event('pause'));
    });
    document.body.innerHTML = `<button type="button" data-island="media">Play episode</button>`;
    button = document.querySelector('button')!;
    button.dataset.podcast = JSON.stringify(selection);
    globalThis.fetch = jest.fn(async (url: unknown) => {
      asked.push(String(url));
      const body = answer();
      return { ok: body !== null, status: body ? 200 : 503, json: async () => body } as Response;
    }) as typeof fetch;
    await loadIsland(() => import('./play'));
  });

  it('starts the episode on a press, shows its bar, and a second press pauses it', async () => {
    expect(button.hasAttribute(ISLAND_READY_ATTR)).toBe(true);
    expect(offerPress(button).defaultPrevented).toBe(true);
    // A quick second tap while the episode is on its way starts nothing more.
    expect(offerPress(button).defaultPrevented).toBe(true);
    await answerLanded();
    expect(asked).toEqual(['/api/podcasts/2407449']);
    expect(document.querySelectorAll('section[aria-label="Audio player"]')).toHaveLength(1);
    expect(bar()?.textContent).toContain('Daniel in Babylon');
    expect(bar()?.querySelector('button')?.getAttribute('aria-label')).toBe('Pause');
    offerPress(button);
    expect(paused).toBe(true);
    expect(bar()?.querySelector('button')?.getAttribute('aria-label')).toBe('Play');
    expect(asked).toHaveLength(1);
  });

  it('is taken over by the player once: where it is, paused or not, and its bar goes', async () => {
    offerPress(button);
    await answerLanded();
    const audio = (await earlyPlayback())!.playing!.audio;
    Object.defineProperty(audio, 'currentTime', { value: 42, configurable: true });
    expect(takeEarlyPlayback('another-episode')).toBeNull();
    expect(takeEarlyPlayback('2407449')).toEqual({
      audioUrl: 'https://media.example.org/daniel.mp3',
      at: 42,
      paused: false,
    });
    expect(bar()).toBeNull();
    expect(paused).toBe(true);
    expect(takeEarlyPlayback('2407449')).toBeNull();
  });

  it('warns as the player does when the episode cannot be had, and leaves it to the app', async () => {
    answer = () => null;
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    offerPress(button);
    await answerLanded();
    expect(warn).toHaveBeenCalledWith('Something went wrong.');
    expect(bar()).toBeNull();
    expect((await earlyPlayback())?.playing).toBeNull();
    expect(takeEarlyPlayback('2407449')).toBeNull();
  });

  it('takes no press it cannot read', () => {
    button.dataset.podcast = 'not json';
    expect(offerPress(button).defaultPrevented).toBe(false);
  });
});
