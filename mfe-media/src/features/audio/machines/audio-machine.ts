import { assign, fromCallback, fromPromise, sendTo, setup } from 'xstate';
import { appState } from '@site/app-state';
import type { SelectedPodcast } from '@site/contracts/events';
import { fetchAudioUrl } from '../api/fetch-audio-url';
import { clampSlider, DEFAULT_VOLUME, FETCH_FAILED_WARNING } from '../player-values';

/** Spec §4: skip by 15 s. */
export const SKIP_SECONDS = 15;
export { DEFAULT_VOLUME, FETCH_FAILED_WARNING };

/** What the machine tells the audio output (an `<audio>` element in the browser). */
export type AudioCommand =
  | { type: 'output.play' }
  | { type: 'output.pause' }
  | { type: 'output.seek'; time: number }
  | { type: 'output.volume'; volume: number };

/** The output starts loaded with the episode, reset to the given time and volume. */
export interface AudioOutputInput {
  src: string;
  volume: number;
  startAt: number;
}

export type AudioEvent =
  | { type: 'podcast.selected'; podcast: SelectedPodcast }
  /**
   * An episode already playing elsewhere (the media island, before the app was live): continue it
   * from `at`, with the URL it was fetched with, playing or paused as it was.
   */
  | {
      type: 'podcast.resumed';
      podcast: SelectedPodcast;
      audioUrl: string;
      at: number;
      paused: boolean;
    }
  | { type: 'player.toggled' }
  | { type: 'player.played' }
  | { type: 'player.paused' }
  | { type: 'player.exited' }
  /** Fetch the audio URL of the episode whose fetch failed once more. */
  | { type: 'player.retried' }
  | { type: 'player.skipped'; seconds: number }
  /** Slider position as a percentage of the duration (spec §5). */
  | { type: 'player.seeked'; percent: number }
  /** Slider value 0–100; the volume is a hundredth of it (spec §5). */
  | { type: 'player.volumeChanged'; value: number }
  | { type: 'audio.timeUpdated'; time: number }
  | { type: 'audio.metadataLoaded'; duration: number }
  | { type: 'audio.ended' }
  | { type: 'audio.playFailed' };

export interface AudioContext {
  podcast: SelectedPodcast | null;
  audioUrl: string | null;
  currentTime: number;
  /** Seconds, once the metadata has loaded. */
  duration: number | null;
  volume: number;
}

const initialContext: AudioContext = {
  podcast: null,
  audioUrl: null,
  currentTime: 0,
  duration: null,
  volume: DEFAULT_VOLUME,
};

const clampTime = (time: number, duration: number | null) =>
  Math.max(0, duration === null ? time : Math.min(duration, time));

export const audioMachine = setup({
  types: {
    context: {} as AudioContext,
    events: {} as AudioEvent,
  },
  actors: {
    fetchAudioUrl: fromPromise<string, { podcastId: string }>(({ input, signal }) =>
      fetchAudioUrl(input.podcastId, signal),
    ),
    // The browser provides the real output (see audio-element-output.ts); alone, the machine plays silently.
    audioOutput: fromCallback<AudioCommand, AudioOutputInput>(() => undefined),
  },
  actions: {
    selectPodcast: assign({
      podcast: ({ event }) => (event.type === 'podcast.selected' ? event.podcast : null),
      audioUrl: null,
    }),
    resetPlayback: assign((_, params: { audioUrl: string }) => ({
      audioUrl: params.audioUrl,
      currentTime: 0,
      duration: null,
      volume: DEFAULT_VOLUME,
    })),
    resumePodcast: assign(({ event }) =>
      event.type === 'podcast.resumed'
        ? {
            podcast: event.podcast,
            audioUrl: event.audioUrl,
            currentTime: Math.max(0, event.at),
            duration: null,
            volume: DEFAULT_VOLUME,
          }
        : {},
    ),
    clearSelection: assign({ ...initialContext }),
    warnFetchFailed: () => console.warn(FETCH_FAILED_WARNING),
    // The paused flag is shared app state (spec §3) so that other areas can follow playback.
    setPausedFlag: (_, params: { paused: boolean }) =>
      appState.setState({ audioPaused: params.paused }),
    playOutput: sendTo('output', { type: 'output.play' } satisfies AudioCommand),
    pauseOutput: sendTo('output', { type: 'output.pause' } satisfies AudioCommand),
    skip: assign({
      currentTime: ({ context, event }) =>
        event.type === 'player.skipped'
          ? clampTime(context.currentTime + event.seconds, context.duration)
          : context.currentTime,
    }),
    seekToPercent: assign({
      currentTime: ({ context, event }) =>
        event.type === 'player.seeked' && context.duration !== null
          ? (clampSlider(event.percent) / 100) * context.duration
          : context.currentTime,
    }),
    seekOutput: sendTo('output', ({ context }): AudioCommand => ({
      type: 'output.seek',
      time: context.currentTime,
    })),
    setVolume: assign({
      volume: ({ context, event }) =>
        event.type === 'player.volumeChanged' ? clampSlider(event.value) / 100 : context.volume,
    }),
    volumeOutput: sendTo('output', ({ context }): AudioCommand => ({
      type: 'output.volume',
      volume: context.volume,
    })),
    recordTime: assign({
      currentTime: ({ context, event }) =>
        event.type === 'audio.timeUpdated' ? event.time : context.currentTime,
    }),
    recordDuration: assign({
      duration: ({ context, event }) =>
        event.type === 'audio.metadataLoaded' &&
        Number.isFinite(event.duration) &&
        event.duration > 0
          ? event.duration
          : context.duration,
    }),
  },
  guards: {
    hasDuration: ({ context }) => context.duration !== null,
    resumedPaused: ({ event }) => event.type === 'podcast.resumed' && event.paused,
  },
}).createMachine({
  id: 'audio',
  initial: 'idle',
  context: initialContext,
  on: {
    // Any area may start a podcast at any time; a new choice replaces the current one.
    'podcast.selected': { target: '.loading', reenter: true, actions: 'selectPodcast' },
    'podcast.resumed': [
      { guard: 'resumedPaused', target: '.active.paused', reenter: true, actions: 'resumePodcast' },
      { target: '.active', reenter: true, actions: 'resumePodcast' },
    ],
  },
  states: {
    idle: {
      entry: ['clearSelection', { type: 'setPausedFlag', params: { paused: true } }],
    },
    loading: {
      invoke: {
        src: 'fetchAudioUrl',
        input: ({ context }) => ({ podcastId: context.podcast?.podcastId ?? '' }),
        onDone: {
          target: 'active',
          actions: { type: 'resetPlayback', params: ({ event }) => ({ audioUrl: event.output }) },
        },
        onError: { target: 'failed', actions: 'warnFetchFailed' },
      },
    },
    // The visitor asked for this episode: the bar says it could not be loaded and offers a retry,
    // rather than the click doing nothing visible (spec §8's warning is still logged).
    failed: {
      entry: { type: 'setPausedFlag', params: { paused: true } },
      on: { 'player.retried': 'loading', 'player.exited': 'idle' },
    },
    active: {
      invoke: {
        id: 'output',
        src: 'audioOutput',
        input: ({ context }) => ({
          src: context.audioUrl ?? '',
          volume: context.volume,
          startAt: context.currentTime,
        }),
      },
      initial: 'playing',
      on: {
        'player.exited': 'idle',
        'player.skipped': { actions: ['skip', 'seekOutput'] },
        'player.seeked': { guard: 'hasDuration', actions: ['seekToPercent', 'seekOutput'] },
        'player.volumeChanged': { actions: ['setVolume', 'volumeOutput'] },
        'audio.timeUpdated': { actions: 'recordTime' },
        'audio.metadataLoaded': { actions: 'recordDuration' },
      },
      states: {
        playing: {
          entry: ['playOutput', { type: 'setPausedFlag', params: { paused: false } }],
          on: {
            'player.toggled': 'paused',
            'player.paused': 'paused',
            'audio.ended': 'paused',
            'audio.playFailed': 'paused',
          },
        },
        paused: {
          entry: ['pauseOutput', { type: 'setPausedFlag', params: { paused: true } }],
          on: { 'player.toggled': 'playing', 'player.played': 'playing' },
        },
      },
    },
  },
});
